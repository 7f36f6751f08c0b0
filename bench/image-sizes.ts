// Bytes of each size the server makes of a plot picture (ADR 013), and the time one upload's
// processing takes (header check, decode, resize, WebP encode of every size, the full-size copy
// without metadata of ADR 051; storage writes not included): for a demo photo (1200×800 WebP) and for a photo-like 4000×3000 JPEG (a 12 MP phone
// photo: gradient sky and ground with fine noise, EXIF orientation 6). `npm run bench:images`.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { PLOT_IMAGES } from '../packages/shared/src/contracts/parcelle-images';
import { generateCity } from '../apps/api/src/demo/city';
import { generateDemoMedia } from '../apps/api/src/demo/photos';
import { readImageFacts, renderSizes, stripMetadata } from '../apps/api/src/lib/image-sizes';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function photoLikeJpeg(width: number, height: number): Promise<Buffer> {
  const sky = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a6fb5"/><stop offset="1" stop-color="#dfe9f2"/></linearGradient>
        <linearGradient id="soil" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9c6b3c"/><stop offset="0.5" stop-color="#b5542c"/><stop offset="1" stop-color="#6e7d35"/></linearGradient>
      </defs>
      <rect width="${width}" height="${height * 0.45}" fill="url(#sky)"/>
      <rect y="${height * 0.45}" width="${width}" height="${height * 0.55}" fill="url(#soil)"/>
    </svg>`,
  );
  // Grain like a phone sensor's, so the encoder has real detail to keep.
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .png()
    .toBuffer();
  // Detail at every scale (grass, clods, leaves): noise drawn at 1/10 and 1/3 of the size, enlarged.
  const blotches = await Promise.all(
    [10, 3].map((factor) =>
      sharp({
        create: {
          width: Math.round(width / factor),
          height: Math.round(height / factor),
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 30 },
        },
      })
        .resize({ width, height, kernel: 'cubic' })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(sky)
    .composite([
      ...blotches.map((input) => ({ input, blend: 'overlay' as const })),
      { input: grain, blend: 'soft-light' },
    ])
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function measure(label: string, bytes: Buffer, typeMime: string) {
  const times: number[] = [];
  let sizes: Awaited<ReturnType<typeof renderSizes>> = [];
  let published = bytes;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const facts = await readImageFacts(bytes, PLOT_IMAGES);
    sizes = await renderSizes(bytes, { width: facts.width, maxPixels: PLOT_IMAGES.maxPixels });
    published = await stripMetadata(bytes, typeMime, PLOT_IMAGES.maxPixels);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`\n${label}: uploaded ${kb(bytes.length)}, published original ${kb(published.length)}`);
  for (const size of sizes) {
    console.log(
      `  ${size.taille.padEnd(8)} ${String(size.largeur).padStart(4)}×${size.hauteur}  ${kb(size.bytes.length)}`,
    );
  }
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `  processing: median ${median.toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms over ${RUNS} runs`,
  );
  return {
    original: bytes.length,
    published: published.length,
    sizes: sizes.map(({ taille, largeur, hauteur, bytes: b }) => ({
      taille,
      largeur,
      hauteur,
      octets: b.length,
    })),
    medianMs: Math.round(median),
  };
}

const dir = await mkdtemp(join(tmpdir(), 'bench-images-'));
try {
  const media = await generateDemoMedia(dir, generateCity({ count: 10 }));
  console.log(
    `sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, ${sharp.concurrency()} threads`,
  );
  const demo = media.photos[0]!;
  console.log(`\nDemo photo as served (${demo}):`);
  for (const size of media.sizes[0]!) {
    const bytes = await readFile(join(dir, size.name));
    console.log(
      `  ${size.taille.padEnd(8)} ${String(size.largeur).padStart(4)}×${size.hauteur}  ${kb(bytes.length)}`,
    );
  }
  await measure('Demo photo uploaded (1200×800 WebP)', await readFile(join(dir, demo)), 'image/webp');
  await measure(
    'Phone photo (4000×3000 JPEG, q88, EXIF orientation 6)',
    await photoLikeJpeg(4000, 3000),
    'image/jpeg',
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
