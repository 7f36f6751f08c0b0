import { describe, expect, it } from 'vitest';
import {
  buildPlotLayout,
  markerLabel,
  markerLabelFontPx,
  markerRadiusPx,
  nearestInDirection,
} from './plot-layout';

// Grid positions (80000 × 60000) land on the plan at 1/100.
const plot = (x: number, y: number, statut = 'DISPONIBLE') => ({
  numeroLot: `LOT-${x}-${y}`,
  statut,
  position: { x: x * 100, y: y * 100 },
});

describe('buildPlotLayout', () => {
  const plots = [plot(100, 100), plot(130, 100, 'VENDUE'), plot(100, 130), plot(400, 300)];
  const layout = buildPlotLayout(plots);

  it('places plots on the 800 × 600 plan and groups them by status colour', () => {
    expect([layout.xs[1], layout.ys[1]]).toEqual([130, 100]);
    expect(layout.colourGroups).toEqual([
      { colour: '#16a34a', indices: [0, 2, 3] },
      { colour: '#dc2626', indices: [1] },
    ]);
    expect(layout.spacing).toBe(30);
  });

  it('finds the plot under a point through the spatial index', () => {
    expect(layout.index.nearest(128, 103, 5)).toBe(1);
    expect(layout.index.nearest(250, 250, 5)).toBe(-1);
    expect(layout.index.nearest(104, 100, 50, 0)).toBe(1);
  });

  it('moves to the nearest plot in an arrow’s direction, or nowhere', () => {
    expect(nearestInDirection(layout, 0, 'right')).toBe(1);
    expect(nearestInDirection(layout, 0, 'down')).toBe(2);
    expect(nearestInDirection(layout, 0, 'left')).toBe(-1);
    expect(nearestInDirection(layout, 1, 'left')).toBe(0);
  });

  it('stays usable with no plot at all', () => {
    const empty = buildPlotLayout([]);
    expect(empty.index.nearest(0, 0, Infinity)).toBe(-1);
    expect(empty.spacing).toBeGreaterThan(0);
  });

  it('indexes 10,000 plots', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      plot(4 + (i % 125) * 6.3, 4 + Math.floor(i / 125) * 7.4),
    );
    const big = buildPlotLayout(many);
    expect(big.index.nearest(4 + 6.3 * 3, 4 + 7.4 * 2, 2)).toBe(2 * 125 + 3);
    expect(big.spacing).toBeCloseTo(6.3, 1);
  });
});

describe('markers', () => {
  it('are a third of the gap between plots on screen, within readable bounds', () => {
    expect(markerRadiusPx(30, 1)).toBeCloseTo(9.6);
    expect(markerRadiusPx(5, 0.5)).toBe(1.5);
    expect(markerRadiusPx(30, 3)).toBe(13);
  });

  it('carry the lot number without its prefix, only when it can be read', () => {
    expect(markerLabel('LOT-012')).toBe('12');
    expect(markerLabel('A7')).toBe('A7');
    expect(markerLabelFontPx(10, 18)).toBeCloseTo(9);
    expect(markerLabelFontPx(3, 18)).toBeNull();
  });
});
