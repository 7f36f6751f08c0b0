import { useState } from 'react';
import type { LigneReleve } from '@parcelles/shared/contracts/releves';
import { DEVISE_PAIEMENTS } from '@parcelles/shared/domain';
import { formatAmountIn, formatDateLong, formatMoney } from '@parcelles/shared/format';
import { Button } from '../../../components/ui/button';
import { admin } from '../../../i18n/fr/admin';
import { adminReleves } from '../../../i18n/fr/admin-releves';
import { AffecterDialog } from './affecter-dialog';
import { EcarterDialog } from './ecarter-dialog';
import { ValiderDialog } from './valider-dialog';

const t = adminReleves.actions;

/** Why a waiting credit cannot pay a reservation (the API's rule, said before anyone tries). */
function notAssignable(ligne: LigneReleve): string | null {
  if (ligne.annulation) return t.reversal;
  if (ligne.devise !== DEVISE_PAIEMENTS) return t.notDollars(ligne.devise);
  return null;
}

/**
 * What staff do from a line's row: a waiting credit is assigned to a reservation or set aside; a
 * line matched to a proof still under review has that payment validated. Each in its dialog.
 */
export function LigneActions({ ligne }: { ligne: LigneReleve }) {
  const [open, setOpen] = useState<'affecter' | 'ecarter' | 'valider' | null>(null);
  const close = () => setOpen(null);
  const montant = formatAmountIn(ligne.montant, ligne.devise);
  const date = formatDateLong(ligne.dateOperation);

  if (ligne.statut === 'A_RAPPROCHER') {
    const refus = notAssignable(ligne);
    return (
      <div className="flex flex-wrap items-center gap-2">
        {refus ? (
          <p className="max-w-48 text-stone-700">{refus}</p>
        ) : (
          <Button size="xs" aria-label={t.affecterLabel(montant, date)} onClick={() => setOpen('affecter')}>
            {t.affecter}
          </Button>
        )}
        <Button
          variant="secondary"
          size="xs"
          aria-label={t.ecarterLabel(montant, date)}
          onClick={() => setOpen('ecarter')}
        >
          {t.ecarter}
        </Button>
        {open === 'affecter' && <AffecterDialog ligne={ligne} onClose={close} />}
        {open === 'ecarter' && <EcarterDialog ligne={ligne} onClose={close} />}
      </div>
    );
  }

  const { paiement } = ligne;
  if (ligne.statut === 'RAPPROCHEE' && paiement?.statut === 'SOUMIS') {
    return (
      <>
        <Button
          size="xs"
          aria-label={t.validerLabel(formatMoney(paiement.montant), paiement.numeroLot)}
          onClick={() => setOpen('valider')}
        >
          {t.valider}
        </Button>
        {open === 'valider' && <ValiderDialog ligne={ligne} paiement={paiement} onClose={close} />}
      </>
    );
  }
  return <span>{admin.common.none}</span>;
}
