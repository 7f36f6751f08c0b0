import { sitePlan as frSitePlan } from '../../../i18n/fr/site-plan';

/** Holds the map's place while the plan and the plots load, so the page does not jump. */
export function SitePlanLoading() {
  return (
    <div
      role="status"
      className="flex aspect-[4/3] max-h-[78vh] min-h-[22rem] w-full flex-col items-center justify-center gap-3 rounded-2xl bg-[#e6dcc3]/60 text-stone-700 ring-1 ring-stone-900/10"
    >
      <span
        aria-hidden="true"
        className="size-8 rounded-full border-4 border-primary-200 border-t-primary-700 motion-safe:animate-spin"
      />
      <span className="text-sm font-medium">{frSitePlan.loading}</span>
    </div>
  );
}
