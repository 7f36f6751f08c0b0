import { toast } from '../../lib/toast';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSubmitProof } from '../../features/paiements/api/submit-proof';
import { PaymentPageHeader } from '../../features/paiements/components/payment-page-header';
import {
  ProofForm,
  type ProofSubmission,
  type ServerErrors,
} from '../../features/paiements/components/proof-form';
import { ApiError } from '../../lib/api-client';
import { ReservationSummary } from '../../features/paiements/components/reservation-summary';
import { SecurityNote } from '../../features/paiements/components/security-note';
import { readPaymentState } from '../../features/paiements/lib/payment-state';
import { uploadFailureMessage } from '../../features/paiements/lib/upload-failure';
import { paiements as frPaiements } from '../../i18n/fr/paiements';

/**
 * Spec §2 Submit proof (/payment/submit-proof): needs the reservation and plot passed along, else
 * returns to /reservations; on success says so and returns there, where the payment now shows.
 */
export function SubmitProofRoute() {
  const state = readPaymentState(useLocation().state);
  const navigate = useNavigate();
  const submitProof = useSubmitProof();
  if (!state) return <Navigate to="/reservations" replace />;
  const t = frPaiements.proof;
  const { reservation } = state;

  function onSubmit(submission: ProofSubmission, showServerErrors: (errors: ServerErrors) => boolean) {
    submitProof.mutate(
      { reservationId: reservation.id, ...submission },
      {
        onSuccess: () => {
          toast.success(t.success);
          void navigate('/reservations');
        },
        // An ApiError's message: the server's own, else the catalogue's or this screen's fallback.
        // A field the server refused (a transaction id already declared: 409) is shown under it.
        // A failure a second try may fix is told in the form, beside its retry button.
        onError: (error) => {
          if (uploadFailureMessage(error)) return;
          if (error instanceof ApiError && showServerErrors(error.errors)) return;
          toast.error(error.message || t.failure);
        },
      },
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <PaymentPageHeader heading={t.heading} intro={t.intro} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:sticky lg:top-24 lg:col-start-3 lg:row-start-1">
          <ReservationSummary {...state} />
          <SecurityNote />
        </div>
        <div className="lg:col-span-2 lg:row-start-1">
          <ProofForm
            reservation={reservation}
            pending={submitProof.isPending}
            progress={submitProof.progress}
            failure={uploadFailureMessage(submitProof.error)}
            onSubmit={onSubmit}
          />
        </div>
      </div>
    </div>
  );
}
