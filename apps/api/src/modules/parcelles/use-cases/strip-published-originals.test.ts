// ADR 051: a picture uploaded before it (its `…/original` the bytes as sent, camera and GPS
// included) is rewritten without its metadata; a clean one, an unreadable one, a proof and a second
// run are left alone.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type Storage } from '../../../plugins/storage';
import { plotImageKey } from '../parcelle-images.keys';
import { stripPublishedOriginals } from './strip-published-originals';

let dir: string;
let storage: Storage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'strip-originals-'));
  storage = createLocalStorage(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const read = async (key: string) => {
  const chunks: Buffer[] = [];
  for await (const chunk of (await storage.get(key))!.stream as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('stripPublishedOriginals', () => {
  it('rewrites an original published with its EXIF, upright, and changes nothing the second time', async () => {
    const camera = 'AncienAppareil-7';
    const raw = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#7a5' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: camera }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '11/1 39/1 50/1' } })
      .toBuffer();
    const clean = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#357' } })
      .png()
      .toBuffer();
    const plot = randomUUID();
    const old = plotImageKey(plot, randomUUID(), 'original');
    const fine = plotImageKey(plot, randomUUID(), 'original');
    const size = plotImageKey(plot, randomUUID(), 'carte');
    await storage.put(old, raw, { contentType: 'image/jpeg' });
    await storage.put(fine, clean, { contentType: 'image/png' });
    await storage.put(size, raw, { contentType: 'image/webp' });
    await storage.put('preuves/photo', raw, { contentType: 'image/jpeg' });
    // A file it cannot read is named and left alone; the others are still done.
    const broken = plotImageKey(plot, randomUUID(), 'original');
    await storage.put(broken, Buffer.from('pas une image'), { contentType: 'image/jpeg' });

    expect(await stripPublishedOriginals(storage)).toEqual({ checked: 3, stripped: 1, failed: [broken] });
    const rewritten = await read(old);
    const meta = await sharp(rewritten).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 200, 300]);
    expect([meta.exif, meta.xmp, meta.icc, meta.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(rewritten.includes(camera)).toBe(false);
    // Only published originals are its business: the clean one, a size and a proof are as they were.
    expect((await read(fine)).equals(clean)).toBe(true);
    expect((await read(size)).equals(raw)).toBe(true);
    expect((await read('preuves/photo')).equals(raw)).toBe(true);

    expect(await stripPublishedOriginals(storage)).toEqual({ checked: 3, stripped: 0, failed: [broken] });
    expect((await read(old)).equals(rewritten)).toBe(true);
  });
});
