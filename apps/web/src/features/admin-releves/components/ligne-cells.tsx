import { Link } from 'react-router';
import type { LigneReleve } from '@parcelles/shared/contracts/releves';
import {
  RAPPROCHEMENT_MODE_LABELS,
  ligneStatutInfo,
  paymentStatusInfo,
  reservationStatusInfo,
} from '@parcelles/shared/domain';
import { formatDateLong, formatMoney } from '@parcelles/shared/format';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { Badge } from '../../../components/ui/badge';
import { admin } from '../../../i18n/fr/admin';
import { adminReleves } from '../../../i18n/fr/admin-releves';

const t = adminReleves.lignes;

/** The line's status, how it was matched or why it was set aside, and by whom. */
export function StatutCell({ ligne }: { ligne: LigneReleve }) {
  const info = ligneStatutInfo(ligne.statut);
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge variant={info.badge}>{info.label}</Badge>
      {ligne.rapprochement && (
        <span className="text-stone-700">{RAPPROCHEMENT_MODE_LABELS[ligne.rapprochement]}</span>
      )}
      {ligne.motifEcart && <span className="text-stone-700 wrap-anywhere">{t.motif(ligne.motifEcart)}</span>}
      {ligne.traitePar && ligne.traiteLe && (
        <span className="text-stone-600">
          {t.traitePar(ligne.traitePar.nom, formatDateLong(ligne.traiteLe))}
        </span>
      )}
    </div>
  );
}

/**
 * The payment the line is linked to (its page, its reservation's), or the reservation its text
 * names while no payment of it could be matched.
 */
export function LienCell({ ligne }: { ligne: LigneReleve }) {
  const { paiement, reservationSuggeree: suggeree } = ligne;
  if (paiement) {
    return (
      <div className="flex min-w-40 flex-col gap-0.5">
        <Link to={`/admin/paiements/${paiement.id}`} className={LINK_CLASS}>
          {t.paiement(formatMoney(paiement.montant), paymentStatusInfo(paiement.statut).label)}
        </Link>
        <span className="wrap-anywhere">{t.lotAcheteur(paiement.numeroLot, paiement.acheteur)}</span>
        <Link
          to={`/admin/reservations/${paiement.reservation.id}`}
          className={`${LINK_CLASS} whitespace-nowrap`}
        >
          {t.reservation(paiement.reservation.reference)}
        </Link>
      </div>
    );
  }
  if (suggeree) {
    return (
      <div className="flex min-w-40 flex-col gap-0.5">
        <span className="text-stone-600">{t.suggestion}</span>
        <Link to={`/admin/reservations/${suggeree.id}`} className={`${LINK_CLASS} whitespace-nowrap`}>
          {t.reservation(suggeree.reference)}
        </Link>
        <span className="wrap-anywhere">{t.lotAcheteur(suggeree.numeroLot, suggeree.acheteur)}</span>
        <span className="text-stone-700">
          {reservationStatusInfo(suggeree.statut).label} · {t.reste(formatMoney(suggeree.montantRestant))}
        </span>
      </div>
    );
  }
  return <span>{admin.common.none}</span>;
}
