import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ReservationForm } from '@parcelles/shared/contracts/reservations';
import { ApiError } from '../../../lib/api-client';
import { useCreateReservation } from '../api/create-reservation';
import type { WizardStep } from '../components/wizard-stepper';

/** The step in the address (?etape=confirmation), so the browser's Back and Forward move between steps. */
const STEP_PARAM = 'etape';
const searchOf = (step: WizardStep) => (step === 'informations' ? '' : `?${STEP_PARAM}=${step}`);

/** Marks the history entry of step 2 that step 1 pushed: 'Retour' then goes back to that entry. */
interface StepState {
  fromInformations?: boolean;
}

/**
 * The steps of spec §2 'Reserve a plot': step 1 only collects (no call), step 2 creates the
 * reservation, step 3 shows it. Each step is a history entry, so Back on step 2 returns to step 1
 * with what was typed (kept here, the route staying mounted); the data never lives in the address,
 * so a reload or a shared link on step 2 comes back to step 1 and sends nothing. One
 * Idempotency-Key per visit of the wizard, so a double click or a retry after a lost answer gives
 * one reservation (the server answers a repeat with the first).
 */
export function useReservationWizard(parcelleId: string) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [values, setValues] = useState<ReservationForm | null>(null);
  // Issue 12: the instalment plan chosen on step 1, kept like the form across steps and Back/Forward.
  const [planId, setPlanId] = useState<string | undefined>(undefined);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const create = useCreateReservation();
  // The button is disabled while sending, but two clicks can land before React re-renders it.
  const sending = useRef(false);

  const created = create.data?.data;
  const asked = searchParams.get(STEP_PARAM);
  // Once created, the success stays on screen whatever entry Back or Forward lands on.
  const step: WizardStep = created
    ? 'succes'
    : asked === 'confirmation' && values
      ? 'confirmation'
      : 'informations';

  // An address naming a step the wizard cannot show (reload, bookmark) or lagging behind it (just
  // created): correct it in place.
  useEffect(() => {
    if (asked !== null && asked !== step) void navigate({ search: searchOf(step) }, { replace: true });
  }, [asked, step, navigate]);

  function review(form: ReservationForm) {
    setValues(form);
    create.reset();
    void navigate(
      { search: searchOf('confirmation') },
      { state: { fromInformations: true } satisfies StepState },
    );
  }

  function back() {
    if ((location.state as StepState | null)?.fromInformations) void navigate(-1);
    else void navigate({ search: searchOf('informations') }, { replace: true });
  }

  /** `chosenPlanId`: the plan on screen (the chosen one, else the default); none sends cash. */
  function confirm(chosenPlanId?: string) {
    if (!values || sending.current) return;
    sending.current = true;
    const { nom, email, telephone, commentaire } = values;
    create.mutate(
      // The contract's toCreateReservationRequest, spelled out: importing it would bring zod into
      // this screen's first load. The contact is kept on the reservation for staff (ADR 008); the
      // plan is left out when none could be offered, and the server then applies the cash plan.
      { body: { parcelleId, planId: chosenPlanId, nom, email, telephone, commentaire }, idempotencyKey },
      // On success the address follows by itself (the effect above): step 3 replaces step 2.
      {
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
    /** The plan the buyer picked, undefined until they pick one (the default then applies). */
    planId,
    choosePlan: setPlanId,
    review,
    back,
    confirm,
    pending: create.isPending,
    /** Any other refusal (e.g. already three pending holds), shown on step 2 to try again. */
    error: error && !unavailable ? error.message : undefined,
    unavailable,
    created,
  };
}
