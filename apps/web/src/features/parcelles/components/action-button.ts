/** The look of the secondary actions beside a plot's title (share, favourites). */
export const ACTION_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm whitespace-nowrap font-semibold text-stone-800 transition-colors hover:bg-stone-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500';
