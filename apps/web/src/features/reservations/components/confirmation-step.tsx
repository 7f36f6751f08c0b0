import { Clock, TriangleAlert } from 'lucide-react';
import type { PlanPaiement } from '@parcelles/shared/contracts/plans-paiement';
import type { ReservationForm } from '@parcelles/shared/contracts/reservations';
import { reservations as frReservations } from '../../../i18n/fr/reservations';
import { plansPaiement as frPlansPaiement } from '../../../i18n/fr/plans-paiement';
import { formatHoldDuration } from '../utils/durations';
import { Button } from '../../../components/ui/button';
import { planSummary } from './plan-choice';
import { PlanSchedule } from './plan-schedule';

const t = frReservations.wizard.confirmation;
const form = frReservations.wizard.form;
const planTexts = frPlansPaiement.confirmation;

interface ConfirmationStepProps {
  values: ReservationForm;
  /** Issue 12: the plan chosen on step 1; none when no plan could be offered (cash then). */
  plan?: PlanPaiement;
  /** The server's hold period, in days (DESIGN.md §4). */
  holdDays: number;
  pending: boolean;
  /** Why the last attempt failed, e.g. the limit of pending holds. */
  error?: string;
  onBack: () => void;
  onConfirm: () => void;
}

/** Spec §2 step 2: the buyer reviews the request; confirming is what creates the reservation. */
export function ConfirmationStep({
  values,
  plan,
  holdDays,
  pending,
  error,
  onBack,
  onConfirm,
}: ConfirmationStepProps) {
  return (
    <section aria-labelledby="confirmation-title" className="flex flex-col gap-5">
      <div>
        <h2 id="confirmation-title" className="text-xl font-bold text-stone-900">
          {t.heading}
        </h2>
        <p className="mt-1 text-stone-600">{t.intro}</p>
      </div>

      <div className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
        <h3 className="text-sm font-semibold text-stone-900">{t.buyer}</h3>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
          <div className="min-w-0">
            <dt className="text-stone-500">{form.nom}</dt>
            <dd className="font-medium break-words text-stone-900">{values.nom}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-stone-500">{form.email}</dt>
            <dd className="font-medium break-words text-stone-900">{values.email}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-stone-500">{form.telephone}</dt>
            <dd className="font-medium break-words text-stone-900">{values.telephone}</dd>
          </div>
        </dl>
        {values.commentaire && (
          <div className="mt-4 text-sm">
            <h3 className="font-semibold text-stone-900">{t.commentaire}</h3>
            <p className="mt-1 whitespace-pre-line text-stone-700">{values.commentaire}</p>
          </div>
        )}
      </div>

      <div className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
        <h3 className="text-sm font-semibold text-stone-900">{planTexts.heading}</h3>
        {plan ? (
          <div className="mt-2 flex flex-col gap-2">
            <p className="text-sm">
              <span className="font-medium break-words text-stone-900">{plan.nom}</span>
              <span className="text-stone-600"> · {planSummary(plan)}</span>
            </p>
            {plan.echeancier && plan.echeancier.length > 0 && (
              <PlanSchedule nom={plan.nom} echeancier={plan.echeancier} compact />
            )}
          </div>
        ) : (
          <p className="mt-2 text-sm font-medium text-stone-900">{planTexts.cashDefault}</p>
        )}
      </div>

      <p className="flex gap-3 rounded-xl bg-accent-50 p-4 text-sm text-stone-800 ring-1 ring-accent-200 ring-inset">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
        {t.hold(formatHoldDuration(holdDays))}
      </p>

      {error && (
        <p
          role="alert"
          className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
          {error}
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack} disabled={pending}>
          {t.back}
        </Button>
        <Button onClick={onConfirm} pending={pending} pendingLabel={t.confirming}>
          {t.confirm}
        </Button>
      </div>
    </section>
  );
}
