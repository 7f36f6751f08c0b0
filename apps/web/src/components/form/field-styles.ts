/** The look of every form input: large touch targets, a visible focus ring, red when invalid. */
export const INPUT_CLASS =
  'block min-h-12 w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-sm transition-colors placeholder:text-stone-400 focus:border-primary-600 focus:ring-3 focus:ring-primary-600/20 focus:outline-none disabled:bg-stone-100 disabled:text-stone-500 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/20';

export const LABEL_CLASS = 'mb-1.5 block text-sm font-semibold text-stone-800';

export const LINK_CLASS =
  'rounded font-semibold text-primary-800 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500';
