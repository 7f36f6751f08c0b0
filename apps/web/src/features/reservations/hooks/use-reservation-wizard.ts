import { useRef, useState } from 'react';
import type { ReservationForm } from '@parcelles/shared/contracts/reservations';
import { ApiError } from '../../../lib/api-client';
import { useCreateReservation } from '../api/create-reservation';
import type { WizardStep } from '../components/wizard-stepper';

/**
 * The steps of spec §2 'Reserve a plot': step 1 only collects (no call), step 2 creates the
 * reservation, step 3 shows it. One Idempotency-Key per visit of the wizard, so a double click or
 * a retry after a lost answer gives one reservation (the server answers a repeat with the first).
 */
export function useReservationWizard(parcelleId: string) {
  const [step, setStep] = useState<WizardStep>('informations');
  const [values, setValues] = useState<ReservationForm | null>(null);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const create = useCreateReservation();
  // The button is disabled while sending, but two clicks can land before React re-renders it.
  const sending = useRef(false);

  function review(form: ReservationForm) {
    setValues(form);
    create.reset();
    setStep('confirmation');
  }

  function confirm() {
    if (!values || sending.current) return;
    sending.current = true;
    create.mutate(
      // The contract's toCreateReservationRequest, spelled out: importing it would bring zod into
      // this screen's first load. Name, e-mail and phone are for the buyer's review only.
      { body: { parcelleId, commentaire: values.commentaire }, idempotencyKey },
      {
        onSuccess: () => setStep('succes'),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  const { error } = create;
  // Another buyer was faster: the wizard gives way to the 'Parcelle non disponible' page.
  const unavailable = error instanceof ApiError && error.code === 'PLOT_NOT_AVAILABLE';

  return {
    step,
    values,
    review,
    back: () => setStep('informations'),
    confirm,
    pending: create.isPending,
    /** Any other refusal (e.g. already three pending holds), shown on step 2 to try again. */
    error: error && !unavailable ? error.message : undefined,
    unavailable,
    created: create.data?.data,
  };
}
