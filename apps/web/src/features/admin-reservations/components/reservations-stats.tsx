import { RESERVATION_STATUTS, reservationStatusInfo } from '@parcelles/shared/domain';
import { formatMoney } from '@parcelles/shared/format';
import { FigureRow } from '../../../components/admin/figure-row';
import { admin } from '../../../i18n/fr/admin';
import { formatCount } from '@parcelles/shared/format';
import { useReservationsStats } from '../api/get-reservations-stats';

const t = admin.reservations.stats;

/** Every reservation's figures (not the filtered list's): per status, the money validated and collected. */
export function ReservationsStats() {
  const query = useReservationsStats();
  return (
    <FigureRow
      label={t.label}
      query={query}
      figures={(stats) => [
        { label: t.total, value: formatCount(stats.total) },
        ...RESERVATION_STATUTS.map((statut) => ({
          label: reservationStatusInfo(statut).label,
          value: formatCount(stats.parStatut[statut] ?? 0),
        })),
        { label: t.validatedAmount, value: formatMoney(stats.montantTotalValide) },
        { label: t.collected, value: formatMoney(stats.montantEncaisse) },
      ]}
    />
  );
}
