// Paints every plot marker (and, when they fit, the lot numbers) on one canvas the size of the
// plan. Called only when the plot set or the settled zoom changes: panning and zooming in between
// move the painted bitmap with a CSS transform, so 10,000 markers cost nothing per frame.
import { MAP_CANVAS } from '@parcelles/shared/domain';
import { markerLabelFontPx, markerRadiusPx, type PlotLayout } from './plot-layout';

/** A plan-sized bitmap above this many pixels would weigh tens of MB; past it, a little blur at 300 %. */
const MAX_CANVAS_PIXELS = 8_000_000;
const labelFont = (sizePx: number) => `700 ${sizePx}px system-ui, sans-serif`;

export interface DrawOptions {
  layout: PlotLayout;
  /** Drawn inside the markers when they are big enough to read (see markerLabel). */
  labels: readonly string[];
  /** Screen px per plan unit at the settled zoom. */
  scale: number;
  devicePixelRatio: number;
}

/** Bitmap px per plan unit: sharp on screen at this zoom, within the memory cap. */
export function canvasResolution(scale: number, devicePixelRatio: number): number {
  const cap = Math.sqrt(MAX_CANVAS_PIXELS / (MAP_CANVAS.width * MAP_CANVAS.height));
  return Math.min(scale * devicePixelRatio, cap);
}

export function drawPlots(
  canvas: HTMLCanvasElement,
  { layout, labels, scale, devicePixelRatio }: DrawOptions,
): boolean {
  const resolution = canvasResolution(scale, devicePixelRatio);
  canvas.width = Math.round(MAP_CANVAS.width * resolution);
  canvas.height = Math.round(MAP_CANVAS.height * resolution);
  // jsdom (tests) has no 2D context.
  const context = canvas.getContext('2d');
  if (!context) return false;

  // Drawn in plan units; sizes meant in screen px are divided by the scale.
  context.setTransform(resolution, 0, 0, resolution, 0, 0);
  const radius = markerRadiusPx(layout.spacing, scale) / scale;
  const { xs, ys } = layout;

  // Where markers touch (a dense city seen whole), outlines would cut them into rings.
  const outlined = layout.spacing > 2 * radius + 1 / scale;
  context.lineWidth = Math.min(1.5, radius * 0.4 * scale) / scale;
  context.strokeStyle = '#ffffff';
  for (const { colour, indices } of layout.colourGroups) {
    context.beginPath();
    for (const i of indices) {
      context.moveTo(xs[i]! + radius, ys[i]!);
      context.arc(xs[i]!, ys[i]!, radius, 0, 2 * Math.PI);
    }
    context.fillStyle = colour;
    context.fill();
    if (outlined) context.stroke();
  }

  const widest = labels.reduce((longest, label) => (label.length > longest.length ? label : longest), '');
  context.font = labelFont(10);
  const fontPx = markerLabelFontPx(radius * scale, context.measureText(widest).width);
  if (fontPx !== null) drawLabels(context, layout, labels, fontPx / scale);
  return true;
}

/** White on the status colour, centred in each marker. */
function drawLabels(
  context: CanvasRenderingContext2D,
  { xs, ys }: PlotLayout,
  labels: readonly string[],
  size: number,
) {
  context.font = labelFont(size);
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = '#ffffff';
  // Optical centre: digits sit slightly high on the middle baseline.
  const nudge = size * 0.06;
  labels.forEach((label, i) => context.fillText(label, xs[i]!, ys[i]! + nudge));
}
