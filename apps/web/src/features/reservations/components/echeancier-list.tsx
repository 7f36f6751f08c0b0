import { useId, useState } from 'react';
import { CalendarClock, TriangleAlert } from 'lucide-react';
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { echeanceStatusInfo, isRunningReservation } from '@parcelles/shared/domain';
import { formatDateLong, formatMoney } from '@parcelles/shared/format';
import { Badge } from '../../../components/ui/badge';
import { plansPaiement as frPlansPaiement } from '../../../i18n/fr/plans-paiement';
import { DisclosureButton } from './disclosure-button';

const t = frPlansPaiement.echeancier;
/** Lines shown before 'Voir les N échéances': a long plan stays short on a phone. */
const FIRST_LINES = 4;

/** The first instalment not fully paid, the one the buyer should pay next. */
export const nextEcheance = (echeancier: Reservation['echeancier']) =>
  [...echeancier].sort((a, b) => a.numero - b.numero).find((echeance) => echeance.statut !== 'PAYEE');

/**
 * Issue 12 on 'Mes réservations': the plan and its schedule (a list at every width: each line
 * names its instalment, due date, amount, what is paid and its status in words). The next
 * instalment is named above and marked; late ones say so in text, not by colour alone.
 */
export function EcheancierList({ reservation }: { reservation: Reservation }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const lines = [...reservation.echeancier].sort((a, b) => a.numero - b.numero);
  // An ended reservation owes nothing more (issue 25): no next instalment, none late.
  const running = isRunningReservation(reservation.statut);
  const next = running ? nextEcheance(lines) : undefined;
  const late = lines.filter((echeance) => echeance.statut === 'EN_RETARD').length;
  const folds = lines.length > FIRST_LINES + 1;
  const shown = folds && !open ? lines.slice(0, FIRST_LINES) : lines;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={`${id}-title`} className="text-base font-semibold text-stone-900">
          {t.heading}
        </h3>
        <p className="text-sm text-stone-600">
          {t.plan} : <span className="font-semibold text-stone-900">{reservation.plan.nom}</span>
        </p>
      </div>
      {lines.length === 0 ? (
        <p className="text-sm text-stone-500">{t.none}</p>
      ) : (
        <>
          {late > 0 && (
            <p className="flex items-center gap-2 text-sm font-semibold text-red-800">
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
              {t.late(late)}
            </p>
          )}
          {next ? (
            <p className="flex items-center gap-2 text-sm font-medium text-stone-800">
              <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
              {t.next(formatMoney(next.montant - next.montantPaye), formatDateLong(next.dateEcheance))}
            </p>
          ) : running || lines.every((echeance) => echeance.statut === 'PAYEE') ? (
            <p className="text-sm font-medium text-primary-800">{t.allPaid}</p>
          ) : (
            <p className="text-sm font-medium text-stone-700">{t.ended}</p>
          )}
          <ul
            id={`${id}-list`}
            aria-label={`${t.heading} — ${reservation.parcelle.numeroLot}`}
            className="divide-y divide-stone-200 rounded-xl bg-stone-50 ring-1 ring-stone-200"
          >
            {shown.map((echeance) => {
              const status = echeanceStatusInfo(echeance.statut);
              const isNext = echeance.numero === next?.numero;
              return (
                <li
                  key={echeance.numero}
                  aria-current={isNext ? 'step' : undefined}
                  className={`flex flex-col gap-1 px-4 py-3 text-sm ${
                    isNext ? 'bg-accent-50 ring-2 ring-accent-400 ring-inset' : ''
                  }`}
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold text-stone-900">
                      {frPlansPaiement.echeanceLabel(echeance.numero, lines.length)}
                      {isNext && (
                        <span className="ml-2 text-xs font-bold text-accent-800">({t.nextBadge})</span>
                      )}
                    </span>
                    <Badge variant={status.badge}>
                      <span className="sr-only">{t.statut} : </span>
                      {status.label}
                    </Badge>
                  </div>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
                    <div className="min-w-0">
                      <dt className="text-stone-500">{t.date}</dt>
                      <dd className="text-stone-900">{formatDateLong(echeance.dateEcheance)}</dd>
                    </div>
                    <div className="min-w-0">
                      <dt className="text-stone-500">{t.montant}</dt>
                      <dd className="font-semibold text-stone-900 tabular-nums">
                        {formatMoney(echeance.montant)}
                      </dd>
                    </div>
                    <div className="min-w-0">
                      <dt className="text-stone-500">{t.paye}</dt>
                      <dd className="text-stone-900 tabular-nums">{formatMoney(echeance.montantPaye)}</dd>
                    </div>
                  </dl>
                </li>
              );
            })}
          </ul>
          {folds && (
            <DisclosureButton open={open} controls={`${id}-list`} onToggle={() => setOpen((value) => !value)}>
              {open ? t.showLess : t.showAll(lines.length)}
            </DisclosureButton>
          )}
        </>
      )}
    </section>
  );
}
