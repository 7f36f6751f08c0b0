import type { Clock } from '../src/lib/clock';

/** A clock that runs with real time but can be moved ahead: `advance(ms)` jumps that far. */
export function movableClock(): Clock & { advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}
