import { fr } from '../../i18n/fr';

/** First focusable element of every page: lets keyboard users jump over the header. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-50 rounded-md bg-accent-400 px-4 py-2 font-semibold text-stone-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {fr.layout.skipLink}
    </a>
  );
}
