import { useState } from 'react';
import type { LigneReleve } from '@parcelles/shared/contracts/releves';
import { formatAmountIn, formatDateLong } from '@parcelles/shared/format';
import { TextareaField } from '../../../components/form/textarea-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { adminReleves } from '../../../i18n/fr/admin-releves';
import { useAffecterLigne } from '../api/affecter-ligne';
import { useDecision } from '../hooks/use-decision';
import { ReservationPicker } from './reservation-picker';

const t = adminReleves.actions;
const COMMENT_MAX = 500;

/**
 * Assigning a credit no declared payment matched to the reservation it pays: the payment is
 * recorded in the staff member's name and validated at once, with its receipt (ADR 047).
 */
export function AffecterDialog({ ligne, onClose }: { ligne: LigneReleve; onClose: () => void }) {
  const affecter = useAffecterLigne();
  const decision = useDecision(['reservationId', 'commentaireAdmin'] as const);
  const [reservationId, setReservationId] = useState(ligne.reservationSuggeree?.id ?? '');
  const [comment, setComment] = useState('');

  function confirm() {
    if (!reservationId) return decision.setErrors({ reservationId: t.reservationRequired });
    const commentaireAdmin = comment.trim() || undefined;
    void decision.run(
      () => affecter.mutateAsync({ id: ligne.id, reservationId, commentaireAdmin }),
      t.assigned,
      onClose,
    );
  }

  return (
    <ConfirmDialog
      title={t.affecterTitle}
      text={t.affecterText(
        formatAmountIn(ligne.montant, ligne.devise),
        formatDateLong(ligne.dateOperation),
        ligne.libelle,
      )}
      confirmLabel={t.affecterConfirm}
      cancelLabel={t.cancel}
      pendingLabel={t.pending}
      pending={affecter.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <div className="flex max-h-[55vh] flex-col gap-4 overflow-y-auto">
        <ReservationPicker
          suggestion={ligne.reservationSuggeree}
          value={reservationId}
          error={decision.errors.reservationId}
          onChange={(id) => {
            setReservationId(id);
            decision.setErrors({});
          }}
        />
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
      </div>
    </ConfirmDialog>
  );
}
