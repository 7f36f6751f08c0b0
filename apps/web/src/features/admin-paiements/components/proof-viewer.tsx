import { useState } from 'react';
import { ExternalLink, ZoomIn, ZoomOut } from 'lucide-react';
import type { Preuve } from '@parcelles/shared/contracts/paiements';
import { Skeleton } from '../../../components/ui/skeleton';
import { admin } from '../../../i18n/fr/admin';
import { useProofFile } from '../api/use-proof-file';

const t = admin.paiement;
const TOOL_CLASS =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-accent-500';

/** One proof shown in the page: an image that zooms, or a PDF in a frame; nothing to download. */
export function ProofViewer({ preuve }: { preuve: Preuve }) {
  const file = useProofFile(preuve.url);
  const [zoomed, setZoomed] = useState(false);
  const isPdf = preuve.typeMime === 'application/pdf';

  return (
    <figure className="flex flex-col gap-2 rounded-xl bg-white p-3 ring-1 ring-stone-200">
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="min-w-0 font-medium break-all text-stone-900">{preuve.nomFichier}</span>
        {file.status === 'ready' && (
          <span className="flex gap-2">
            {!isPdf && (
              <button
                type="button"
                className={TOOL_CLASS}
                aria-pressed={zoomed}
                onClick={() => setZoomed((z) => !z)}
              >
                {zoomed ? (
                  <ZoomOut aria-hidden="true" className="size-4" />
                ) : (
                  <ZoomIn aria-hidden="true" className="size-4" />
                )}
                {zoomed ? t.zoomOut : t.zoomIn}
              </button>
            )}
            <a
              href={file.url}
              target="_blank"
              rel="noreferrer"
              className={TOOL_CLASS}
              aria-label={t.openFile(preuve.nomFichier)}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </span>
        )}
      </figcaption>
      {file.status === 'loading' && (
        <div>
          <span className="sr-only">{t.proofLoading}</span>
          <Skeleton className="h-64 w-full" />
        </div>
      )}
      {file.status === 'error' && <p className="text-sm text-red-800">{t.proofError}</p>}
      {file.status === 'ready' &&
        (isPdf ? (
          <iframe
            src={file.url}
            title={t.pdfTitle(preuve.nomFichier)}
            className="h-[70vh] min-h-80 w-full rounded-lg border border-stone-200"
          />
        ) : (
          // Zoomed, the picture scrolls in its frame: the frame takes the focus, so the arrow keys
          // move around it (issue 23, axe's scrollable-region-focusable).
          <div
            className={
              zoomed
                ? 'max-h-[80vh] overflow-auto rounded-lg focus-visible:outline-3 focus-visible:outline-accent-500'
                : ''
            }
            {...(zoomed
              ? { tabIndex: 0, role: 'region', 'aria-label': t.zoomedRegion(preuve.nomFichier) }
              : {})}
          >
            <img
              src={file.url}
              alt={t.imageAlt(preuve.nomFichier)}
              className={
                zoomed ? 'max-w-none cursor-zoom-out' : 'max-h-96 w-full cursor-zoom-in object-contain'
              }
              style={zoomed ? { width: '200%' } : undefined}
              onClick={() => setZoomed((z) => !z)}
            />
          </div>
        ))}
    </figure>
  );
}
