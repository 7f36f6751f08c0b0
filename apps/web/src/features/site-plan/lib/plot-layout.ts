// Where each plot sits on the 800 × 600 plan, and the questions the map asks about positions:
// which plot is under the pointer, which is the next one to the right, how big a marker can be.
// Pure functions over typed arrays, computed once per plot set, so they stay fast at 10,000 plots
// and are tested without a browser.
import { MAP_CANVAS, plotStatusInfo, toCanvas } from '@parcelles/shared/domain';
import { DIRECTION_STEP, type Direction } from './viewport';

interface Positioned {
  numeroLot: string;
  statut: string;
  position: { x: number; y: number };
}

export interface SpatialIndex {
  /** The point closest to (x, y) within `maxDistance`, or -1. */
  nearest(x: number, y: number, maxDistance: number, exclude?: number): number;
}

export interface PlotLayout {
  xs: Float32Array;
  ys: Float32Array;
  /** Plots of one colour are filled in one canvas path: four paths, not 10,000. */
  colourGroups: { colour: string; indices: number[] }[];
  /** Typical distance between neighbouring plots, in plan units; sizes markers and labels. */
  spacing: number;
  index: SpatialIndex;
}

const SPACING_SAMPLE = 256;
/** With no neighbour to measure against (0 or 1 plot), markers get the size of a 300-plot city's. */
const DEFAULT_SPACING = 30;

export function buildPlotLayout(plots: readonly Positioned[]): PlotLayout {
  const count = plots.length;
  const xs = new Float32Array(count);
  const ys = new Float32Array(count);
  const groups = new Map<string, number[]>();
  plots.forEach((plot, i) => {
    const point = toCanvas(plot.position);
    xs[i] = point.x;
    ys[i] = point.y;
    const colour = plotStatusInfo(plot.statut).color;
    const group = groups.get(colour);
    if (group) group.push(i);
    else groups.set(colour, [i]);
  });
  // Cells of about one plot each keep lookups to a handful of candidates at any density.
  const cellSize = Math.min(
    100,
    Math.max(4, Math.sqrt((MAP_CANVAS.width * MAP_CANVAS.height) / Math.max(count, 1))),
  );
  const index = createSpatialIndex(xs, ys, cellSize);
  return {
    xs,
    ys,
    colourGroups: [...groups].map(([colour, indices]) => ({ colour, indices })),
    spacing: typicalSpacing(xs, ys, index, cellSize),
    index,
  };
}

/** A uniform grid over the plan, stored as one sorted array of point indices plus cell offsets. */
export function createSpatialIndex(xs: Float32Array, ys: Float32Array, cellSize: number): SpatialIndex {
  const cols = Math.max(1, Math.ceil(MAP_CANVAS.width / cellSize));
  const rows = Math.max(1, Math.ceil(MAP_CANVAS.height / cellSize));
  // Points outside the plan (bad data) go to the border cells rather than being lost.
  const col = (x: number) => Math.min(cols - 1, Math.max(0, Math.floor(x / cellSize)));
  const row = (y: number) => Math.min(rows - 1, Math.max(0, Math.floor(y / cellSize)));

  const starts = new Int32Array(cols * rows + 1);
  const cellOf = new Int32Array(xs.length);
  for (let i = 0; i < xs.length; i++) {
    cellOf[i] = row(ys[i]!) * cols + col(xs[i]!);
    starts[cellOf[i]! + 1]!++;
  }
  for (let c = 0; c < cols * rows; c++) starts[c + 1]! += starts[c]!;
  const items = new Int32Array(xs.length);
  const fill = starts.slice(0, -1);
  for (let i = 0; i < xs.length; i++) items[fill[cellOf[i]!]!++] = i;

  return {
    nearest(x, y, maxDistance, exclude = -1) {
      let best = -1;
      let bestDistance = maxDistance * maxDistance;
      for (let r = row(y - maxDistance); r <= row(y + maxDistance); r++) {
        for (let c = col(x - maxDistance); c <= col(x + maxDistance); c++) {
          const cell = r * cols + c;
          for (let k = starts[cell]!; k < starts[cell + 1]!; k++) {
            const i = items[k]!;
            const distance = (xs[i]! - x) ** 2 + (ys[i]! - y) ** 2;
            if (i !== exclude && distance <= bestDistance) {
              best = i;
              bestDistance = distance;
            }
          }
        }
      }
      return best;
    },
  };
}

/** Median distance to the nearest neighbour over a sample of plots. */
function typicalSpacing(xs: Float32Array, ys: Float32Array, index: SpatialIndex, cellSize: number): number {
  const step = Math.max(1, Math.floor(xs.length / SPACING_SAMPLE));
  const distances: number[] = [];
  for (let i = 0; i < xs.length; i += step) {
    const neighbour = index.nearest(xs[i]!, ys[i]!, cellSize * 3, i);
    if (neighbour >= 0) distances.push(Math.hypot(xs[neighbour]! - xs[i]!, ys[neighbour]! - ys[i]!));
  }
  if (distances.length === 0) return DEFAULT_SPACING;
  distances.sort((a, b) => a - b);
  return Math.max(distances[distances.length >> 1]!, 1);
}

/**
 * The plot the arrow key leads to: ahead of `from`, favouring the ones in line with the arrow
 * (sideways distance counts double). A linear scan: 10,000 plots take well under a millisecond,
 * once per key press.
 */
export function nearestInDirection(
  layout: Pick<PlotLayout, 'xs' | 'ys'>,
  from: number,
  direction: Direction,
): number {
  const [dx, dy] = DIRECTION_STEP[direction];
  const { xs, ys } = layout;
  let best = -1;
  let bestCost = Infinity;
  for (let i = 0; i < xs.length; i++) {
    const vx = xs[i]! - xs[from]!;
    const vy = ys[i]! - ys[from]!;
    const ahead = vx * dx + vy * dy;
    if (ahead <= 0.01) continue;
    const cost = ahead + 2 * Math.abs(vx * dy - vy * dx);
    if (cost < bestCost) {
      best = i;
      bestCost = cost;
    }
  }
  return best;
}

/** On-screen marker radius: a third of the gap between plots, never invisible nor a blob. */
export const MARKER_RADIUS_PX = { min: 1.5, max: 13 } as const;

export function markerRadiusPx(spacing: number, scale: number): number {
  return Math.min(MARKER_RADIUS_PX.max, Math.max(MARKER_RADIUS_PX.min, spacing * scale * 0.32));
}

/**
 * The text inside a marker: the lot's number without its prefix ('LOT-012' -> '12'), which fits a
 * marker; the popup and the announcement give the full 'LOT-012'.
 */
export function markerLabel(numeroLot: string): string {
  const number = numeroLot.slice(numeroLot.lastIndexOf('-') + 1);
  return /^\d+$/.test(number) ? String(Number(number)) : number;
}

/** Label size for a marker of this radius, or null when the text would be too small to read. */
export function markerLabelFontPx(radiusPx: number, labelWidthAt10Px: number): number | null {
  const size = Math.min(11, radiusPx * 0.9, ((2 * radiusPx - 3) / Math.max(labelWidthAt10Px, 1)) * 10);
  return size >= MIN_LABEL_FONT_PX ? size : null;
}

const MIN_LABEL_FONT_PX = 7.5;
