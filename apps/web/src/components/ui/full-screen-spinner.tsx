import { fr } from '../../i18n/fr';

/** Covers the viewport while the router loads the first screen (and, later, the auth state). */
export function FullScreenSpinner() {
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white"
    >
      <span
        aria-hidden="true"
        className="size-10 rounded-full border-4 border-primary-100 border-t-primary-700 motion-safe:animate-spin"
      />
      <span className="text-sm font-medium text-stone-700">{fr.app.loading}</span>
    </div>
  );
}
