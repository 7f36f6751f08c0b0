import { ArrowRight } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link';
import { PaymentMethods } from '../../features/paiements/components/payment-methods';
import { PaymentPageHeader } from '../../features/paiements/components/payment-page-header';
import { PaymentProcedure } from '../../features/paiements/components/payment-procedure';
import { ReservationSummary } from '../../features/paiements/components/reservation-summary';
import { SecurityNote } from '../../features/paiements/components/security-note';
import { readPaymentState } from '../../features/paiements/lib/payment-state';
import { paiements as frPaiements } from '../../i18n/fr/paiements';

/**
 * Spec §2 Payment instructions (/payment). Reached from 'Payer' on a reservation, which passes the
 * reservation and its plot along; without them there is nothing to pay, so back to the list.
 */
export function PaymentRoute() {
  const state = readPaymentState(useLocation().state);
  if (!state) return <Navigate to="/reservations" replace />;
  const t = frPaiements.instructions;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <PaymentPageHeader heading={t.heading} intro={t.intro} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        {/* First in reading order: what is being paid; beside the instructions on wide screens. */}
        <div className="flex flex-col gap-4 lg:sticky lg:top-24 lg:col-start-3 lg:row-start-1">
          <ReservationSummary {...state} />
          <ButtonLink to="/payment/submit-proof" state={state} className="w-full">
            {t.submitProof}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
        <div className="flex flex-col gap-6 lg:col-span-2 lg:row-start-1">
          <PaymentProcedure />
          <PaymentMethods reservation={state.reservation} />
          <SecurityNote />
        </div>
      </div>
    </div>
  );
}
