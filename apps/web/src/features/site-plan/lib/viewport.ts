// Pan and zoom of the site plan, kept outside React: a drag or a pinch changes them on every
// pointer event, and re-rendering on each would cost frames. Subscribers (the transform applied
// once per animation frame, the zoom percentage) read the state when they need it.
import { MAP_CANVAS, MAP_ZOOM } from '@parcelles/shared/domain';

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** An arrow key's way across the screen. */
export type Direction = 'left' | 'right' | 'up' | 'down';

/** One step each way, in screen axes (y grows downwards). */
export const DIRECTION_STEP: Readonly<Record<Direction, readonly [number, number]>> = {
  left: [-1, 0],
  right: [1, 0],
  up: [0, -1],
  down: [0, 1],
};

/** `zoom` is relative to the whole plan fitting the container (100 %); x/y place the plan's origin, in px. */
export interface ViewportState {
  zoom: number;
  x: number;
  y: number;
}

/** Within the spec's 50 %-300 %, rounded to the percent so repeated 0.1/0.2 steps land on round values. */
export function clampZoom(zoom: number): number {
  return Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, Math.round(zoom * 100) / 100));
}

/** Px per plan unit at 100 %: the whole plan fits the container. A container not laid out yet counts as 800 × 600. */
export function fitScale(size: Size): number {
  if (size.width <= 0 || size.height <= 0) return 1;
  return Math.min(size.width / MAP_CANVAS.width, size.height / MAP_CANVAS.height);
}

export function centredState(zoom: number, size: Size): ViewportState {
  const scale = fitScale(size) * zoom;
  return {
    zoom,
    x: (size.width - MAP_CANVAS.width * scale) / 2,
    y: (size.height - MAP_CANVAS.height * scale) / 2,
  };
}

/** The plan may move, but always keeps covering the container's centre: it can never be lost. */
export function clampPan(state: ViewportState, size: Size): ViewportState {
  const scale = fitScale(size) * state.zoom;
  const clamp = (value: number, half: number, extent: number) =>
    Math.min(half, Math.max(half - extent * scale, value));
  return {
    zoom: state.zoom,
    x: clamp(state.x, size.width / 2, MAP_CANVAS.width),
    y: clamp(state.y, size.height / 2, MAP_CANVAS.height),
  };
}

/** Zooms keeping the plan point under `anchor` (cursor, pinch centre) where it is on screen. */
export function zoomAt(state: ViewportState, size: Size, zoom: number, anchor: Point): ViewportState {
  const next = clampZoom(zoom);
  const ratio = next / state.zoom;
  return clampPan(
    { zoom: next, x: anchor.x - (anchor.x - state.x) * ratio, y: anchor.y - (anchor.y - state.y) * ratio },
    size,
  );
}

export type Viewport = ReturnType<typeof createViewport>;

export function createViewport(initialSize: Size = { width: MAP_CANVAS.width, height: MAP_CANVAS.height }) {
  let size = initialSize;
  let state = centredState(1, size);
  const listeners = new Set<() => void>();

  // `force`: a new container size matters to listeners even when the plan's origin stays put.
  const set = (next: ViewportState, force = false) => {
    if (!force && next.zoom === state.zoom && next.x === state.x && next.y === state.y) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  const centre = (): Point => ({ x: size.width / 2, y: size.height / 2 });

  return {
    get state(): ViewportState {
      return state;
    },
    get size(): Size {
      return size;
    },
    /** Screen px per plan unit, all zooms included. */
    get scale(): number {
      return fitScale(size) * state.zoom;
    },
    toPlan(point: Point): Point {
      const scale = fitScale(size) * state.zoom;
      return { x: (point.x - state.x) / scale, y: (point.y - state.y) / scale };
    },
    toScreen(point: Point): Point {
      const scale = fitScale(size) * state.zoom;
      return { x: state.x + point.x * scale, y: state.y + point.y * scale };
    },
    /** Keeps the plan point at the centre where it was, at the same zoom. */
    resize(next: Size) {
      if (next.width === size.width && next.height === size.height) return;
      const centrePoint = this.toPlan(centre());
      size = next;
      const scale = fitScale(size) * state.zoom;
      const moved = {
        zoom: state.zoom,
        x: size.width / 2 - centrePoint.x * scale,
        y: size.height / 2 - centrePoint.y * scale,
      };
      set(clampPan(moved, size), true);
    },
    zoomTo(zoom: number, anchor: Point = centre()) {
      set(zoomAt(state, size, zoom, anchor));
    },
    zoomBy(step: number, anchor: Point = centre()) {
      set(zoomAt(state, size, state.zoom + step, anchor));
    },
    panBy(dx: number, dy: number) {
      set(clampPan({ zoom: state.zoom, x: state.x + dx, y: state.y + dy }, size));
    },
    /** Pans so that a plan point sits at the centre, e.g. a plot reached with the keyboard off screen. */
    centreOn(point: Point) {
      const scale = fitScale(size) * state.zoom;
      set(
        clampPan(
          { zoom: state.zoom, x: size.width / 2 - point.x * scale, y: size.height / 2 - point.y * scale },
          size,
        ),
      );
    },
    reset() {
      set(centredState(1, size));
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
