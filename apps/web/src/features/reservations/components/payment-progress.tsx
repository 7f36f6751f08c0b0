import type { Amounts } from '@parcelles/shared/domain';
import { formatMoney } from '@parcelles/shared/format';
import { reservations as frReservations } from '../../../i18n/fr/reservations';

const t = frReservations.card;

/**
 * Spec §4 Amounts: the rounded share of the price paid (VALIDE payments only), on a bar capped at
 * 100% even when the buyer paid more.
 */
export function PaymentProgress({ amounts, numeroLot }: { amounts: Amounts; numeroLot: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold text-stone-800">{t.progress}</span>
        <span className="font-bold text-primary-800 tabular-nums">{amounts.percentage}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={t.progressLabel(numeroLot)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={amounts.barPercentage}
        className="h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-primary-600 transition-[width]"
          style={{ width: `${amounts.barPercentage}%` }}
        />
      </div>
      <div className="flex flex-wrap justify-between gap-x-3 text-xs text-stone-600 tabular-nums">
        <span>{t.paid(formatMoney(amounts.paid))}</span>
        <span>{t.rest(formatMoney(amounts.remaining))}</span>
      </div>
    </div>
  );
}
