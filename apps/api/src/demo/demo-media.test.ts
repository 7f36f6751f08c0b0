// ADR 029: the server seeds the demo city and answers before its photos are written; a photo a
// visitor asks for meanwhile is written for that request, never missing.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { PHOTO_COUNT } from './city';
import { seedDemoCity, type SeedResult } from './index';

let mediaDir: string;
let database: DatabaseHandle;
let app: FastifyInstance;
let seeded: SeedResult;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'parcelles-demo-later-'));
  database = await openDatabase({ pgliteDir: 'memory://' });
  seeded = await database.withSetupLock((db) => seedDemoCity(db, { mediaDir, count: 300, photos: 'later' }));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'parcelles-test-data'),
    WEB_DIST: path.join(os.tmpdir(), 'parcelles-no-web'),
  });
  app = await buildApp({ config: { ...config, mediaDir }, database, demoMedia: seeded.media });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

interface Photo {
  url: string;
  srcset: string;
}

async function plotPhotos(): Promise<Photo[]> {
  const res = await app.inject('/api/v1/parcelles?limit=50');
  const plots = (res.json() as { data: { parcelles: { photos: Photo[] }[] } }).data.parcelles;
  return plots.flatMap((plot) => plot.photos);
}

describe('the demo photos written after the server answers', () => {
  it('seeds all the plots and writes only the site plan before answering', async () => {
    expect(seeded.inserted).toBe(300);
    const files = await readdir(path.join(mediaDir, 'demo'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^site-plan-[0-9a-f]{10}\.svg$/);
    const plan = await app.inject('/api/v1/plan');
    const image = (plan.json() as { data: { image: string } }).data.image;
    expect((await app.inject(image)).statusCode).toBe(200);
  });

  it('serves a photo not written yet, at the size asked for, to every request at once', async () => {
    const photo = (await plotPhotos())[0]!;
    const [url, width] = photo.srcset.split(',')[0]!.trim().split(/\s+/) as [string, string];
    expect(width).toBe('480w');
    const original = photo.srcset.split(',').at(-1)!.trim().split(/\s+/)[0]!;
    const answers = await Promise.all([app.inject(url), app.inject(url), app.inject(original)]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
    const meta = await sharp(answers[0]!.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 320]);
    expect((await sharp(answers[2]!.rawPayload).metadata()).width).toBe(1200);
  }, 60_000);

  it('answers a demo name it does not know with a 404', async () => {
    const res = await app.inject('/media/demo/photo-99-0000000000.webp');
    expect(res.statusCode).toBe(404);
  });

  it('writes every photo and its sizes in the background, then serves them from the folder', async () => {
    await seeded.media!.renderAll({ concurrency: 2 });
    const files = await readdir(path.join(mediaDir, 'demo'));
    // The site plan, and three sizes of each photo (the largest is the original).
    expect(files.filter((f) => f.endsWith('.webp'))).toHaveLength(PHOTO_COUNT * 3);
    for (const photo of await plotPhotos()) {
      for (const entry of photo.srcset.split(',')) {
        const res = await app.inject(entry.trim().split(/\s+/)[0]!);
        expect(res.statusCode).toBe(200);
      }
    }
  }, 120_000);
});
