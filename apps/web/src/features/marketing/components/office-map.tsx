import { useEffect, useState } from 'react';
import { ExternalLink, MapPinned } from 'lucide-react';
import { BUSINESS } from '@parcelles/shared/business';
import { fr } from '../../../i18n/fr';

/** How long the embedded map may take before the plain link is offered in its place. */
const EMBED_TIMEOUT_MS = 8000;
/** Half the size of the area shown around the office, in degrees (about 1 km across). */
const SPAN = 0.006;

const { latitude: lat, longitude: lon } = BUSINESS.coordonnees;
const EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${lon - SPAN}%2C${lat - SPAN}%2C${lon + SPAN}%2C${lat + SPAN}&layer=mapnik&marker=${lat}%2C${lon}`;
const MAP_URL = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;

type EmbedState = 'loading' | 'loaded' | 'failed';

/**
 * The office on OpenStreetMap (no API key, no tracking). A page offline, a blocked frame or a slow
 * network never leaves an empty box: without a load event in time the link takes its place, and
 * it is always offered below the map.
 */
export function OfficeMap() {
  const [state, setState] = useState<EmbedState>('loading');

  useEffect(() => {
    if (state !== 'loading') return;
    const timer = setTimeout(() => setState('failed'), EMBED_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const link = (
    <a
      href={MAP_URL}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center gap-2 rounded-sm font-semibold text-primary-800 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
    >
      {fr.contact.openMap}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">{fr.contact.newTab}</span>
    </a>
  );

  return (
    <div className="flex flex-col gap-2">
      <div className="relative aspect-4/3 overflow-hidden rounded-2xl border border-stone-200 bg-stone-100 shadow-xs">
        {state === 'failed' ? (
          <div
            role="status"
            className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center"
          >
            <MapPinned aria-hidden="true" className="size-10 text-primary-700" />
            <p className="font-semibold text-stone-900">{fr.contact.mapUnavailable}</p>
            <p className="text-sm text-stone-700">{fr.contact.mapUnavailableText}</p>
            {link}
          </div>
        ) : (
          <iframe
            title={fr.contact.mapTitle}
            src={EMBED_URL}
            onLoad={() => setState('loaded')}
            referrerPolicy="no-referrer"
            className="size-full border-0"
          />
        )}
      </div>
      {state !== 'failed' && <p className="text-sm">{link}</p>}
    </div>
  );
}
