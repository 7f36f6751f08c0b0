import { describe, expect, it } from 'vitest';
import { centredState, zoomAt, type Size } from './viewport';
import {
  clampToGrid,
  gridToScreen,
  nudgePosition,
  plotTakingPosition,
  screenToGrid,
  TAKEN_RADIUS,
} from './position-picker';

const plan: Size = { width: 800, height: 600 };
const phone: Size = { width: 328, height: 246 };

describe('screenToGrid', () => {
  it('maps the plan seen whole onto the 80000 × 60000 grid', () => {
    const state = centredState(1, plan);
    expect(screenToGrid({ x: 0, y: 0 }, state, plan)).toEqual({ x: 0, y: 0 });
    expect(screenToGrid({ x: 400, y: 300 }, state, plan)).toEqual({ x: 40_000, y: 30_000 });
    expect(screenToGrid({ x: 800, y: 600 }, state, plan)).toEqual({ x: 80_000, y: 60_000 });
  });

  it('keeps the point under the cursor at any zoom and pan', () => {
    const zoomed = zoomAt(centredState(1, plan), plan, 2.4, { x: 200, y: 150 });
    // The cursor's plan point does not move while zooming around it.
    expect(screenToGrid({ x: 200, y: 150 }, zoomed, plan)).toEqual({ x: 20_000, y: 15_000 });
    const position = { x: 51_230, y: 7_450 };
    expect(screenToGrid(gridToScreen(position, zoomed, plan), zoomed, plan)).toEqual(position);
  });

  it('fits a phone-wide plan the same way', () => {
    const state = centredState(1, phone);
    const centre = screenToGrid({ x: phone.width / 2, y: phone.height / 2 }, state, phone);
    expect(centre.x).toBeCloseTo(40_000, -2);
    expect(centre.y).toBeCloseTo(30_000, -2);
  });

  it('never leaves the grid, and rounds to whole units', () => {
    const state = centredState(0.5, plan);
    expect(screenToGrid({ x: 0, y: 0 }, state, plan)).toEqual({ x: 0, y: 0 });
    expect(screenToGrid({ x: 799, y: 599 }, state, plan)).toEqual({ x: 80_000, y: 60_000 });
    expect(clampToGrid({ x: 12.4, y: 12.6 })).toEqual({ x: 12, y: 13 });
  });
});

describe('nudgePosition', () => {
  it('moves by 100 units, 1000 with Shift, within the grid', () => {
    const from = { x: 40_000, y: 30_000 };
    expect(nudgePosition(from, 'right')).toEqual({ x: 40_100, y: 30_000 });
    expect(nudgePosition(from, 'up')).toEqual({ x: 40_000, y: 29_900 });
    expect(nudgePosition(from, 'left', true)).toEqual({ x: 39_000, y: 30_000 });
    expect(nudgePosition(from, 'down', true)).toEqual({ x: 40_000, y: 31_000 });
    expect(nudgePosition({ x: 50, y: 59_950 }, 'left')).toEqual({ x: 0, y: 59_950 });
    expect(nudgePosition({ x: 50, y: 59_950 }, 'down')).toEqual({ x: 50, y: 60_000 });
  });
});

describe('plotTakingPosition', () => {
  const plots = [
    { id: 'a', numeroLot: 'LOT-001', position: { x: 10_000, y: 10_000 } },
    { id: 'b', numeroLot: 'LOT-002', position: { x: 10_400, y: 10_000 } },
    { id: 'c', numeroLot: 'LOT-003', position: { x: 30_000, y: 30_000 } },
  ];

  it('names the closest plot within the radius', () => {
    expect(plotTakingPosition(plots, { x: 10_300, y: 10_000 })?.numeroLot).toBe('LOT-002');
    expect(plotTakingPosition(plots, { x: 30_000, y: 30_000 + TAKEN_RADIUS })?.numeroLot).toBe('LOT-003');
  });

  it('says nothing beyond the radius, nor about the plot being edited', () => {
    expect(plotTakingPosition(plots, { x: 30_000, y: 30_000 + TAKEN_RADIUS + 1 })).toBeNull();
    expect(plotTakingPosition(plots, { x: 30_000, y: 30_000 }, { excludeId: 'c' })).toBeNull();
  });
});
