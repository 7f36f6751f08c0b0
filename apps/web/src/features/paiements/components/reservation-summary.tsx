import { formatDateLong, formatMoney, formatSurface } from '@parcelles/shared/format';
import { dueNow, echeanceLabel, isExpiryPaused } from '@parcelles/shared/domain';
import { paiements as frPaiements } from '../../../i18n/fr/paiements';
import type { PaymentState } from '../lib/payment-state';

/**
 * The reservation being paid (spec §2): plot, surface, what was paid and what is due, and the
 * reference to write on the transfer. The amounts are the server's (VALIDE payments only).
 */
export function ReservationSummary({ reservation, parcelle }: PaymentState) {
  const t = frPaiements.summary;
  const due = dueOf(reservation);
  const rows: [label: string, value: string][] = [
    [t.plot, parcelle.numeroLot],
    [t.address, parcelle.adresse ?? t.noAddress],
    [t.surface, formatSurface(parcelle.surface)],
    [t.total, formatMoney(reservation.montantTotal)],
    [t.paid, formatMoney(reservation.montantPaye)],
  ];

  return (
    <section
      aria-labelledby="reservation-summary"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="reservation-summary" className="text-lg font-bold text-stone-900">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {t.reservationNumber}{' '}
        <span className="font-mono font-semibold text-stone-900">{reservation.reference}</span>
      </p>
      <dl className="mt-4 divide-y divide-stone-100 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-stone-600">{label}</dt>
            <dd className="text-right font-medium text-stone-900 tabular-nums">{value}</dd>
          </div>
        ))}
        {/* Only while the hold can run out: not once validated, nor while a proof is reviewed. */}
        {reservation.dateExpiration &&
          reservation.statut === 'EN_ATTENTE' &&
          !isExpiryPaused(reservation) && (
            <div className="flex justify-between gap-4 py-2">
              <dt className="text-stone-600">{t.expiresOn}</dt>
              <dd className="text-right font-medium text-stone-900">
                {formatDateLong(reservation.dateExpiration, { withTime: true })}
              </dd>
            </div>
          )}
        {due && (
          <div className="-mx-2 my-1 grid grid-cols-[1fr_auto] items-baseline gap-x-4 gap-y-1 rounded-xl bg-accent-50 px-2 py-3 ring-1 ring-accent-300">
            <dt className="font-semibold text-stone-900">{t.dueNow}</dt>
            <dd className="text-2xl font-bold text-stone-950 tabular-nums">{formatMoney(due.montant)}</dd>
            {due.prochaine && (
              <dd className="col-span-2 text-stone-700">
                {t.dueBy(
                  echeanceLabel(due.prochaine.numero, reservation.echeancier.length),
                  formatDateLong(`${due.prochaine.dateEcheance}T12:00:00Z`),
                )}
              </dd>
            )}
            {due.enRetard > 0 && (
              <dd className="col-span-2 font-semibold text-red-800">
                {t.dueLate(formatMoney(due.enRetard))}
              </dd>
            )}
          </div>
        )}
        <div className="flex items-baseline justify-between gap-4 pt-3">
          <dt className="font-semibold text-stone-900">{due ? t.remainingAfter : t.remaining}</dt>
          <dd className="text-2xl font-bold text-primary-800 tabular-nums">
            {formatMoney(due ? due.resteEnsuite : reservation.montantRestant)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 py-2">
          <dt className="text-stone-600">{t.reference}</dt>
          <dd className="font-mono font-bold text-stone-950">{reservation.reference}</dd>
        </div>
      </dl>
    </section>
  );
}

/** What is due now on a plan (issue 25); none on an old page state without the schedule. */
export const dueOf = (reservation: PaymentState['reservation']) =>
  Array.isArray(reservation.echeancier) ? dueNow(reservation) : null;
