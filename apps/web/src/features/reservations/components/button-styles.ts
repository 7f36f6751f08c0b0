/** The buttons of the reservation screens: large touch targets and a visible focus ring. */
const BASE =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:cursor-not-allowed disabled:opacity-70';

export const PRIMARY_BUTTON = `${BASE} bg-primary-700 text-white shadow-sm hover:bg-primary-800`;
export const SECONDARY_BUTTON = `${BASE} border border-stone-300 bg-white text-stone-800 hover:bg-stone-100`;
export const DANGER_BUTTON = `${BASE} bg-red-700 text-white shadow-sm hover:bg-red-800`;
/** Smaller actions on a card. */
export const SMALL_BUTTON =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg px-3.5 py-2 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500';
