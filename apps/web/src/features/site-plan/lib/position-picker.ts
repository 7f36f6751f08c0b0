// The arithmetic of placing a plot on the site plan (the back office's position picker): from a
// point on screen, at any zoom and pan, to the 80000 × 60000 grid the API stores, and back; the
// keyboard's steps; and which plot already sits where the new one would go. Pure, tested without
// a browser.
import { MAP_CANVAS, MAP_GRID } from '@parcelles/shared/domain';
import {
  DIRECTION_STEP,
  fitScale,
  type Direction,
  type Point,
  type Size,
  type ViewportState,
} from './viewport';

/** Grid units per plan unit (the plan is 800 × 600, the grid 80000 × 60000). */
const GRID_PER_PLAN = MAP_GRID.width / MAP_CANVAS.width;

/** An arrow key moves the marker this far on the grid; with Shift, ten times as far. */
export const KEYBOARD_STEP = { small: 100, large: 1000 } as const;

/**
 * Closer than this (grid units) to another plot, the position is reported as taken: on the plan
 * the two markers would overlap at the usual densities.
 */
export const TAKEN_RADIUS = 600;

/** Whole grid units, inside the grid: what the form and the API keep. */
export function clampToGrid({ x, y }: Point): Point {
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));
  return { x: clamp(x, MAP_GRID.width), y: clamp(y, MAP_GRID.height) };
}

/** The grid position under a point of the picker (px from its top-left corner). */
export function screenToGrid(point: Point, state: ViewportState, size: Size): Point {
  const scale = fitScale(size) * state.zoom;
  return clampToGrid({
    x: ((point.x - state.x) / scale) * GRID_PER_PLAN,
    y: ((point.y - state.y) / scale) * GRID_PER_PLAN,
  });
}

/** Where a grid position shows in the picker (px from its top-left corner). */
export function gridToScreen(position: Point, state: ViewportState, size: Size): Point {
  const scale = fitScale(size) * state.zoom;
  return {
    x: state.x + (position.x / GRID_PER_PLAN) * scale,
    y: state.y + (position.y / GRID_PER_PLAN) * scale,
  };
}

/** The position one arrow press away, never off the grid. */
export function nudgePosition(position: Point, direction: Direction, large = false): Point {
  const [dx, dy] = DIRECTION_STEP[direction];
  const step = large ? KEYBOARD_STEP.large : KEYBOARD_STEP.small;
  return clampToGrid({ x: position.x + dx * step, y: position.y + dy * step });
}

interface PositionedPlot {
  id: string;
  numeroLot: string;
  position: Point;
}

/** The closest other plot within `radius` of `position` (grid units), or null. */
export function plotTakingPosition<T extends PositionedPlot>(
  plots: readonly T[],
  position: Point,
  { excludeId, radius = TAKEN_RADIUS }: { excludeId?: string; radius?: number } = {},
): T | null {
  let best: T | null = null;
  let bestDistance = radius;
  for (const plot of plots) {
    if (plot.id === excludeId) continue;
    const distance = Math.hypot(plot.position.x - position.x, plot.position.y - position.y);
    if (distance <= bestDistance) {
      best = plot;
      bestDistance = distance;
    }
  }
  return best;
}
