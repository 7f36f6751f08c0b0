// The interactive site plan (spec §2 "Interactive map"), built to stay at 60 fps with 10,000 plots:
// - the picture and a canvas of all markers sit in one layer moved by a single CSS transform,
//   written once per animation frame from the viewport (lib/viewport.ts), never through React;
// - the canvas is repainted only for a new plot set or a settled zoom (plots-canvas.tsx);
// - pointer and keyboard find plots through a spatial index (lib/plot-layout.ts), not the DOM;
// - the hovered or focused plot's ring and popup are the only things that render on hover.
import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  MAP_DRAG_THRESHOLD_PX,
  MAP_POPUP_HIDE_DELAY_MS,
  MAP_TOUCH_AUTO_CLICK_MS,
  MAP_ZOOM,
  plotStatusInfo,
} from '@parcelles/shared/domain';
import { formatMoney, formatSurface } from '@parcelles/shared/format';
import type { ParcelleCard } from '@parcelles/shared/contracts/parcelles';
import { sitePlan as frSitePlan } from '../../../i18n/fr/site-plan';
import {
  buildPlotLayout,
  markerLabel,
  markerRadiusPx,
  nearestInDirection,
  type Direction,
} from '../lib/plot-layout';
import { createViewport, type Point } from '../lib/viewport';
import { PlotPopup } from './plot-popup';
import { useFitToContainer, useWheelZoom, useWorldTransform } from '../hooks/use-plan-viewport';
import { PlotsCanvas } from './plots-canvas';
import { SitePlanLegend } from './site-plan-legend';
import { ZoomControls } from './zoom-controls';

const t = frSitePlan;

export interface SitePlanMapProps {
  plots: readonly ParcelleCard[];
  /** URL of the site picture (GET /plan), drawn on the same 800 × 600 plan as the positions. */
  planImage: string;
  /** Where a plot opens: its popup's 'Voir détails' link, and a click, Enter or a touch preview left open. */
  detailsHref: (plot: ParcelleCard) => string;
  /** The popup's 'Réserver' link, shown for available plots only. */
  reserveHref: (plot: ParcelleCard) => string;
}

type Source = 'hover' | 'focus' | 'touch';
interface Active {
  index: number;
  plot: ParcelleCard;
  source: Source;
}

/** Below this map width the popup docks along the bottom instead of floating by its plot. */
const DOCK_BELOW_PX = 560;
/** How close the pointer must come to a marker, in screen px: a fingertip needs more room. */
const HIT_SLOP_PX = { mouse: 8, touch: 18 } as const;
const KEYBOARD_PAN_PX = 80;
/** Shift + arrow shows more of the plan on that side, so the plan itself moves the other way. */
const PAN_KEYS: Record<Direction, [number, number]> = {
  left: [1, 0],
  right: [-1, 0],
  up: [0, 1],
  down: [0, -1],
};
const ARROWS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};
const OVERLAY_GAP_PX = 8;

interface Gesture {
  pointers: Map<number, Point>;
  start: Point;
  last: Point;
  /** The plot under the pointer when it went down: a click under the drag threshold opens it. */
  pressedIndex: number;
  dragging: boolean;
  pinch: { distance: number; zoom: number; centre: Point } | null;
}

