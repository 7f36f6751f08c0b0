import { describe, expect, it, vi } from 'vitest';
import { createViewport, type Point } from './viewport';
import {
  KEYBOARD_PAN_PX,
  createViewportGestures,
  keepInView,
  viewportKey,
  wheelZoom,
  type GestureHandlers,
  type PointerInput,
} from './viewport-gestures';

// An 800 × 600 plan in an 800 × 600 view: at 100 %, a screen px is a plan unit.
const size = { width: 800, height: 600 };

const mouse = (x: number, y: number, button = 0): PointerInput => ({
  pointerId: 1,
  pointerType: 'mouse',
  button,
  point: { x, y },
});
const finger = (pointerId: number, x: number, y: number): PointerInput => ({
  pointerId,
  pointerType: 'touch',
  button: 0,
  point: { x, y },
});

/** The engine on a fresh viewport, with handlers that record what they are told. */
function setup(overrides: Partial<GestureHandlers<string>> = {}) {
  const viewport = createViewport(size);
  const engine = createViewportGestures<string>(viewport);
  const handlers = {
    press: vi.fn(() => 'pressed'),
    dragStart: vi.fn(),
    drag: vi.fn(() => false),
    release: vi.fn(),
    tap: vi.fn(),
    hover: vi.fn(),
    ...overrides,
  } satisfies GestureHandlers<string>;
  return {
    viewport,
    handlers,
    down: (input: PointerInput) => engine.down(input, handlers),
    move: (input: PointerInput) => engine.move(input, handlers),
    up: (input: PointerInput) => engine.up(input, handlers),
    cancel: (input: PointerInput) => engine.cancel(input),
  };
}

describe('pointer pan', () => {
  it('takes up to 6 px of movement as a tap, with the release point', () => {
    const { down, move, up, handlers, viewport } = setup();
    down(mouse(100, 100));
    move(mouse(106, 100));
    up(mouse(106, 100));
    expect(handlers.press).toHaveBeenCalledWith(mouse(100, 100));
    expect(handlers.dragStart).not.toHaveBeenCalled();
    expect(handlers.tap).toHaveBeenCalledWith('pressed', mouse(106, 100));
    expect(handlers.release).toHaveBeenCalledWith('pressed');
    expect(viewport.state).toEqual({ zoom: 1, x: 0, y: 0 });
  });

  it('pans with the pointer past 6 px, every px of the way, and taps nothing', () => {
    const { down, move, up, handlers, viewport } = setup();
    down(mouse(100, 100));
    move(mouse(107, 100));
    move(mouse(150, 120));
    up(mouse(150, 120));
    expect(handlers.dragStart).toHaveBeenCalledOnce();
    expect(viewport.state).toEqual({ zoom: 1, x: 50, y: 20 });
    expect(handlers.tap).not.toHaveBeenCalled();
    expect(handlers.release).toHaveBeenCalledOnce();
  });

  it('leaves the plan still while the press drags something of its own', () => {
    const { down, move, handlers, viewport } = setup({ drag: vi.fn(() => true) });
    down(mouse(100, 100));
    move(mouse(150, 100));
    expect(handlers.drag).toHaveBeenCalledWith('pressed', { x: 150, y: 100 });
    expect(viewport.state).toEqual({ zoom: 1, x: 0, y: 0 });
  });

  it('ignores a mouse button other than the main one, which then only hovers', () => {
    const { down, move, handlers } = setup();
    expect(down(mouse(100, 100, 2))).toBe(false);
    move(mouse(120, 100));
    expect(handlers.press).not.toHaveBeenCalled();
    expect(handlers.hover).toHaveBeenCalledWith({ x: 120, y: 100 });
  });

  it('hovers for a mouse with no button down, never for a finger', () => {
    const { move, handlers } = setup();
    move(finger(1, 10, 10));
    expect(handlers.hover).not.toHaveBeenCalled();
    move(mouse(10, 10));
    expect(handlers.hover).toHaveBeenCalledOnce();
  });

  it('drops a cancelled gesture without a tap', () => {
    const { down, cancel, up, move, handlers } = setup();
    down(mouse(100, 100));
    cancel(mouse(100, 100));
    up(mouse(100, 100));
    expect(handlers.tap).not.toHaveBeenCalled();
    expect(handlers.release).not.toHaveBeenCalled();
    move(mouse(110, 100));
    expect(handlers.hover).toHaveBeenCalledOnce();
  });
});

