import { useParams } from 'react-router';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { Skeleton } from '../../components/ui/skeleton';
import { parcelle as frParcelle } from '../../i18n/fr/parcelle';
import { ApiError } from '../../lib/api-client';
import { useParcelle } from '../../features/parcelles/api/get-parcelle';
import { ParcelleBreadcrumb } from '../../features/parcelles/components/parcelle-breadcrumb';
import { ParcelleContact } from '../../features/parcelles/components/parcelle-contact';
import {
  ParcelleDetailSkeleton,
  ParcelleLoadError,
  ParcelleNotFound,
} from '../../features/parcelles/components/parcelle-detail-states';
import { ParcelleGallery } from '../../features/parcelles/components/parcelle-gallery';
import {
  ParcelleDescription,
  ParcelleHeader,
  ParcellePriceCard,
} from '../../features/parcelles/components/parcelle-overview';
import { ProjectAdvantages } from '../../features/parcelles/components/project-advantages';
import { SimilarParcelles } from '../../features/parcelles/components/similar-parcelles';
// Not through the feature's index: with it, this page's chunk pulled in the interactive map's code
// (canvas, zoom, popups; ~7 KB gzipped) that only /map needs.
import { MiniSitePlan } from '../../features/site-plan/components/mini-site-plan';
import { useSitePlan } from '../../features/site-plan/api/get-site-plan';

/** Spec §2 "Plot detail" (/parcelle/{id}): open to everyone, signed in or not. */
export function ParcelleDetailRoute() {
  const { id = '' } = useParams();
  const parcelle = useParcelle(id);

  if (parcelle.isPending) {
    return (
      <>
        <title>{frParcelle.detail.loadingTitle}</title>
        <ParcelleDetailSkeleton />
      </>
    );
  }
  if (parcelle.isError) {
    return isMissing(parcelle.error) ? (
      <ParcelleNotFound />
    ) : (
      <ParcelleLoadError message={parcelle.error.message} onRetry={() => void parcelle.refetch()} />
    );
  }
  // Keyed by plot: moving to a similar plot starts its page afresh (first photo, viewer closed).
  return <ParcelleDetail key={parcelle.data.id} parcelle={parcelle.data} />;
}

function ParcelleDetail({ parcelle }: { parcelle: Parcelle }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>{frParcelle.detail.title(parcelle.numeroLot)}</title>
      <ParcelleBreadcrumb numeroLot={parcelle.numeroLot} />
      <ParcelleHeader parcelle={parcelle} />

      {/* Two columns on wide screens; on a phone the price and the reserve button come right
          after the photos, before the longer reading. */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0">
          <ParcelleGallery photos={parcelle.photos} numeroLot={parcelle.numeroLot} />
        </div>
        <ParcellePriceCard parcelle={parcelle} />
        {/* On a phone, below the photos and the price (ADR 034). */}
        <div className="below-fold flex min-w-0 flex-col gap-10 [--below-fold-estimate:90rem]">
          <ParcelleDescription description={parcelle.description} />
          <ParcellePlan parcelle={parcelle} />
          <ProjectAdvantages />
        </div>
        <ParcelleContact numeroLot={parcelle.numeroLot} />
      </div>

      {/* Below the first screen (ADR 034). */}
      <div className="below-fold mt-6 border-t border-stone-200 pt-10">
        <SimilarParcelles parcelleId={parcelle.id} />
      </div>
    </div>
  );
}

/** "A map of the plot" (spec §2): the site plan's picture, zoomed on this plot. */
function ParcellePlan({ parcelle }: { parcelle: Parcelle }) {
  const plan = useSitePlan();
  // The plan only situates the plot; if it cannot load, the page reads well without it.
  if (plan.isError) return null;

  return (
    <section aria-labelledby="parcelle-plan-title" aria-busy={plan.isPending}>
      <h2 id="parcelle-plan-title" className="text-xl font-bold text-stone-900">
        {frParcelle.detail.planHeading}
      </h2>
      <div className="mt-3">
        {plan.isPending ? (
          <Skeleton className="aspect-[4/3] w-full rounded-xl" />
        ) : (
          <MiniSitePlan
            planImage={plan.data.image}
            position={parcelle.position}
            numeroLot={parcelle.numeroLot}
            statut={parcelle.statut}
          />
        )}
      </div>
    </section>
  );
}

/** The server answers 404 for an unknown plot; a malformed id may also come back as 400. */
function isMissing(error: Error): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