export function SitePlanMap({ plots, planImage, detailsHref, reserveHref }: SitePlanMapProps) {
  const navigate = useNavigate();
  const [viewport] = useState(createViewport);
  const layout = useMemo(() => buildPlotLayout(plots), [plots]);
  const labels = useMemo(() => plots.map((plot) => markerLabel(plot.numeroLot)), [plots]);
  const [active, setActive] = useState<Active | null>(null);
  const [docked, setDocked] = useState(false);
  const instructionsId = useId();
  // Measured in a layout effect: an urgent update there would re-render the plan in the same task
  // as the page's hydration. Docking only matters once a popup opens.
  const onResize = useCallback(
    ({ width }: { width: number }) => startTransition(() => setDocked(width < DOCK_BELOW_PX)),
    [],
  );

  const regionRef = useRef<HTMLDivElement>(null);
  const worldRef = useRef<HTMLDivElement>(null);
  const markerRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const activeRef = useRef<Active | null>(null);
  const gesture = useRef<Gesture | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const autoOpenTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Handlers and the per-frame code read the latest props through this, without re-subscribing.
  const latest = useRef({ plots, layout, detailsHref, navigate });
  useLayoutEffect(() => {
    latest.current = { plots, layout, detailsHref, navigate };
  });

  // A popup for a plot that left the set (new filters) is dropped rather than pointing nowhere.
  const shown = active && plots[active.index] === active.plot ? active : null;

  /** Places the ring and the popup on the active plot; runs in the same frame as the transform. */
  const placeOverlays = useCallback(() => {
    const current = activeRef.current;
    const marker = markerRef.current;
    const popup = popupRef.current;
    const { layout: plan } = latest.current;
    if (!current || !marker || !popup || current.index >= plan.xs.length) return;
    const point = viewport.toScreen({ x: plan.xs[current.index]!, y: plan.ys[current.index]! });
    const radius = markerRadiusPx(plan.spacing, viewport.scale) + 4;
    marker.style.width = marker.style.height = `${radius * 2}px`;
    marker.style.transform = `translate(${point.x - radius}px, ${point.y - radius}px)`;

    const { width, height } = viewport.size;
    if (width < DOCK_BELOW_PX) {
      popup.style.transform = '';
      return;
    }
    // Above the plot when it fits, else below; always inside the map.
    const w = popup.offsetWidth;
    const h = popup.offsetHeight;
    const above = point.y - radius - OVERLAY_GAP_PX - h;
    const below = point.y + radius + OVERLAY_GAP_PX;
    const top = above >= OVERLAY_GAP_PX ? above : Math.min(below, height - h - OVERLAY_GAP_PX);
    const left = Math.min(Math.max(point.x - w / 2, OVERLAY_GAP_PX), width - w - OVERLAY_GAP_PX);
    popup.style.transform = `translate(${Math.max(left, OVERLAY_GAP_PX)}px, ${Math.max(top, OVERLAY_GAP_PX)}px)`;
  }, [viewport]);

  // Pan and zoom: one transform per animation frame, the overlays placed in the same frame.
  useWorldTransform(viewport, worldRef, placeOverlays);

  // A new popup is measured and placed before the browser paints it.
  useLayoutEffect(() => placeOverlays(), [shown, docked, placeOverlays]);

  useFitToContainer(viewport, regionRef, onResize);

  const clearHide = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = undefined;
  };
  const clearAutoOpen = () => clearTimeout(autoOpenTimer.current);
  useEffect(
    () => () => {
      clearTimeout(hideTimer.current);
      clearTimeout(autoOpenTimer.current);
    },
    [],
  );

  const setShown = (next: Active | null) => {
    activeRef.current = next;
    setActive(next);
  };

  const close = () => {
    clearHide();
    clearAutoOpen();
    if (activeRef.current) setShown(null);
  };

  const show = (index: number, source: Source) => {
    clearHide();
    clearAutoOpen();
    const plot = latest.current.plots[index];
    if (!plot) return;
    if (source === 'touch') {
      // Spec §2: on touch, a preview left open for 2 s opens the plot.
      autoOpenTimer.current = setTimeout(() => openPlot(index), MAP_TOUCH_AUTO_CLICK_MS);
    }
    const current = activeRef.current;
    if (current?.index === index && current.source === source && current.plot === plot) return;
    setShown({ index, plot, source });
  };

  const scheduleHide = (delay: number) => {
    if (activeRef.current?.source !== 'hover' || hideTimer.current !== undefined) return;
    hideTimer.current = setTimeout(() => {
      hideTimer.current = undefined;
      setShown(null);
    }, delay);
  };

  const openPlot = (index: number) => {
    const plot = latest.current.plots[index];
    close();
    if (plot) void latest.current.navigate(latest.current.detailsHref(plot));
  };

  const localPoint = (event: { clientX: number; clientY: number }): Point => {
    const rect = regionRef.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const plotAt = (point: Point, pointerType: string): number => {
    const { layout: plan } = latest.current;
    const scale = viewport.scale;
    const slop = pointerType === 'touch' ? HIT_SLOP_PX.touch : HIT_SLOP_PX.mouse;
    const reach = Math.max(markerRadiusPx(plan.spacing, scale), slop) / scale;
    const target = viewport.toPlan(point);
    return plan.index.nearest(target.x, target.y, reach);
  };

  const setCursor = (cursor: string) => {
    if (regionRef.current) regionRef.current.style.cursor = cursor;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const point = localPoint(event);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const current = gesture.current;
    if (!current) {
      gesture.current = {
        pointers: new Map([[event.pointerId, point]]),
        start: point,
        last: point,
        pressedIndex: plotAt(point, event.pointerType),
        dragging: false,
        pinch: null,
      };
      return;
    }
    // A second finger: pinch zoom from here on, and no click at the end.
    current.pointers.set(event.pointerId, point);
    const [a, b] = [...current.pointers.values()];
    if (a && b) {
      current.dragging = true;
      current.pinch = {
        distance: Math.max(distance(a, b), 1),
        zoom: viewport.state.zoom,
        centre: midpoint(a, b),
      };
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const point = localPoint(event);
    const current = gesture.current;
    if (!current?.pointers.has(event.pointerId)) {
      if (event.pointerType !== 'touch') hover(point);
      return;
    }
    current.pointers.set(event.pointerId, point);
    const [a, b] = [...current.pointers.values()];
    if (current.pinch && a && b) {
      const centre = midpoint(a, b);
      viewport.zoomTo((current.pinch.zoom * distance(a, b)) / current.pinch.distance, centre);
      viewport.panBy(centre.x - current.pinch.centre.x, centre.y - current.pinch.centre.y);
      current.pinch.centre = centre;
      return;
    }
    if (!current.dragging && distance(point, current.start) > MAP_DRAG_THRESHOLD_PX) {
      current.dragging = true;
      setCursor('grabbing');
      if (activeRef.current?.source !== 'focus') close();
    }
    if (current.dragging) {
      viewport.panBy(point.x - current.last.x, point.y - current.last.y);
      current.last = point;
    }
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
    setCursor('');
    if (current.dragging) return;
    if (current.pressedIndex < 0) close();
    else if (event.pointerType === 'touch') show(current.pressedIndex, 'touch');
    else openPlot(current.pressedIndex);
  };

  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    current?.pointers.delete(event.pointerId);
    if (current && current.pointers.size === 0) gesture.current = null;
  };

  const hover = (point: Point) => {
    const index = plotAt(point, 'mouse');
    setCursor(index >= 0 ? 'pointer' : '');
    if (index >= 0) {
      if (activeRef.current?.source !== 'touch') show(index, 'hover');
    } else {
      scheduleHide(MAP_POPUP_HIDE_DELAY_MS.default);
    }
  };

  useWheelZoom(viewport, regionRef);

  const focusPlot = (direction: Direction) => {
    const { layout: plan } = latest.current;
    if (plan.xs.length === 0) return;
    const from = activeRef.current?.index ?? -1;
    let next: number;
    if (from < 0 || from >= plan.xs.length) {
      // The first arrow press picks the plot nearest the middle of what is on screen.
      const centre = viewport.toPlan({ x: viewport.size.width / 2, y: viewport.size.height / 2 });
      next = plan.index.nearest(centre.x, centre.y, Infinity);
    } else {
      next = nearestInDirection(plan, from, direction);
    }
    if (next < 0) return;
    show(next, 'focus');
    const point = viewport.toScreen({ x: plan.xs[next]!, y: plan.ys[next]! });
    const margin = 48;
    const { width, height } = viewport.size;
    if (point.x < margin || point.y < margin || point.x > width - margin || point.y > height - margin) {
      viewport.centreOn({ x: plan.xs[next]!, y: plan.ys[next]! });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = ARROWS[event.key];
    const focusedPoint =
      activeRef.current?.source === 'focus'
        ? viewport.toScreen({
            x: latest.current.layout.xs[activeRef.current.index] ?? 0,
            y: latest.current.layout.ys[activeRef.current.index] ?? 0,
          })
        : undefined;
    if (direction && event.shiftKey) {
      const [dx, dy] = PAN_KEYS[direction];
      viewport.panBy(dx * KEYBOARD_PAN_PX, dy * KEYBOARD_PAN_PX);
    } else if (direction) {
      focusPlot(direction);
    } else if (event.key === 'Enter' || event.key === ' ') {
      if (activeRef.current) openPlot(activeRef.current.index);
    } else if (event.key === '+' || event.key === '=') {
      viewport.zoomBy(MAP_ZOOM.buttonStep, focusedPoint);
    } else if (event.key === '-' || event.key === '_') {
      viewport.zoomBy(-MAP_ZOOM.buttonStep, focusedPoint);
    } else if (event.key === '0') {
      viewport.reset();
    } else if (event.key === 'Escape') {
      close();
    } else {
      return;
    }
    event.preventDefault();
  };

  const onPopupKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    close();
    regionRef.current?.focus();
  };

  const shownPlot = shown?.plot;
  const announcement =
    shown?.source === 'focus' && shownPlot
      ? t.announce(
          shownPlot.numeroLot,
          plotStatusInfo(shownPlot.statut).label,
          formatSurface(shownPlot.surface),
          formatMoney(shownPlot.prix),
        )
      : '';

  return (
    <div
      className="relative"
      onBlur={(event) => {
        // Focus gone elsewhere on the page: the keyboard preview goes with it.
        if (activeRef.current?.source === 'focus' && !event.currentTarget.contains(event.relatedTarget))
          close();
      }}
    >
      <div className="relative">
        <div
          ref={regionRef}
          role="application"
          aria-roledescription={t.roleDescription}
          aria-label={t.label}
          aria-describedby={instructionsId}
          tabIndex={0}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onPointerLeave={(event) => {
            if (event.pointerType !== 'touch') scheduleHide(MAP_POPUP_HIDE_DELAY_MS.default);
          }}
          onKeyDown={onKeyDown}
          className="group relative aspect-[4/3] max-h-[78vh] min-h-[22rem] w-full touch-none overflow-hidden rounded-2xl bg-[#e6dcc3] ring-1 ring-stone-900/10 select-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
        >
          <div ref={worldRef} className="absolute top-0 left-0 h-[600px] w-[800px] origin-top-left">
            <img
              src={planImage}
              alt={t.planAlt}
              // The box sets the size (4:3); these only state that ratio.
              width={1600}
              height={1200}
              draggable={false}
              className="absolute inset-0 size-full"
            />
            <PlotsCanvas layout={layout} labels={labels} viewport={viewport} />
          </div>
          <div
            ref={markerRef}
            aria-hidden="true"
            hidden={!shown}
            className={`pointer-events-none absolute top-0 left-0 rounded-full border-2 border-white ${
              shown?.source === 'focus' ? 'ring-4 ring-accent-500' : 'ring-2 ring-stone-900'
            }`}
          />
          <p
            id={instructionsId}
            className="pointer-events-none absolute top-3 left-3 hidden max-w-[calc(100%-5rem)] rounded-lg bg-stone-900/85 px-3 py-2 text-xs text-white group-focus-visible:block"
          >
            {t.instructions}
          </p>
        </div>

        <div
          ref={popupRef}
          hidden={!shown}
          onPointerEnter={clearHide}
          onPointerLeave={(event) => {
            if (event.pointerType !== 'touch') scheduleHide(MAP_POPUP_HIDE_DELAY_MS.leavingPopup);
          }}
          onKeyDown={onPopupKeyDown}
          className={docked ? 'absolute inset-x-2 bottom-2 z-20' : 'absolute top-0 left-0 z-20'}
        >
          {shownPlot && (
            <PlotPopup
              plot={shownPlot}
              detailsHref={detailsHref(shownPlot)}
              reserveHref={reserveHref(shownPlot)}
              docked={docked}
              autoOpenMs={shown.source === 'touch' ? MAP_TOUCH_AUTO_CLICK_MS : null}
              onClose={() => {
                close();
                regionRef.current?.focus();
              }}
            />
          )}
        </div>

        <div className="absolute top-3 right-3 z-10">
          <ZoomControls viewport={viewport} />
        </div>
      </div>
      {/* Below the plan on phones, clear of the corner where the customer-service button floats. */}
      <div className="mt-3 pr-16 sm:absolute sm:bottom-3 sm:left-3 sm:z-10 sm:mt-0 sm:pr-0">
        <SitePlanLegend />
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
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
