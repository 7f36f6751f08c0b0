import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PHOTO_COUNT, generateCity } from './city';
import { generateDemoMedia, renderPhotoSvg } from './photos';

const city = generateCity({ count: 50 });
const directories: string[] = [];

afterAll(async () => {
  await Promise.all(directories.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('generateDemoMedia', () => {
  it('writes WebP photos and the site plan under content-hashed names, then reuses them', async () => {
    const root = await mkdtemp(join(tmpdir(), 'cite-malaika-media-'));
    directories.push(root);
    const dir = join(root, 'nested', 'media');

    const media = await generateDemoMedia(dir, city);
    expect(media.photos).toHaveLength(PHOTO_COUNT);
    expect(media.sitePlan).toMatch(/^site-plan-[0-9a-f]{10}\.svg$/);
    media.photos.forEach((name, index) => {
      expect(name).toMatch(new RegExp(`^photo-${String(index).padStart(2, '0')}-[0-9a-f]{10}\\.webp$`));
    });
    for (const name of media.photos) {
      const bytes = await readFile(join(dir, name));
      expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
      expect(bytes.length).toBeLessThan(150 * 1024);
    }
    expect((await readFile(join(dir, media.sitePlan), 'utf8')).startsWith('<svg')).toBe(true);
    // Card and gallery sizes of their own; the 1200 px original is the full-screen size.
    expect(media.sizes).toHaveLength(PHOTO_COUNT);
    const resized: string[] = [];
    for (const [index, sizes] of media.sizes.entries()) {
      expect(sizes.map(({ taille, largeur, hauteur }) => [taille, largeur, hauteur])).toEqual([
        ['carte', 480, 320],
        ['galerie', 1024, 683],
        ['plein', 1200, 800],
      ]);
      expect(sizes[2]!.name).toBe(media.photos[index]);
      for (const size of sizes.slice(0, 2)) {
        const meta = await sharp(await readFile(join(dir, size.name))).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', size.largeur, size.hauteur]);
        resized.push(size.name);
      }
    }
    expect((await readdir(dir)).sort()).toEqual([media.sitePlan, ...media.photos, ...resized].sort());

    const started = performance.now();
    const again = await generateDemoMedia(dir, city);
    expect(again).toEqual(media);
    expect(performance.now() - started).toBeLessThan(1_500);
  }, 60_000);

  it('renders a different scene for each photo index, the same one every time', () => {
    expect(renderPhotoSvg(3)).toBe(renderPhotoSvg(3));
    expect(new Set(Array.from({ length: PHOTO_COUNT }, (_, i) => renderPhotoSvg(i))).size).toBe(PHOTO_COUNT);
  });
});
