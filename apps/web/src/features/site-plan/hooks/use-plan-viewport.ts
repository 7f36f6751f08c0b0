// The DOM side of the plan's viewport, shared by the public map and the back office's position
// picker: the plan layer follows the viewport with one CSS transform per animation frame, and the
// viewport follows the container's size. The gestures that move it: use-viewport-gestures.ts.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { ZOOM_SETTLE_MS } from '../components/plots-canvas';
import type { Size, Viewport } from '../lib/viewport';

/**
 * Writes the viewport's transform on `world` once per animation frame, however many pointer
 * events came in between, then calls `onFrame` (overlays placed in screen px). `will-change` only
 * while moving: the browser then skips re-rasterising the picture on every frame, and repaints it
 * sharp once the plan is still.
 */
export function useWorldTransform(
  viewport: Viewport,
  worldRef: RefObject<HTMLElement | null>,
  onFrame?: () => void,
) {
  useEffect(() => {
    const world = worldRef.current;
    if (!world) return;
    let frame = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const apply = () => {
      frame = 0;
      const { x, y } = viewport.state;
      world.style.transform = `translate(${x}px, ${y}px) scale(${viewport.scale})`;
      onFrame?.();
    };
    apply();
    const unsubscribe = viewport.subscribe(() => {
      if (!frame) frame = requestAnimationFrame(apply);
      world.style.willChange = 'transform';
      clearTimeout(settle);
      settle = setTimeout(() => (world.style.willChange = ''), ZOOM_SETTLE_MS);
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
      clearTimeout(settle);
    };
  }, [viewport, worldRef, onFrame]);
}

/** The plan fits the container; a zero size (not laid out yet, or jsdom) keeps the 800 × 600 default. */
export function useFitToContainer(
  viewport: Viewport,
  regionRef: RefObject<HTMLElement | null>,
  onResize?: (size: Size) => void,
) {
  const onResizeRef = useRef(onResize);
  useLayoutEffect(() => {
    onResizeRef.current = onResize;
  });
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const measure = () => {
      const width = region.clientWidth;
      const height = region.clientHeight;
      if (width <= 0 || height <= 0) return;
      viewport.resize({ width, height });
      onResizeRef.current?.({ width, height });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    return () => observer.disconnect();
  }, [viewport, regionRef]);
}
