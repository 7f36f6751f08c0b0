import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import type { Paiement } from '@parcelles/shared/contracts/paiements';
import { demanderComplementSchema } from '@parcelles/shared/contracts/paiement-messages';
import { formatMoney2 } from '@parcelles/shared/format';
import { TextareaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { admin } from '../../../i18n/fr/admin';
import { adminConversation } from '../../../i18n/fr/admin-conversation';
import { ApiError } from '../../../lib/api-client';
import { useDecidePaiement } from '../api/decide-paiement';
import { getPendingPaiements } from '../api/get-paiements';
import { useRequestComplement } from '../api/request-complement';

const t = admin.paiement;
const c = adminConversation;
const MESSAGE_MAX = 500;

/**
 * The decision on a proof, with one message for the buyer (issue 23: there were three boxes):
 * validate (the message is optional) or reject (required), each after a confirmation; or ask for
 * more (required, ADR 016), which sends the payment back to 'En attente de preuve' at once. A 409
 * means another staff member decided first: said in plain French, and the page shows their decision.
 */
export function DecisionPanel({
  paiement,
  onConflict,
}: {
  paiement: Paiement;
  onConflict: (message: string) => void;
}) {
  const decide = useDecidePaiement(paiement.id);
  const request = useRequestComplement(paiement.id);
  const navigate = useNavigate();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const [asking, setAsking] = useState<'valider' | 'rejeter' | null>(null);
  const lot = paiement.parcelle.numeroLot;

  function refuse(message: string | undefined) {
    setError(message);
    document.getElementById('decision-comment')?.focus();
  }

  function ask(decision: 'valider' | 'rejeter') {
    if (decision === 'rejeter' && !comment.trim()) return refuse(t.commentRequired);
    setError(undefined);
    setAsking(decision);
  }

  function failed(failure: unknown, field: 'commentaireAdmin' | 'message') {
    if (failure instanceof ApiError && failure.status === 409) onConflict(admin.common.conflict);
    else if (failure instanceof ApiError && failure.fieldError(field)) refuse(failure.fieldError(field));
    else toast.error(failure instanceof Error ? failure.message : String(failure));
  }

  /**
   * Issue 23: once decided, the next proof of the queue opens (oldest first, as the queue lists
   * them), or the queue itself when none is left; if the queue cannot be read, the page stays.
   */
  async function openNext() {
    try {
      const { paiements } = await getPendingPaiements({ limit: 2 });
      const next = paiements.find((p) => p.id !== paiement.id);
      await navigate(next ? `/admin/paiements/${next.id}` : '/admin/paiements');
    } catch {
      // The decision is made and shown; the next one is a click away in the queue.
    }
  }

  async function confirm() {
    if (!asking) return;
    const commentaireAdmin = comment.trim();
    const body =
      asking === 'rejeter'
        ? ({ decision: 'rejeter', commentaireAdmin } as const)
        : ({ decision: 'valider', commentaireAdmin: commentaireAdmin || undefined } as const);
    // Awaited rather than `mutate`'s callbacks: the decided payment's page refreshes and this
    // panel leaves it before those callbacks would run (issue 23: the toast never showed).
    try {
      const { message } = await decide.mutateAsync(body);
      toast.success(message ?? (asking === 'valider' ? t.validated : t.rejected));
      setComment('');
      await openNext();
    } catch (failure) {
      failed(failure, 'commentaireAdmin');
    } finally {
      setAsking(null);
    }
  }

  async function askForMore() {
    const parsed = demanderComplementSchema.safeParse({ message: comment });
    if (!parsed.success) return refuse(t.messageRequired);
    setError(undefined);
    try {
      const { message } = await request.mutateAsync(parsed.data.message);
      toast.success(message ?? c.sent);
      setComment('');
    } catch (failure) {
      failed(failure, 'message');
    }
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
        hint={t.commentHint}
        error={error}
        rows={3}
        value={comment}
        maxLength={MESSAGE_MAX}
        disabled={request.isPending}
        count={{ length: comment.length, max: MESSAGE_MAX }}
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
        <Button variant="secondary" disabled={request.isPending} onClick={() => void askForMore()}>
          {request.isPending ? c.sending : c.ask}
        </Button>
      </div>
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
