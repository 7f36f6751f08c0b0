import { SearchX } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageCard } from '../../../components/ui/page-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { parcelle as frParcelle } from '../../../i18n/fr/parcelle';
import { Button } from '../../../components/ui/button';

/** The page's shape while the plot loads, so nothing jumps when it arrives. */
export function ParcelleDetailSkeleton() {
  return (
    <div role="status" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <span className="sr-only">{frParcelle.detail.loading}</span>
      <Skeleton className="h-4 w-56" />
      <div className="mt-6 flex flex-col gap-3">
        <Skeleton className="h-5 w-40 rounded-full" />
        <Skeleton className="h-9 w-48" />
        <Skeleton className="h-5 w-72 max-w-full" />
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="aspect-[3/2] rounded-2xl" />
        <Skeleton className="h-80 rounded-2xl" />
      </div>
    </div>
  );
}

/** Spec §2: a plot that does not exist (or no longer does). */
export function ParcelleNotFound() {
  const t = frParcelle.detail;
  return (
    <section aria-labelledby="parcelle-not-found-title" className="mx-auto max-w-xl px-4 py-20 sm:py-28">
      <title>{t.notFoundTitle}</title>
      <meta name="robots" content="noindex" />
      <PageCard
        icon={SearchX}
        tone="laterite"
        heading={t.notFound}
        level={1}
        headingId="parcelle-not-found-title"
      >
        <p className="text-stone-700">{t.notFoundText}</p>
        <ButtonLink to="/map" className="mt-2">
          {t.backToMap}
        </ButtonLink>
      </PageCard>
    </section>
  );
}

/** Any other failure (server down, connection lost): the page says so and can try again. */
export function ParcelleLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = frParcelle.detail;
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-20 text-center"
    >
      <h1 className="text-2xl font-bold text-stone-900">{t.error}</h1>
      <p className="text-stone-700">{message}</p>
      <Button size="md" onClick={onRetry} className="mt-2">
        {t.retry}
      </Button>
    </section>
  );
}
