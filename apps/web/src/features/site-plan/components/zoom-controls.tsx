import { memo, useSyncExternalStore } from 'react';
import { Maximize, Minus, Plus } from 'lucide-react';
import { MAP_ZOOM } from '@parcelles/shared/domain';
import { sitePlan as frSitePlan } from '../../../i18n/fr/site-plan';
import type { Viewport } from '../lib/viewport';

const t = frSitePlan;
const BUTTON =
  'inline-flex size-10 items-center justify-center text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent focus-visible:relative focus-visible:outline-3 focus-visible:outline-accent-500';

/** +, −, the zoom in percent and back to 100 %; re-renders only when the shown percent changes. */
export const ZoomControls = memo(function ZoomControls({ viewport }: { viewport: Viewport }) {
  const zoom = useSyncExternalStore(
    viewport.subscribe,
    () => viewport.state.zoom,
    () => viewport.state.zoom,
  );
  return (
    <div
      role="group"
      aria-label={t.zoomControls}
      className="flex items-stretch overflow-hidden rounded-xl bg-white/95 shadow-lg ring-1 ring-stone-900/10 sm:flex-col"
    >
      <button
        type="button"
        className={BUTTON}
        aria-label={t.zoomIn}
        title={t.zoomIn}
        disabled={zoom >= MAP_ZOOM.max}
        onClick={() => viewport.zoomBy(MAP_ZOOM.buttonStep)}
      >
        <Plus aria-hidden="true" className="size-5" />
      </button>
      <output
        aria-label={t.zoomLevelLabel}
        className="flex min-w-14 items-center justify-center border-x border-stone-200 px-1 text-xs font-semibold text-stone-700 tabular-nums sm:block sm:min-w-0 sm:border-x-0 sm:border-y sm:py-1 sm:text-center"
      >
        {t.zoomLevel(Math.round(zoom * 100))}
      </output>
      <button
        type="button"
        className={BUTTON}
        aria-label={t.zoomOut}
        title={t.zoomOut}
        disabled={zoom <= MAP_ZOOM.min}
        onClick={() => viewport.zoomBy(-MAP_ZOOM.buttonStep)}
      >
        <Minus aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        className={`${BUTTON} border-l border-stone-200 sm:border-t sm:border-l-0`}
        aria-label={t.zoomReset}
        title={t.zoomReset}
        onClick={() => viewport.reset()}
      >
        <Maximize aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
});
