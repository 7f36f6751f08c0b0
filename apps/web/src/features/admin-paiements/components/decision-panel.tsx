import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { demanderComplementSchema } from '@parcelles/shared/contracts/paiement-messages';
import { formatMoney2 } from '@parcelles/shared/format';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextareaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { admin } from '../../../i18n/fr/admin';
import { adminConversation } from '../../../i18n/fr/admin-conversation';
import { ApiError } from '../../../lib/api-client';
import { useDecidePaiement } from '../api/decide-paiement';
import { useRequestComplement } from '../api/request-complement';
import type { AdminPaiement } from '../api/types';

const t = admin.paiement;
const COMMENT_MAX = 500;

/**
 * Validate, or reject with a comment for the buyer (required), each after a confirmation. A 409
 * means another staff member decided first: said in plain French, and the page shows their decision.
 */
export function DecisionPanel({
  paiement,
  onConflict,
}: {
  paiement: AdminPaiement;
  onConflict: (message: string) => void;
}) {
  const decide = useDecidePaiement(paiement.id);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const [asking, setAsking] = useState<'valider' | 'rejeter' | null>(null);
  const [complementOpen, setComplementOpen] = useState(false);
  const lot = paiement.parcelle.numeroLot;

  function ask(decision: 'valider' | 'rejeter') {
    if (decision === 'rejeter' && !comment.trim()) {
      setError(t.commentRequired);
      document.getElementById('decision-comment')?.focus();
      return;
    }
    setError(undefined);
    setAsking(decision);
  }

  function confirm() {
    if (!asking) return;
    const commentaireAdmin = comment.trim();
    const body =
      asking === 'rejeter'
        ? ({ decision: 'rejeter', commentaireAdmin } as const)
        : ({ decision: 'valider', commentaireAdmin: commentaireAdmin || undefined } as const);
    decide.mutate(body, {
      onSuccess: ({ message }) => {
        toast.success(message ?? (asking === 'valider' ? t.validated : t.rejected));
        setComment('');
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 409) onConflict(admin.common.conflict);
        else if (failure instanceof ApiError && failure.fieldError('commentaireAdmin'))
          setError(failure.fieldError('commentaireAdmin'));
        else toast.error(failure.message);
      },
      onSettled: () => setAsking(null),
    });
  }

  return (
    <section
      aria-labelledby="decision-title"
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="decision-title" className="text-lg font-bold text-stone-900">
        {t.decision}
      </h2>
      <TextareaField
        id="decision-comment"
        label={t.commentLabel}
        hint={`${t.commentHintValidate} ${t.commentHintReject}`}
        error={error}
        rows={3}
        value={comment}
        maxLength={COMMENT_MAX}
        count={{ length: comment.length, max: COMMENT_MAX }}
        onChange={(event) => {
          setComment(event.target.value);
          if (error && event.target.value.trim()) setError(undefined);
        }}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button onClick={() => ask('valider')}>{t.validate}</Button>
        <Button variant="danger" onClick={() => ask('rejeter')}>
          {t.reject}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={complementOpen}
          aria-controls="complement-form"
          onClick={() => setComplementOpen((open) => !open)}
        >
          {adminConversation.ask}
        </Button>
      </div>
      {complementOpen && (
        <ComplementForm
          paiementId={paiement.id}
          onClose={() => setComplementOpen(false)}
          onConflict={onConflict}
        />
      )}
      {asking && (
        <ConfirmDialog
          title={asking === 'valider' ? t.confirmValidateTitle : t.confirmRejectTitle}
          text={
            asking === 'valider'
              ? t.confirmValidateText(formatMoney2(paiement.montant), lot)
              : t.confirmRejectText(lot)
          }
          confirmLabel={asking === 'valider' ? t.confirmValidate : t.confirmReject}
          cancelLabel={admin.common.cancel}
          pendingLabel={t.pending}
          variant={asking === 'valider' ? 'primary' : 'danger'}
          pending={decide.isPending}
          onConfirm={confirm}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}

const MESSAGE_MAX = 2000;

/**
 * 'Demander un complément' (ADR 016): a required message for the buyer. The payment goes back to
 * 'En attente de preuve'; the page then shows it and its thread.
 */
function ComplementForm({
  paiementId,
  onClose,
  onConflict,
}: {
  paiementId: string;
  onClose: () => void;
  onConflict: (message: string) => void;
}) {
  const c = adminConversation;
  const request = useRequestComplement(paiementId);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = demanderComplementSchema.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById('complement-message')?.focus();
      return;
    }
    request.mutate(parsed.data.message, {
      onSuccess: ({ message: said }) => {
        toast.success(said ?? c.sent);
        onClose();
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 409) onConflict(admin.common.conflict);
        else if (failure instanceof ApiError && failure.fieldError('message'))
          setError(failure.fieldError('message'));
        else toast.error(failure.message);
      },
    });
  }

  return (
    <form
      id="complement-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="complement-form-title"
      className="flex flex-col gap-3 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200"
    >
      <h3 id="complement-form-title" className="font-bold text-stone-900">
        {c.formTitle}
      </h3>
      <TextareaField
        id="complement-message"
        label={c.messageLabel}
        hint={c.messageHint}
        error={error}
        rows={4}
        value={message}
        disabled={request.isPending}
        count={{ length: message.length, max: MESSAGE_MAX }}
        onChange={(event) => {
          setMessage(event.target.value);
          if (error && event.target.value.trim()) setError(undefined);
        }}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton pending={request.isPending} pendingLabel={c.sending}>
          {c.send}
        </SubmitButton>
        <Button variant="secondary" type="button" onClick={onClose}>
          {c.cancel}
        </Button>
      </div>
    </form>
  );
}
