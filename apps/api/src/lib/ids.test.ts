import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

describe('isUuid', () => {
  it('accepts a UUID in either case and refuses anything else', () => {
    expect(isUuid('0b6f2a7e-3c1d-4e5f-9a8b-7c6d5e4f3a2b')).toBe(true);
    expect(isUuid('0B6F2A7E-3C1D-4E5F-9A8B-7C6D5E4F3A2B')).toBe(true);
    for (const id of [
      '',
      'abc',
      '0b6f2a7e-3c1d-4e5f-9a8b-7c6d5e4f3a2',
      "0b6f2a7e-3c1d-4e5f-9a8b-7c6d5e4f3a2b' or 1=1",
    ]) {
      expect(isUuid(id)).toBe(false);
    }
  });
});
