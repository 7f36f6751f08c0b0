import { useState } from 'react';
import toast from 'react-hot-toast';
import { formatMoney2 } from '@parcelles/shared/format';
import { TextareaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { admin } from '../../../i18n/fr/admin';
import { ApiError } from '../../../lib/api-client';
import { useDecidePaiement } from '../api/decide-paiement';
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
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => ask('valider')}>{t.validate}</Button>
        <Button variant="danger" onClick={() => ask('rejeter')}>
          {t.reject}
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
