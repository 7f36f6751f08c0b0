import { Skeleton } from '../../../components/ui/skeleton';
import { fr } from '../../../i18n/fr';

/** The wizard's shape while the plot and its availability load. */
export function WizardSkeleton() {
  return (
    <div role="status" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <span className="sr-only">{fr.app.loading}</span>
      <Skeleton className="h-8 w-72" />
      <Skeleton className="mt-6 h-8 w-full max-w-lg" />
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-96 rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    </div>
  );
}
