import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readImageDimensions } from './image-header';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#a0522d' } });

describe('readImageDimensions', () => {
  it('reads a PNG’s size from its IHDR, and asks for more before it', async () => {
    const png = await picture(37, 21).png().toBuffer();
    expect(readImageDimensions(png, 'image/png')).toEqual({ width: 37, height: 21 });
    expect(readImageDimensions(png.subarray(0, 24), 'image/png')).toEqual({ width: 37, height: 21 });
    expect(readImageDimensions(png.subarray(0, 23), 'image/png')).toBe('more');
  });

  it('walks a JPEG’s segments past its EXIF to the frame header, whatever its type', async () => {
    const jpeg = await picture(64, 48)
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'x'.repeat(10_000) } })
      .toBuffer();
    expect(readImageDimensions(jpeg, 'image/jpeg')).toEqual({ width: 64, height: 48 });
    expect(readImageDimensions(jpeg.subarray(0, 4100), 'image/jpeg')).toBe('more');
    const progressive = await picture(64, 48).jpeg({ progressive: true }).toBuffer();
    expect(readImageDimensions(progressive, 'image/jpeg')).toEqual({ width: 64, height: 48 });
  });

  it('gives up on bytes that are not what they claim, or a type it does not read', () => {
    expect(readImageDimensions(Buffer.from('not a png at all, really'), 'image/png')).toBeNull();
    expect(readImageDimensions(Buffer.from([0xff, 0xd8, 0x00, 0x00]), 'image/jpeg')).toBeNull();
    // A scan starting before any frame header.
    expect(readImageDimensions(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]), 'image/jpeg')).toBeNull();
    expect(readImageDimensions(Buffer.from('%PDF-1.4'), 'application/pdf')).toBeNull();
  });
});
