// The back office's position picker: the same site plan as /map (picture, every plot painted on one
// canvas, pan, wheel and pinch zoom, the zoom buttons), with the other plots dimmed and one marker,
// the plot being placed. A click or a tap under the drag threshold puts the marker there, at any
// zoom; dragging the marker moves it; dragging elsewhere pans. The marker is a button: arrow keys
// move it (Shift: ten times further) and the position is read out as it changes. A position close
// to another plot is warned about, not refused: two lots may legitimately sit side by side.
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { MapPin, Crosshair } from 'lucide-react';
import { MAP_DRAG_THRESHOLD_PX, MAP_ZOOM, toCanvas } from '@parcelles/shared/domain';
import type { ParcelleCard } from '@parcelles/shared/contracts/parcelles';
import { adminParcelles } from '../../../i18n/fr/admin-parcelles';
import { useFitToContainer, useWheelZoom, useWorldTransform } from '../hooks/use-plan-viewport';
import { buildPlotLayout, markerLabel } from '../lib/plot-layout';
import {
  gridToScreen,
  nudgePosition,
  plotTakingPosition,
  screenToGrid,
  type StepDirection,
} from '../lib/position-picker';
import { createViewport, type Point } from '../lib/viewport';
import { PlotsCanvas } from './plots-canvas';
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

const ARROWS: Record<string, StepDirection> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};
/** Half the marker button (size-11): its centre is the position. */
const MARKER_HALF_PX = 22;
/** A marker moved by keyboard closer than this to the edge brings the plan along. */
const KEEP_IN_VIEW_PX = 32;

interface Gesture {
  pointers: Map<number, Point>;
  start: Point;
  last: Point;
  /** Pressed on the marker: moving drags it. Elsewhere: moving pans, a click places the marker. */
  onMarker: boolean;
  dragging: boolean;
  pinch: { distance: number; zoom: number; centre: Point } | null;
}

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
  const worldRef = useRef<HTMLDivElement>(null);
  const markerRef = useRef<HTMLButtonElement>(null);
  const gesture = useRef<Gesture | null>(null);
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

  useWorldTransform(viewport, worldRef, placeMarker);
  useFitToContainer(viewport, regionRef);
  useWheelZoom(viewport, regionRef);

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

  const localPoint = (event: { clientX: number; clientY: number }): Point => {
    const rect = regionRef.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const point = localPoint(event);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const current = gesture.current;
    if (!current) {
      const onMarker = event.target instanceof Node && Boolean(markerRef.current?.contains(event.target));
      gesture.current = {
        pointers: new Map([[event.pointerId, point]]),
        start: point,
        last: point,
        onMarker,
        dragging: false,
        pinch: null,
      };
      return;
    }
    // A second finger: pinch zoom from here on, and no placing at the end.
    current.pointers.set(event.pointerId, point);
    const [a, b] = [...current.pointers.values()];
    if (a && b) {
      current.dragging = true;
      current.onMarker = false;
      current.pinch = {
        distance: Math.max(distance(a, b), 1),
        zoom: viewport.state.zoom,
        centre: midpoint(a, b),
      };
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current?.pointers.has(event.pointerId)) return;
    const point = localPoint(event);
    current.pointers.set(event.pointerId, point);
    const [a, b] = [...current.pointers.values()];
    if (current.pinch && a && b) {
      const centre = midpoint(a, b);
      viewport.zoomTo((current.pinch.zoom * distance(a, b)) / current.pinch.distance, centre);
      viewport.panBy(centre.x - current.pinch.centre.x, centre.y - current.pinch.centre.y);
      current.pinch.centre = centre;
      return;
    }
    if (!current.dragging && distance(point, current.start) > MAP_DRAG_THRESHOLD_PX) current.dragging = true;
    if (!current.dragging) return;
    if (current.onMarker) move(screenToGrid(point, viewport.state, viewport.size));
    else viewport.panBy(point.x - current.last.x, point.y - current.last.y);
    current.last = point;
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current?.pointers.delete(event.pointerId)) return;
    if (current.pointers.size > 0) {
      // One finger of a pinch lifted: the other keeps panning, from where it is.
      current.pinch = null;
      current.last = [...current.pointers.values()][0]!;
      return;
    }
    gesture.current = null;
    if (!current.dragging && !current.onMarker) {
      move(screenToGrid(localPoint(event), viewport.state, viewport.size));
    }
  };

  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    current?.pointers.delete(event.pointerId);
    if (current && current.pointers.size === 0) gesture.current = null;
  };

  const onMarkerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const direction = ARROWS[event.key];
    const current = position.current;
    if (direction && current) {
      const next = nudgePosition(current, direction, event.shiftKey);
      move(next);
      const point = gridToScreen(next, viewport.state, viewport.size);
      const { width, height } = viewport.size;
      if (
        point.x < KEEP_IN_VIEW_PX ||
        point.y < KEEP_IN_VIEW_PX ||
        point.x > width - KEEP_IN_VIEW_PX ||
        point.y > height - KEEP_IN_VIEW_PX
      ) {
        viewport.centreOn(toCanvas(next));
      }
    } else if (event.key === '+' || event.key === '=') {
      viewport.zoomBy(
        MAP_ZOOM.buttonStep,
        current ? gridToScreen(current, viewport.state, viewport.size) : undefined,
      );
    } else if (event.key === '-' || event.key === '_') {
      viewport.zoomBy(
        -MAP_ZOOM.buttonStep,
        current ? gridToScreen(current, viewport.state, viewport.size) : undefined,
      );
    } else {
      return;
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
        <div
          ref={regionRef}
          role="group"
          aria-roledescription={t.roleDescription}
          aria-label={t.label}
          aria-describedby={instructionsId}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          className="relative aspect-[4/3] max-h-[70vh] w-full cursor-crosshair touch-none overflow-hidden rounded-2xl bg-[#e6dcc3] ring-1 ring-stone-900/10 select-none"
        >
          <div ref={worldRef} className="absolute top-0 left-0 h-[600px] w-[800px] origin-top-left">
            <img
              src={planImage}
              alt=""
              width={1600}
              height={1200}
              draggable={false}
              className="absolute inset-0 size-full"
            />
            <div className="absolute inset-0 opacity-45">
              <PlotsCanvas layout={layout} labels={labels} viewport={viewport} />
            </div>
          </div>
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
        <div className="absolute top-3 right-3 z-20">
          <ZoomControls viewport={viewport} />
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

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
