import { map as frMap } from '../../../i18n/fr/map';

/** A quiet failure notice: the rest of the page keeps working, and one click tries again. */
export function ResultsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white p-5 text-stone-700">
      <p>{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="min-h-11 rounded-lg px-3 font-semibold text-primary-800 underline underline-offset-4 hover:text-primary-900 focus-visible:outline-3 focus-visible:outline-accent-500"
      >
        {frMap.results.retry}
      </button>
    </div>
  );
}
