import { PAIEMENT_STATUTS, paymentStatusInfo } from '@parcelles/shared/domain';
import { formatMoney } from '@parcelles/shared/format';
import { FigureRow } from '../../../components/admin/figure-row';
import { admin } from '../../../i18n/fr/admin';
import { formatCount } from '@parcelles/shared/format';
import { usePaiementsStats } from '../api/get-paiements-stats';

const t = admin.paiements.stats;

/** Every payment's figures, above both views: the count per status and the money validated. */
export function PaiementsStats() {
  const query = usePaiementsStats();
  return (
    <FigureRow
      label={t.label}
      query={query}
      figures={(stats) => [
        { label: t.total, value: formatCount(stats.total.nombre) },
        ...PAIEMENT_STATUTS.map((statut) => ({
          label: paymentStatusInfo(statut).label,
          value: formatCount(stats.parStatut[statut].nombre),
        })),
        { label: t.validatedAmount, value: formatMoney(stats.parStatut.VALIDE.montant) },
      ]}
    />
  );
}
