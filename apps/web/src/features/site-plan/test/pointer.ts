// Pointer events for the plan's component tests. jsdom lays every element out at (0, 0), so client
// coordinates are px from the plan's top-left corner.

/** A pointer event's fields at (x, y): pointer 1, the main button. */
export const at = (x: number, y: number, pointerType = 'mouse') => ({
  clientX: x,
  clientY: y,
  pointerId: 1,
  pointerType,
  button: 0,
});

/** One finger of a pinch. */
export const finger = (pointerId: number, x: number, y: number) => ({ ...at(x, y, 'touch'), pointerId });
