// The previewed plot's ring and popup on the map, kept on their plot as the plan moves: placed by
// hand in the same animation frame as the plan's transform (PlanLayer's `onFrame`), never through
// React, and once more before the browser paints a new popup.
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { markerRadiusPx, type PlotLayout } from '../lib/plot-layout';
import type { Viewport } from '../lib/viewport';
import type { Preview } from './use-plot-preview';

/** Below this map width the popup docks along the bottom instead of floating by its plot. */
export const DOCK_BELOW_PX = 560;
const OVERLAY_GAP_PX = 8;

export function usePreviewOverlays(
  viewport: Viewport,
  layout: PlotLayout,
  activeRef: RefObject<Preview | null>,
  { shown, docked }: { shown: Preview | null; docked: boolean },
) {
  const markerRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  // The per-frame code reads the latest plot set through this, without re-subscribing.
  const layoutRef = useRef(layout);
  useLayoutEffect(() => {
    layoutRef.current = layout;
  });

  const placeOverlays = useCallback(() => {
    const current = activeRef.current;
    const marker = markerRef.current;
    const popup = popupRef.current;
    const plan = layoutRef.current;
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
  }, [viewport, activeRef]);

  // A new popup is measured and placed before the browser paints it.
  useLayoutEffect(() => placeOverlays(), [shown, docked, placeOverlays]);

  // Docked along the bottom of a phone's map, a popup may open below the fold with its buttons out
  // of sight (issue 23): the page scrolls just enough to show it whole.
  const shownIndex = shown?.index;
  useEffect(() => {
    if (!docked || shownIndex === undefined) return;
    const frame = requestAnimationFrame(() => popupRef.current?.scrollIntoView?.({ block: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [docked, shownIndex]);

  return { markerRef, popupRef, placeOverlays };
}
