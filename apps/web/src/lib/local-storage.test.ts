import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, subscribeToStorage, writeStored } from './local-storage';

afterEach(() => vi.restoreAllMocks());

describe('local storage', () => {
  it('reads back what was written, and null once removed', () => {
    writeStored('cle', 'valeur');
    expect(readStored('cle')).toBe('valeur');
    writeStored('cle', null);
    expect(readStored('cle')).toBeNull();
  });

  it('tells subscribers of a write in this tab and of a change in another tab', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToStorage(onChange);
    writeStored('cle', 'valeur');
    window.dispatchEvent(new StorageEvent('storage', { key: 'cle' }));
    expect(onChange).toHaveBeenCalledTimes(2);

    unsubscribe();
    writeStored('cle', 'autre');
    window.dispatchEvent(new StorageEvent('storage', { key: 'cle' }));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('reads nothing and writes nothing when storage is disabled', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readStored('cle')).toBeNull();
    expect(() => writeStored('cle', 'valeur')).not.toThrow();
  });
});