describe('pinch', () => {
  it('zooms by the ratio of the fingers’ spread, within 50 %-300 %', () => {
    const { down, move, viewport } = setup();
    down(finger(1, 300, 300));
    down(finger(2, 500, 300));
    move(finger(2, 700, 300));
    expect(viewport.state.zoom).toBe(2);
    move(finger(2, 2000, 300));
    expect(viewport.state.zoom).toBe(3);
    move(finger(2, 301, 300));
    expect(viewport.state.zoom).toBe(0.5);
  });

  it('zooms around the fingers’ midpoint: the plan point between them stays between them', () => {
    const { down, move, viewport } = setup();
    // Away from the middle of the view, so that a zoom around it would show.
    const between = (): Point => viewport.toPlan({ x: 200, y: 150 });
    down(finger(1, 190, 150));
    down(finger(2, 210, 150));
    const before = between();
    // The fingers spread apart in small steps, as a browser reports them, until 10 times as far apart.
    for (let step = 1; step <= 90; step++) {
      move(finger(1, 190 - step, 150));
      move(finger(2, 210 + step, 150));
    }
    expect(viewport.state.zoom).toBe(3);
    expect(between().x).toBeCloseTo(before.x, 0);
    expect(between().y).toBeCloseTo(before.y, 5);
  });

  it('ends in no tap and no drag of the press; the finger left on pans from where it is', () => {
    const { down, move, up, handlers, viewport } = setup({ drag: vi.fn(() => true) });
    down(finger(1, 300, 300));
    down(finger(2, 500, 300));
    move(finger(2, 700, 300));
    up(finger(2, 700, 300));
    const { x, y } = viewport.state;
    move(finger(1, 320, 310));
    expect(viewport.state).toEqual({ zoom: 2, x: x + 20, y: y + 10 });
    up(finger(1, 320, 310));
    expect(handlers.press).toHaveBeenCalledOnce();
    expect(handlers.drag).not.toHaveBeenCalled();
    expect(handlers.tap).not.toHaveBeenCalled();
    expect(handlers.release).toHaveBeenCalledOnce();
  });
});

describe('wheelZoom', () => {
  it('steps 10 % around the cursor, and never past 50 %-300 %', () => {
    const viewport = createViewport(size);
    const cursor = { x: 200, y: 150 };
    const underCursor = viewport.toPlan(cursor);
    expect(wheelZoom(viewport, -100, cursor)).toBe(true);
    expect(viewport.state.zoom).toBe(1.1);
    expect(viewport.toScreen(underCursor).x).toBeCloseTo(cursor.x);
    expect(viewport.toScreen(underCursor).y).toBeCloseTo(cursor.y);
    for (let i = 0; i < 30; i++) wheelZoom(viewport, -100, { x: 200, y: 150 });
    expect(viewport.state.zoom).toBe(3);
    for (let i = 0; i < 40; i++) wheelZoom(viewport, 100, { x: 200, y: 150 });
    expect(viewport.state.zoom).toBe(0.5);
  });

  it('leaves a sideways scroll to the page', () => {
    const viewport = createViewport(size);
    expect(wheelZoom(viewport, 0, { x: 200, y: 150 })).toBe(false);
    expect(viewport.state.zoom).toBe(1);
  });
});

describe('viewportKey', () => {
  const key = (name: string, shiftKey = false) => ({ key: name, shiftKey });

  it('zooms a button step with + or = and − or _, around the anchor', () => {
    const viewport = createViewport(size);
    expect(viewportKey(viewport, key('+'), { anchor: { x: 0, y: 0 } })).toBe(true);
    expect(viewport.state).toEqual({ zoom: 1.2, x: 0, y: 0 });
    viewportKey(viewport, key('='));
    expect(viewport.state.zoom).toBe(1.4);
    viewportKey(viewport, key('-'));
    viewportKey(viewport, key('_'));
    viewportKey(viewport, key('_'));
    expect(viewport.state.zoom).toBe(0.8);
  });

  it('pans 80 px with Shift + arrows, showing more of that side, where asked', () => {
    const viewport = createViewport(size);
    viewport.zoomTo(2);
    const start = viewport.state;
    expect(viewportKey(viewport, key('ArrowLeft', true), { pan: true })).toBe(true);
    expect(viewport.state.x).toBe(start.x + KEYBOARD_PAN_PX);
    viewportKey(viewport, key('ArrowUp', true), { pan: true });
    expect(viewport.state.y).toBe(start.y + KEYBOARD_PAN_PX);
    viewportKey(viewport, key('ArrowRight', true), { pan: true });
    viewportKey(viewport, key('ArrowDown', true), { pan: true });
    expect(viewport.state).toEqual(start);

    // The picker keeps the arrows for its marker.
    expect(viewportKey(viewport, key('ArrowLeft', true))).toBe(false);
    expect(viewportKey(viewport, key('ArrowLeft'), { pan: true })).toBe(false);
    expect(viewport.state).toEqual(start);
  });

  it('resets to 100 % with 0 where asked, and leaves every other key alone', () => {
    const viewport = createViewport(size);
    viewport.zoomTo(2);
    expect(viewportKey(viewport, key('0'))).toBe(false);
    expect(viewportKey(viewport, key('Enter'), { pan: true, reset: true })).toBe(false);
    expect(viewport.state.zoom).toBe(2);
    expect(viewportKey(viewport, key('0'), { reset: true })).toBe(true);
    expect(viewport.state).toEqual({ zoom: 1, x: 0, y: 0 });
  });
});

describe('keepInView', () => {
  it('centres on a point only when it comes closer than the margin to an edge', () => {
    const viewport = createViewport(size);
    viewport.zoomTo(2);
    const start = viewport.state;
    keepInView(viewport, viewport.toPlan({ x: 100, y: 100 }), 48);
    expect(viewport.state).toEqual(start);
    const nearEdge = viewport.toPlan({ x: 780, y: 300 });
    keepInView(viewport, nearEdge, 48);
    expect(viewport.toScreen(nearEdge).x).toBeCloseTo(400);
    expect(viewport.toScreen(nearEdge).y).toBeCloseTo(300);
  });
});
