import { useState } from 'react';
import type { LigneReleve } from '@parcelles/shared/contracts/releves';
import { formatMoney } from '@parcelles/shared/format';
import { TextareaField } from '../../../components/form/textarea-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { adminReleves } from '../../../i18n/fr/admin-releves';
import { useValiderLigne } from '../api/valider-ligne';
import { useDecision } from '../hooks/use-decision';

const t = adminReleves.actions;
const COMMENT_MAX = 500;

/** Validating the declared payment a line matched, on the statement's word (its receipt follows). */
export function ValiderDialog({
  ligne,
  paiement,
  onClose,
}: {
  ligne: LigneReleve;
  paiement: NonNullable<LigneReleve['paiement']>;
  onClose: () => void;
}) {
  const valider = useValiderLigne();
  const decision = useDecision(['commentaireAdmin'] as const);
  const [comment, setComment] = useState('');

  function confirm() {
    const commentaireAdmin = comment.trim() || undefined;
    void decision.run(() => valider.mutateAsync({ id: ligne.id, commentaireAdmin }), t.validated, onClose);
  }

  return (
    <ConfirmDialog
      title={t.validerTitle}
      text={t.validerText(
        formatMoney(paiement.montant),
        paiement.numeroLot,
        paiement.acheteur,
        paiement.reservation.reference,
      )}
      confirmLabel={t.valider}
      cancelLabel={t.cancel}
      pendingLabel={t.pending}
      pending={valider.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <TextareaField
        label={t.comment}
        labelNote={t.optional}
        hint={t.commentHint}
        rows={2}
        value={comment}
        maxLength={COMMENT_MAX}
        count={{ length: comment.length, max: COMMENT_MAX }}
        error={decision.errors.commentaireAdmin}
        onChange={(event) => setComment(event.target.value)}
      />
    </ConfirmDialog>
  );
}
