import { memo, useEffect, useRef, useState } from 'react';
import { drawPlots } from '../lib/draw-plots';
import type { PlotLayout } from '../lib/plot-layout';
import type { Viewport } from '../lib/viewport';

/** Read by bench/site-plan.mjs: when the plots first appear on the plan. */
export const FIRST_DRAW_MARK = 'site-plan:first-draw';
/** A zoom is over when no step came for this long; only then is the canvas repainted at the new scale. */
export const ZOOM_SETTLE_MS = 150;

interface PlotsCanvasProps {
  layout: PlotLayout;
  labels: readonly string[];
  viewport: Viewport;
}

/**
 * The markers, painted on a canvas that moves with the plan. Memoised: hovering a plot, opening
 * its popup or panning re-render nothing here; only a new plot set or a settled zoom repaints.
 */
export const PlotsCanvas = memo(function PlotsCanvas({ layout, labels, viewport }: PlotsCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const settledScale = useSettledScale(viewport);
  const marked = useRef(false);

  useEffect(() => {
    if (!canvas.current) return;
    const drawn = drawPlots(canvas.current, {
      layout,
      labels,
      // The current scale rather than `settledScale`: the container may have been measured
      // since this render, and the first paint should already be the right one.
      scale: viewport.scale,
      devicePixelRatio: window.devicePixelRatio || 1,
    });
    if (drawn && labels.length > 0 && !marked.current) {
      marked.current = true;
      performance.mark(FIRST_DRAW_MARK);
    }
  }, [layout, labels, viewport, settledScale]);

  return <canvas ref={canvas} aria-hidden="true" className="absolute inset-0 size-full" />;
});

/** The viewport's scale, updated only once a zoom gesture has paused. */
function useSettledScale(viewport: Viewport): number {
  const [scale, setScale] = useState(viewport.scale);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = viewport.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setScale(viewport.scale), ZOOM_SETTLE_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [viewport]);
  return scale;
}
