// The interactive site plan (spec §2 "Interactive map"), built to stay at 60 fps with 10,000 plots:
// - the picture and a canvas of all markers sit in one layer moved by a single CSS transform,
//   written once per animation frame from the viewport (lib/viewport.ts, plan-layer.tsx), never
//   through React; pan, pinch, wheel and keys move it as in the position picker (one gesture
//   engine, lib/viewport-gestures.ts);
// - the canvas is repainted only for a new plot set or a settled zoom (plots-canvas.tsx);
// - pointer and keyboard find plots through a spatial index (lib/plot-layout.ts), not the DOM;
// - the hovered or focused plot's ring and popup are the only things that render on hover
//   (hooks/use-plot-preview.ts says which plot, hooks/use-preview-overlays.ts places them).
import { startTransition, useCallback, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { MAP_POPUP_HIDE_DELAY_MS, MAP_TOUCH_AUTO_CLICK_MS, plotStatusInfo } from '@parcelles/shared/domain';
import { formatMoney, formatSurface } from '@parcelles/shared/format';
import type { ParcelleCard } from '@parcelles/shared/contracts/parcelles';
import { sitePlan as frSitePlan } from '../../../i18n/fr/site-plan';
import { useFitToContainer } from '../hooks/use-plan-viewport';
import { usePlotPreview } from '../hooks/use-plot-preview';
import { DOCK_BELOW_PX, usePreviewOverlays } from '../hooks/use-preview-overlays';
import { useViewportGestures } from '../hooks/use-viewport-gestures';
import { buildPlotLayout, markerLabel, markerRadiusPx, nearestInDirection } from '../lib/plot-layout';
import { createViewport, type Direction, type Point } from '../lib/viewport';
import { ARROW_KEYS, keepInView, viewportKey } from '../lib/viewport-gestures';
import { PlanLayer } from './plan-layer';
import { PlotPopup } from './plot-popup';
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

/** How close the pointer must come to a marker, in screen px: a fingertip needs more room. */
const HIT_SLOP_PX = { mouse: 8, touch: 18 } as const;
/** A plot reached with the arrows closer than this to an edge brings the plan along. */
const FOCUS_MARGIN_PX = 48;

export function SitePlanMap({ plots, planImage, detailsHref, reserveHref }: SitePlanMapProps) {
  const navigate = useNavigate();
  const [viewport] = useState(createViewport);
  const layout = useMemo(() => buildPlotLayout(plots), [plots]);
  const labels = useMemo(() => plots.map((plot) => markerLabel(plot.numeroLot)), [plots]);
  const [docked, setDocked] = useState(false);
  const instructionsId = useId();
  // Measured in a layout effect: an urgent update there would re-render the plan in the same task
  // as the page's hydration. Docking only matters once a popup opens.
  const onResize = useCallback(
    ({ width }: { width: number }) => startTransition(() => setDocked(width < DOCK_BELOW_PX)),
    [],
  );

  const regionRef = useRef<HTMLDivElement>(null);
  const preview = usePlotPreview(plots, (plot) => void navigate(detailsHref(plot)));
  const { shown, activeRef } = preview;
  const { markerRef, popupRef, placeOverlays } = usePreviewOverlays(viewport, layout, activeRef, {
    shown,
    docked,
  });
  useFitToContainer(viewport, regionRef, onResize);

  const plotAt = (point: Point, pointerType: string): number => {
    const scale = viewport.scale;
    const slop = pointerType === 'touch' ? HIT_SLOP_PX.touch : HIT_SLOP_PX.mouse;
    const reach = Math.max(markerRadiusPx(layout.spacing, scale), slop) / scale;
    const target = viewport.toPlan(point);
    return layout.index.nearest(target.x, target.y, reach);
  };

  const setCursor = (cursor: string) => {
    if (regionRef.current) regionRef.current.style.cursor = cursor;
  };

  const gestures = useViewportGestures(viewport, regionRef, {
    // The plot under the pointer when it went down: a click under the drag threshold opens it.
    press: ({ point, pointerType }) => plotAt(point, pointerType),
    dragStart: () => {
      setCursor('grabbing');
      if (activeRef.current?.source !== 'focus') preview.close();
    },
    release: () => setCursor(''),
    tap: (pressedIndex, { pointerType }) => {
      if (pressedIndex < 0) preview.close();
      else if (pointerType === 'touch') preview.show(pressedIndex, 'touch');
      else preview.open(pressedIndex);
    },
    hover: (point) => {
      const index = plotAt(point, 'mouse');
      setCursor(index >= 0 ? 'pointer' : '');
      if (index >= 0) {
        if (activeRef.current?.source !== 'touch') preview.show(index, 'hover');
      } else {
        preview.scheduleHide(MAP_POPUP_HIDE_DELAY_MS.default);
      }
    },
  });

  const focusPlot = (direction: Direction) => {
    if (layout.xs.length === 0) return;
    const from = activeRef.current?.index ?? -1;
    let next: number;
    if (from < 0 || from >= layout.xs.length) {
      // The first arrow press picks the plot nearest the middle of what is on screen.
      const centre = viewport.toPlan({ x: viewport.size.width / 2, y: viewport.size.height / 2 });
      next = layout.index.nearest(centre.x, centre.y, Infinity);
    } else {
      next = nearestInDirection(layout, from, direction);
    }
    if (next < 0) return;
    preview.show(next, 'focus');
    keepInView(viewport, { x: layout.xs[next]!, y: layout.ys[next]! }, FOCUS_MARGIN_PX);
  };

  /** Where + and − zoom: around the plot reached with the keyboard, if any. */
  const focusedPoint = (): Point | undefined => {
    const current = activeRef.current;
    if (current?.source !== 'focus') return undefined;
    return viewport.toScreen({ x: layout.xs[current.index] ?? 0, y: layout.ys[current.index] ?? 0 });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = ARROW_KEYS[event.key];
    if (direction && !event.shiftKey) {
      focusPlot(direction);
    } else if (event.key === 'Enter' || event.key === ' ') {
      if (activeRef.current) preview.open(activeRef.current.index);
    } else if (event.key === 'Escape') {
      preview.close();
    } else if (!viewportKey(viewport, event, { anchor: focusedPoint(), pan: true, reset: true })) {
      return;
    }
    event.preventDefault();
  };

  const onPopupKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    preview.close();
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
          preview.close();
      }}
    >
      <div className="relative">
        {/* On a phone the plan fills the width, so buttons laid over it would hide plots (issue 23):
            they sit in a row above it there, and over its corner where the plan leaves room. */}
        <div className="mb-2 flex justify-end sm:absolute sm:top-3 sm:right-3 sm:z-10 sm:mb-0">
          <ZoomControls viewport={viewport} />
        </div>
        <div
          ref={regionRef}
          role="application"
          aria-roledescription={t.roleDescription}
          aria-label={t.label}
          aria-describedby={instructionsId}
          tabIndex={0}
          {...gestures}
          onPointerLeave={(event) => {
            if (event.pointerType !== 'touch') preview.scheduleHide(MAP_POPUP_HIDE_DELAY_MS.default);
          }}
          onKeyDown={onKeyDown}
          className="group relative aspect-[4/3] max-h-[78vh] min-h-[22rem] w-full touch-none overflow-hidden rounded-2xl bg-[#e6dcc3] ring-1 ring-stone-900/10 select-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
        >
          <PlanLayer
            viewport={viewport}
            planImage={planImage}
            alt={t.planAlt}
            layout={layout}
            labels={labels}
            onFrame={placeOverlays}
          />
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
          onPointerEnter={preview.clearHide}
          onPointerLeave={(event) => {
            if (event.pointerType !== 'touch') preview.scheduleHide(MAP_POPUP_HIDE_DELAY_MS.leavingPopup);
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
                preview.close();
                regionRef.current?.focus();
              }}
            />
          )}
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
