import { describe, expect, it } from 'vitest';
import { clampPan, clampZoom, createViewport, fitScale, zoomAt } from './viewport';

const size = { width: 800, height: 600 };

describe('clampZoom', () => {
  it('keeps the zoom within 50 %-300 % and rounds float noise away', () => {
    expect(clampZoom(0.1)).toBe(0.5);
    expect(clampZoom(7)).toBe(3);
    expect(clampZoom(1 + 0.2 + 0.2 + 0.2)).toBe(1.6);
  });
});

describe('fitScale', () => {
  it('fits the whole 800 × 600 plan, and treats a container not laid out yet as 800 × 600', () => {
    expect(fitScale({ width: 400, height: 600 })).toBe(0.5);
    expect(fitScale({ width: 1600, height: 600 })).toBe(1);
    expect(fitScale({ width: 0, height: 0 })).toBe(1);
  });
});

describe('zoomAt', () => {
  it('keeps the plan point under the anchor where it was', () => {
    const next = zoomAt({ zoom: 1, x: 0, y: 0 }, size, 2, { x: 200, y: 150 });
    expect(next).toEqual({ zoom: 2, x: -200, y: -150 });
  });
});

describe('clampPan', () => {
  it('never lets the plan leave the centre of the container', () => {
    expect(clampPan({ zoom: 1, x: 5000, y: -5000 }, size)).toEqual({ zoom: 1, x: 400, y: -300 });
  });
});

describe('createViewport', () => {
  it('steps, resets and notifies subscribers only on change', () => {
    const viewport = createViewport(size);
    let calls = 0;
    viewport.subscribe(() => calls++);
    viewport.zoomBy(0.2);
    expect(viewport.state.zoom).toBe(1.2);
    viewport.zoomBy(10);
    viewport.zoomBy(10);
    expect(viewport.state.zoom).toBe(3);
    expect(calls).toBe(2);
    viewport.reset();
    expect(viewport.state).toEqual({ zoom: 1, x: 0, y: 0 });
  });

  it('converts between screen and plan points both ways', () => {
    const viewport = createViewport({ width: 1600, height: 1200 });
    viewport.zoomTo(1.5, { x: 100, y: 100 });
    const plan = viewport.toPlan({ x: 640, y: 480 });
    expect(viewport.toScreen(plan).x).toBeCloseTo(640);
    expect(viewport.toScreen(plan).y).toBeCloseTo(480);
  });
});
