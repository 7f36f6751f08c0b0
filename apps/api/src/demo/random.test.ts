import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const draw = (seed: number | string) => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw(2026)).toEqual(draw(2026));
    expect(draw('photo-1')).toEqual(draw('photo-1'));
    expect(draw(2026)).not.toEqual(draw(2027));
  });

  it('pins the sequence, so the demo city is the same on every machine', () => {
    const random = createRandom(1);
    expect(Array.from({ length: 3 }, () => random.int(0, 1_000_000))).toMatchInlineSnapshot(`
      [
        627074,
        2735,
        527447,
      ]
    `);
  });

  it('keeps int() within its bounds, both included', () => {
    const random = createRandom(7);
    const values = new Set(Array.from({ length: 2_000 }, () => random.int(3, 6)));
    expect([...values].sort()).toEqual([3, 4, 5, 6]);
  });

  it('follows the weights in weighted()', () => {
    const random = createRandom(11);
    const picks = Array.from({ length: 10_000 }, () =>
      random.weighted([
        ['rare', 1],
        ['common', 9],
      ] as const),
    );
    const share = picks.filter((pick) => pick === 'rare').length / picks.length;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.12);
  });

  it('shuffles a copy without losing items', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = createRandom(3).shuffle(items);
    expect(shuffled).not.toBe(items);
    expect([...shuffled].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('derives forks from the seed, not from the draws made before', () => {
    const a = createRandom(5);
    const b = createRandom(5);
    b.next();
    expect(a.fork('lots').next()).toBe(b.fork('lots').next());
    expect(a.fork('lots').next()).not.toBe(a.fork('photos').next());
  });
});
