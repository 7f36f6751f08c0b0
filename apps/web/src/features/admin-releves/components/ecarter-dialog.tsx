import { useState } from 'react';
import { ECARTER_MOTIF_REQUIS, type LigneReleve } from '@parcelles/shared/contracts/releves';
import { formatAmountIn, formatDateLong } from '@parcelles/shared/format';
import { TextareaField } from '../../../components/form/textarea-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { adminReleves } from '../../../i18n/fr/admin-releves';
import { useEcarterLigne } from '../api/ecarter-ligne';
import { useDecision } from '../hooks/use-decision';

const t = adminReleves.actions;
const MOTIF_MAX = 500;

/** Setting a credit aside (a refund, a transfer between the company's accounts), with its reason. */
export function EcarterDialog({ ligne, onClose }: { ligne: LigneReleve; onClose: () => void }) {
  const ecarter = useEcarterLigne();
  const decision = useDecision(['motif'] as const);
  const [motif, setMotif] = useState('');

  function confirm() {
    const text = motif.trim();
    if (!text) return decision.setErrors({ motif: ECARTER_MOTIF_REQUIS });
    void decision.run(() => ecarter.mutateAsync({ id: ligne.id, motif: text }), t.setAside, onClose);
  }

  return (
    <ConfirmDialog
      title={t.ecarterTitle}
      text={t.ecarterText(
        formatAmountIn(ligne.montant, ligne.devise),
        formatDateLong(ligne.dateOperation),
        ligne.libelle,
      )}
      confirmLabel={t.ecarterConfirm}
      cancelLabel={t.cancel}
      pendingLabel={t.pending}
      variant="danger"
      pending={ecarter.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <TextareaField
        label={t.motif}
        hint={t.motifHint}
        rows={3}
        value={motif}
        maxLength={MOTIF_MAX}
        count={{ length: motif.length, max: MOTIF_MAX }}
        error={decision.errors.motif}
        onChange={(event) => setMotif(event.target.value)}
      />
    </ConfirmDialog>
  );
}
