// The DOM side of the gesture engine (lib/viewport-gestures.ts): pointer events turned into points
// on the plan, each pointer captured so a drag may leave the plan, and the wheel.
import { useEffect, useLayoutEffect, useMemo, useRef, type PointerEvent, type RefObject } from 'react';
import {
  createViewportGestures,
  wheelZoom,
  type GestureHandlers,
  type PointerInput,
} from '../lib/viewport-gestures';
import type { Viewport } from '../lib/viewport';

/**
 * Pan, pinch and wheel zoom on `regionRef`; `handlers` (those of the latest render) say what a press
 * means there. Returns the pointer handlers to spread on the region.
 */
export function useViewportGestures<Press>(
  viewport: Viewport,
  regionRef: RefObject<HTMLElement | null>,
  handlers: GestureHandlers<Press>,
) {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  const pointerHandlers = useMemo(() => {
    const engine = createViewportGestures<Press>(viewport);
    const input = (event: PointerEvent<HTMLElement>): PointerInput => {
      const rect = regionRef.current!.getBoundingClientRect();
      return {
        pointerId: event.pointerId,
        pointerType: event.pointerType,
        button: event.button,
        point: { x: event.clientX - rect.left, y: event.clientY - rect.top },
        target: event.target,
      };
    };
    return {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        const { currentTarget, pointerId } = event;
        if (engine.down(input(event), latest.current)) currentTarget.setPointerCapture?.(pointerId);
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => engine.move(input(event), latest.current),
      onPointerUp: (event: PointerEvent<HTMLElement>) => engine.up(input(event), latest.current),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => engine.cancel(event),
    };
  }, [viewport, regionRef]);

  // A native listener: React's is passive and cannot stop the page scrolling.
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const onWheel = (event: WheelEvent) => {
      const rect = region.getBoundingClientRect();
      const point = { x: event.clientX - rect.left, y: event.clientY - rect.top };
      if (wheelZoom(viewport, event.deltaY, point)) event.preventDefault();
    };
    region.addEventListener('wheel', onWheel, { passive: false });
    return () => region.removeEventListener('wheel', onWheel);
  }, [viewport, regionRef]);

  return pointerHandlers;
}
