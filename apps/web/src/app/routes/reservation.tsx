import { lazy, Suspense, useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { reservations as frReservations } from '../../i18n/fr/reservations';
import { ApiError } from '../../lib/api-client';
import { useStoredUser } from '../../lib/session';
import { useParcelle } from '../../features/parcelles/api/get-parcelle';
import {
  ParcelleLoadError,
  ParcelleNotFound,
} from '../../features/parcelles/components/parcelle-detail-states';
import { PHOTO_SIZES, PlotImage } from '../../features/parcelles/components/plot-image';
import { useAvailability } from '../../features/reservations/api/check-availability';
import { defaultPlan, usePlansForParcelle } from '../../features/reservations/api/get-plans';
import { PlanChoice } from '../../features/reservations/components/plan-choice';
import { ConfirmationStep } from '../../features/reservations/components/confirmation-step';
import { PlotUnavailable } from '../../features/reservations/components/plot-unavailable';
import { ReservationSummaryCard } from '../../features/reservations/components/reservation-summary-card';
import { SuccessStep } from '../../features/reservations/components/success-step';
import { WizardSkeleton } from '../../features/reservations/components/wizard-skeleton';
import { WizardStepper } from '../../features/reservations/components/wizard-stepper';
import { Skeleton } from '../../components/ui/skeleton';
import { useReservationWizard } from '../../features/reservations/hooks/use-reservation-wizard';

const t = frReservations.wizard;

// Step 1 is the one part that needs the form schema, hence zod (25 KB gzipped): it loads beside
// this screen, starting with it, so the first load stays within budget (DESIGN.md §5) and the
// form is there by the time the plot's data is.
const loadInformationStep = () => import('../../features/reservations/components/information-step');
const InformationStep = lazy(() => loadInformationStep().then((m) => ({ default: m.InformationStep })));

/** Spec §2 'Reserve a plot' (/reservation/{id}), behind the login guard of the router. */
export function ReservationRoute() {
  const { id = '' } = useParams();
  useEffect(() => void loadInformationStep(), []);
  const parcelle = useParcelle(id);
  const availability = useAvailability(id);

  if (parcelle.isPending || availability.isPending) {
    return (
      <>
        <title>{t.loadingTitle}</title>
        <WizardSkeleton />
      </>
    );
  }
  const failure = parcelle.error ?? availability.error;
  if (failure) {
    return isMissing(failure) ? (
      <ParcelleNotFound />
    ) : (
      <ParcelleLoadError
        message={t.error}
        onRetry={() => {
          if (parcelle.isError) void parcelle.refetch();
          if (availability.isError) void availability.refetch();
        }}
      />
    );
  }
  if (!parcelle.data || !availability.data) return null;
  if (!availability.data.disponible) return <PlotUnavailable />;
  return <ReservationWizard parcelle={parcelle.data} holdDays={availability.data.delaiReservationJours} />;
}

function ReservationWizard({ parcelle, holdDays }: { parcelle: Parcelle; holdDays: number }) {
  const user = useStoredUser();
  const wizard = useReservationWizard(parcelle.id);
  // Issue 12: the plans that apply to this plot; the cash plan until the buyer picks another.
  const plans = usePlansForParcelle(parcelle.id);
  const plan =
    plans.data?.find((candidate) => candidate.id === wizard.planId) ?? defaultPlan(plans.data ?? []);
  // Prefilled from the account; after 'Retour', what the buyer had confirmed.
  const draft = wizard.values
    ? { ...wizard.values, commentaire: wizard.values.commentaire ?? '' }
    : {
        nom: user?.nom ?? '',
        email: user?.email ?? '',
        telephone: user?.telephone ?? '',
        commentaire: '',
        accepteConditions: false,
      };

  // Each new step replaces the buttons just pressed: move keyboard and screen reader focus to it.
  const panelRef = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    if (wizard.step !== 'succes') panelRef.current?.focus();
  }, [wizard.step]);

  if (wizard.unavailable) return <PlotUnavailable />;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <title>{t.title(parcelle.numeroLot)}</title>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t.heading}</h1>
        <p className="text-stone-600">{t.intro}</p>
      </header>
      <WizardStepper step={wizard.step} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="lg:col-start-2 lg:row-start-1">
          <ReservationSummaryCard
            parcelle={parcelle}
            image={
              <PlotImage
                src={parcelle.photos[0]?.url}
                srcSet={parcelle.photos[0]?.srcset}
                sizes={PHOTO_SIZES.side}
                alt={frReservations.card.photoAlt(parcelle.numeroLot)}
                width={480}
                height={320}
                className="size-full"
              />
            }
          />
        </div>
        <div
          ref={panelRef}
          tabIndex={-1}
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 outline-none sm:p-8 lg:col-start-1 lg:row-start-1"
        >
          {wizard.step === 'informations' && (
            <Suspense fallback={<Skeleton className="h-96 rounded-xl" />}>
              <InformationStep
                initialValues={draft}
                onValid={wizard.review}
                planChoice={
                  <PlanChoice
                    plans={plans.data}
                    loading={plans.isPending}
                    failed={plans.isError}
                    onRetry={() => void plans.refetch()}
                    selectedId={plan?.id}
                    onSelect={wizard.choosePlan}
                  />
                }
              />
            </Suspense>
          )}
          {wizard.step === 'confirmation' && wizard.values && (
            <ConfirmationStep
              values={wizard.values}
              plan={plan}
              holdDays={holdDays}
              pending={wizard.pending}
              error={wizard.error}
              onBack={wizard.back}
              onConfirm={() => wizard.confirm(plan?.id)}
            />
          )}
          {wizard.step === 'succes' && wizard.created && (
            <SuccessStep
              reference={wizard.created.reference}
              numeroLot={parcelle.numeroLot}
              holdDays={wizard.created.delaiReservationJours}
            />
          )}
        </div>
      </div>
    </div>
  );
}

/** The server answers 404 for an unknown plot; a malformed id may also come back as 400. */
function isMissing(error: Error): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
