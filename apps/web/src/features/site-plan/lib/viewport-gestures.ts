// The one gesture engine of the site plan, shared by the public map and the back office's position
// picker: pointer pan, two-finger pinch, wheel and keyboard zoom, all applied to a viewport (which
// clamps them). Framework-free, fed with points in px from the plan's top-left corner, so it is
// tested without a browser; hooks/use-viewport-gestures.ts binds it to the DOM. What a press means
// (a plot, the marker) stays with each screen: its handlers come with each event, so a screen may
// pass new ones on every render.
import { MAP_DRAG_THRESHOLD_PX, MAP_ZOOM } from '@parcelles/shared/domain';
import { DIRECTION_STEP, type Direction, type Point, type Viewport } from './viewport';

export const ARROW_KEYS: Readonly<Record<string, Direction>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

export const KEYBOARD_PAN_PX = 80;

export interface PointerInput {
  pointerId: number;
  /** 'mouse', 'pen' or 'touch', as in PointerEvent. */
  pointerType: string;
  button: number;
  /** In px from the plan's top-left corner. */
  point: Point;
  /** The element pressed, for handlers that care (the picker's marker). */
  target?: EventTarget | null;
}

export interface GestureHandlers<Press> {
  /** A first pointer went down: what it pressed, handed back to the handlers below. */
  press: (input: PointerInput) => Press;
  /** The press moved past the drag threshold. */
  dragStart?: (press: Press) => void;
  /** Each step of a drag: true when the press moved something of its own, false to pan the plan. */
  drag?: (press: Press, point: Point) => boolean;
  /** The last pointer lifted, whatever the gesture was. */
  release?: (press: Press) => void;
  /** Lifted under the drag threshold, with no second finger on the way: a click or a tap. */
  tap?: (press: Press, input: PointerInput) => void;
  /** A mouse or pen moving with no gesture under way. */
  hover?: (point: Point) => void;
}

interface Gesture<Press> {
  pointers: Map<number, Point>;
  press: Press;
  start: Point;
  last: Point;
  /** Past the drag threshold, or pinched: no tap at the end. */
  dragging: boolean;
  /** A second finger came down: from then on the gesture only pans and zooms the plan. */
  pinched: boolean;
  pinch: { distance: number; zoom: number; centre: Point } | null;
}

export function createViewportGestures<Press>(viewport: Viewport) {
  let gesture: Gesture<Press> | null = null;

  return {
    /** False for a pointer the plan ignores (a mouse button other than the main one). */
    down(input: PointerInput, handlers: GestureHandlers<Press>): boolean {
      if (input.pointerType === 'mouse' && input.button !== 0) return false;
      const { point } = input;
      if (!gesture) {
        gesture = {
          pointers: new Map([[input.pointerId, point]]),
          press: handlers.press(input),
          start: point,
          last: point,
          dragging: false,
          pinched: false,
          pinch: null,
        };
        return true;
      }
      // A second finger: pinch zoom from here on, and no tap at the end.
      gesture.pointers.set(input.pointerId, point);
      const [a, b] = [...gesture.pointers.values()];
      if (a && b) {
        gesture.dragging = true;
        gesture.pinched = true;
        gesture.pinch = {
          distance: Math.max(distance(a, b), 1),
          zoom: viewport.state.zoom,
          centre: midpoint(a, b),
        };
      }
      return true;
    },

    move(input: PointerInput, handlers: GestureHandlers<Press>) {
      const { point } = input;
      const current = gesture;
      if (!current?.pointers.has(input.pointerId)) {
        if (input.pointerType !== 'touch') handlers.hover?.(point);
        return;
      }
      current.pointers.set(input.pointerId, point);
      const [a, b] = [...current.pointers.values()];
      if (current.pinch && a && b) {
        // Zoom around the fingers' midpoint, and follow it as it moves.
        const centre = midpoint(a, b);
        viewport.zoomTo((current.pinch.zoom * distance(a, b)) / current.pinch.distance, centre);
        viewport.panBy(centre.x - current.pinch.centre.x, centre.y - current.pinch.centre.y);
        current.pinch.centre = centre;
        return;
      }
      if (!current.dragging && distance(point, current.start) > MAP_DRAG_THRESHOLD_PX) {
        current.dragging = true;
        handlers.dragStart?.(current.press);
      }
      if (!current.dragging) return;
      if (current.pinched || !handlers.drag?.(current.press, point)) {
        viewport.panBy(point.x - current.last.x, point.y - current.last.y);
      }
      current.last = point;
    },

    up(input: PointerInput, handlers: GestureHandlers<Press>) {
      const current = gesture;
      if (!current?.pointers.delete(input.pointerId)) return;
      if (current.pointers.size > 0) {
        // One finger of a pinch lifted: the other keeps panning, from where it is.
        current.pinch = null;
        current.last = [...current.pointers.values()][0]!;
        return;
      }
      gesture = null;
      handlers.release?.(current.press);
      if (!current.dragging) handlers.tap?.(current.press, input);
    },

    cancel(input: Pick<PointerInput, 'pointerId'>) {
      const current = gesture;
      current?.pointers.delete(input.pointerId);
      if (current && current.pointers.size === 0) gesture = null;
    },
  };
}

/** One wheel notch zooms a step around the cursor; false for a wheel that does not zoom (sideways). */
export function wheelZoom(viewport: Viewport, deltaY: number, point: Point): boolean {
  if (deltaY === 0) return false;
  viewport.zoomBy(deltaY < 0 ? MAP_ZOOM.wheelStep : -MAP_ZOOM.wheelStep, point);
  return true;
}

export interface ViewportKeyOptions {
  /** What + and − zoom around (the focused plot, the marker); the middle of the plan otherwise. */
  anchor?: Point;
  /** Shift + arrows move the plan: the map's, where the picker's marker takes them. */
  pan?: boolean;
  /** 0 goes back to 100 %. */
  reset?: boolean;
}

/**
 * The plan's own keys: + (or =) and − (or _) zoom a button step, and, where asked, Shift + arrows
 * pan and 0 resets. True when the key was one of them: the caller then prevents its default.
 */
export function viewportKey(
  viewport: Viewport,
  event: { key: string; shiftKey: boolean },
  { anchor, pan = false, reset = false }: ViewportKeyOptions = {},
): boolean {
  const direction = ARROW_KEYS[event.key];
  if (pan && direction && event.shiftKey) {
    // Shift + arrow shows more of the plan on that side, so the plan itself moves the other way.
    const [dx, dy] = DIRECTION_STEP[direction];
    viewport.panBy(-dx * KEYBOARD_PAN_PX, -dy * KEYBOARD_PAN_PX);
  } else if (event.key === '+' || event.key === '=') {
    viewport.zoomBy(MAP_ZOOM.buttonStep, anchor);
  } else if (event.key === '-' || event.key === '_') {
    viewport.zoomBy(-MAP_ZOOM.buttonStep, anchor);
  } else if (reset && event.key === '0') {
    viewport.reset();
  } else {
    return false;
  }
  return true;
}

/**
 * Centres the plan on `point` (plan units) when the keyboard took it closer than `margin` px to an
 * edge of the view: a plot reached with the arrows, the picker's marker moved by them.
 */
export function keepInView(viewport: Viewport, point: Point, margin: number) {
  const { x, y } = viewport.toScreen(point);
  const { width, height } = viewport.size;
  if (x < margin || y < margin || x > width - margin || y > height - margin) viewport.centreOn(point);
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
