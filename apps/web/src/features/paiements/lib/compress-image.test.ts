import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COMPRESS_ABOVE_BYTES,
  LONG_SIDE,
  compressProofImage,
  jpegName,
  needsCompression,
  targetSize,
} from './compress-image';

const MB = 1024 * 1024;
const meta = (type: string, size: number) => ({ type, size });

describe('which proof files are shrunk before sending', () => {
  it('shrinks a photo heavier than 1 MB or longer than 2000 px, or a WebP (not accepted as is)', () => {
    expect(needsCompression(meta('image/jpeg', 6 * MB), 4000, 3000)).toBe(true);
    expect(needsCompression(meta('image/jpeg', COMPRESS_ABOVE_BYTES + 1), 1200, 900)).toBe(true);
    expect(needsCompression(meta('image/png', 300_000), 2400, 1000)).toBe(true);
    expect(needsCompression(meta('image/webp', 100_000), 800, 600)).toBe(true);
  });

  it('leaves a small photo and every PDF as they are', () => {
    expect(needsCompression(meta('image/jpeg', 400_000), 1600, 1200)).toBe(false);
    expect(needsCompression(meta('image/png', COMPRESS_ABOVE_BYTES), LONG_SIDE, LONG_SIDE)).toBe(false);
    expect(needsCompression(meta('application/pdf', 8 * MB), 0, 0)).toBe(false);
  });

  it('brings the long side down to 2000 px, keeping the proportions, and never enlarges', () => {
    expect(targetSize(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(targetSize(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    expect(targetSize(1200, 900)).toEqual({ width: 1200, height: 900 });
  });

  it('names the re-encoded file .jpg', () => {
    expect(jpegName('IMG_2041.PNG')).toBe('IMG_2041.jpg');
    expect(jpegName('recu.final.webp')).toBe('recu.final.jpg');
    expect(jpegName('photo')).toBe('photo.jpg');
  });
});

describe('compressProofImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the original when the browser cannot decode the photo', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new DOMException('bad image', 'InvalidStateError'))),
    );
    const original = new File([new Uint8Array(2 * MB)], 'recu.jpg', { type: 'image/jpeg' });
    expect(await compressProofImage(original)).toBe(original);
  });

  it('never touches a PDF', async () => {
    const decode = vi.fn();
    vi.stubGlobal('createImageBitmap', decode);
    const pdf = new File([new Uint8Array(3 * MB)], 'bordereau.pdf', { type: 'application/pdf' });
    expect(await compressProofImage(pdf)).toBe(pdf);
    expect(decode).not.toHaveBeenCalled();
  });
});
