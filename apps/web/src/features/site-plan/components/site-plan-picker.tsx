// The back office's position picker: the same site plan as /map (picture, every plot painted on one
// canvas: plan-layer.tsx; pan, wheel and pinch zoom: lib/viewport-gestures.ts; the zoom buttons),
// with the other plots dimmed and one marker, the plot being placed. A click or a tap under the
// drag threshold puts the marker there, at any zoom; dragging the marker moves it; dragging
// elsewhere pans. The marker is a button: arrow keys move it (Shift: ten times further) and the
// position is read out as it changes. A position close to another plot is warned about, not
// refused: two lots may legitimately sit side by side.
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { MapPin, Crosshair } from 'lucide-react';
import { toCanvas } from '@parcelles/shared/domain';
import type { ParcelleCard } from '@parcelles/shared/contracts/parcelles';
import { adminParcelles } from '../../../i18n/fr/admin-parcelles';
import { useFitToContainer } from '../hooks/use-plan-viewport';
import { useViewportGestures } from '../hooks/use-viewport-gestures';
import { buildPlotLayout, markerLabel } from '../lib/plot-layout';
import { gridToScreen, nudgePosition, plotTakingPosition, screenToGrid } from '../lib/position-picker';
import { createViewport, type Point } from '../lib/viewport';
import { ARROW_KEYS, keepInView, viewportKey } from '../lib/viewport-gestures';
import { PlanLayer } from './plan-layer';
import { ZoomControls } from './zoom-controls';

const t = adminParcelles.picker;

export interface SitePlanPickerProps {
  /** Every plot of the city (GET /parcelles/cards), drawn dimmed under the marker. */
  plots: readonly ParcelleCard[];
  /** URL of the site picture (GET /plan). */
  planImage: string;
  /** The position on the 80000 × 60000 grid, or null while none is chosen. */
  value: Point | null;
  onChange: (position: Point) => void;
  /** The plot being edited: left out of the dimmed plots and of the 'taken' check. */
  plotId?: string;
  /** Names the marker for assistive technologies. */
  numeroLot?: string;
}

/** Half the marker button (size-11): its centre is the position. */
const MARKER_HALF_PX = 22;
/** A marker moved by keyboard closer than this to the edge brings the plan along. */
const KEEP_IN_VIEW_PX = 32;

export function SitePlanPicker({
  plots,
  planImage,
  value,
  onChange,
  plotId,
  numeroLot = '',
}: SitePlanPickerProps) {
  const [viewport] = useState(createViewport);
  const others = useMemo(() => plots.filter((plot) => plot.id !== plotId), [plots, plotId]);
  const layout = useMemo(() => buildPlotLayout(others), [others]);
  const labels = useMemo(() => others.map((plot) => markerLabel(plot.numeroLot)), [others]);
  const instructionsId = useId();

  const regionRef = useRef<HTMLDivElement>(null);
  const markerRef = useRef<HTMLButtonElement>(null);
  // The marker follows a drag at once, before the form re-renders with the new value.
  const position = useRef<Point | null>(value);
  const focusMarker = useRef(false);
  const hasMarker = value !== null;

  const placeMarker = useCallback(() => {
    const marker = markerRef.current;
    const current = position.current;
    if (!marker || !current) return;
    const point = gridToScreen(current, viewport.state, viewport.size);
    marker.style.transform = `translate(${point.x - MARKER_HALF_PX}px, ${point.y - MARKER_HALF_PX}px)`;
  }, [viewport]);

  useFitToContainer(viewport, regionRef);

  // A value typed in the form's x/y fields moves the marker too.
  useLayoutEffect(() => {
    position.current = value;
    placeMarker();
    if (value && focusMarker.current) {
      focusMarker.current = false;
      markerRef.current?.focus();
    }
  }, [value, placeMarker]);

  const move = (next: Point) => {
    position.current = next;
    placeMarker();
    onChange(next);
  };

  const gestures = useViewportGestures(viewport, regionRef, {
    // Pressed on the marker: moving drags it. Elsewhere: moving pans, a click places the marker.
    press: ({ target }) => target instanceof Node && Boolean(markerRef.current?.contains(target)),
    drag: (onMarker, point) => {
      if (onMarker) move(screenToGrid(point, viewport.state, viewport.size));
      return onMarker;
    },
    tap: (onMarker, { point }) => {
      if (!onMarker) move(screenToGrid(point, viewport.state, viewport.size));
    },
  });

  const onMarkerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const direction = ARROW_KEYS[event.key];
    const current = position.current;
    if (direction && current) {
      const next = nudgePosition(current, direction, event.shiftKey);
      move(next);
      keepInView(viewport, toCanvas(next), KEEP_IN_VIEW_PX);
    } else {
      // + and − zoom around the marker.
      const anchor = current ? gridToScreen(current, viewport.state, viewport.size) : undefined;
      if (!viewportKey(viewport, event, { anchor })) return;
    }
    event.preventDefault();
  };

  const placeAtCentre = () => {
    focusMarker.current = true;
    move(
      screenToGrid(
        { x: viewport.size.width / 2, y: viewport.size.height / 2 },
        viewport.state,
        viewport.size,
      ),
    );
  };

  const taken = value ? plotTakingPosition(others, value) : null;

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="relative">
        {/* Above the plan on a phone, over its corner from sm up, as on the map (issue 23). */}
        <div className="mb-2 flex justify-end sm:absolute sm:top-3 sm:right-3 sm:z-20 sm:mb-0">
          <ZoomControls viewport={viewport} />
        </div>
        <div
          ref={regionRef}
          role="group"
          aria-roledescription={t.roleDescription}
          aria-label={t.label}
          aria-describedby={instructionsId}
          {...gestures}
          className="relative aspect-[4/3] max-h-[70vh] w-full cursor-crosshair touch-none overflow-hidden rounded-2xl bg-[#e6dcc3] ring-1 ring-stone-900/10 select-none"
        >
          <PlanLayer
            viewport={viewport}
            planImage={planImage}
            alt=""
            layout={layout}
            labels={labels}
            dimmed
            onFrame={placeMarker}
          />
          {hasMarker && (
            <button
              ref={markerRef}
              type="button"
              aria-label={t.marker(numeroLot)}
              aria-describedby={instructionsId}
              onKeyDown={onMarkerKeyDown}
              className="absolute top-0 left-0 z-10 flex size-11 cursor-grab items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-accent-500 active:cursor-grabbing"
            >
              <span className="flex size-7 items-center justify-center rounded-full bg-laterite-600 text-white shadow-lg ring-3 ring-white">
                <MapPin aria-hidden="true" className="size-4" />
              </span>
            </button>
          )}
        </div>
      </div>
      <p id={instructionsId} className="text-sm text-stone-600">
        {t.instructions}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p aria-live="polite" className="text-sm font-semibold text-stone-800 tabular-nums">
          {value ? t.position(value.x, value.y) : t.noPosition}
        </p>
        <button
          type="button"
          onClick={placeAtCentre}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-primary-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-accent-500"
        >
          <Crosshair aria-hidden="true" className="size-4" />
          {t.placeAtCentre}
        </button>
      </div>
      <p
        role="status"
        className={
          taken ? 'rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900' : 'sr-only'
        }
      >
        {taken ? t.taken(taken.numeroLot) : ''}
      </p>
    </div>
  );
}
