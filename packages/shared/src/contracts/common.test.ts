import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryDate } from './common';

describe('queryDate', () => {
  const schema = z.object({ du: queryDate('Date invalide') });
  const parse = (du: unknown) => schema.safeParse({ du });

  it('keeps a real calendar day typed as AAAA-MM-JJ, and treats blank as no filter', () => {
    expect(parse('2026-02-28').data).toEqual({ du: '2026-02-28' });
    expect(parse(' 2024-02-29 ').data).toEqual({ du: '2024-02-29' });
    expect(parse('').data).toEqual({ du: undefined });
    expect(parse(undefined).data).toEqual({ du: undefined });
  });

  it('refuses days that do not exist and other spellings with the one French message', () => {
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-1-5',
      '05/01/2026',
      'hier',
      '2026-01-01T00:00',
      42,
    ]) {
      const result = parse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Date invalide');
    }
  });
});
