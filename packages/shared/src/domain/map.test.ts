import { describe, expect, it } from 'vitest';
import { toCanvas } from './map';

describe('toCanvas', () => {
  it.each([
    [
      { x: 0, y: 0 },
      { x: 0, y: 0 },
    ],
    [
      { x: 80_000, y: 60_000 },
      { x: 800, y: 600 },
    ],
    [
      { x: 40_000, y: 15_000 },
      { x: 400, y: 150 },
    ],
    [
      { x: 12_345, y: 678 },
      { x: 123.45, y: 6.78 },
    ],
  ])('%j lands on %j', (position, expected) => {
    expect(toCanvas(position)).toEqual(expected);
  });
});
