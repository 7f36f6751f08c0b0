// ADR 025: a plot's link preview picture (`og:image`), its cover cropped to 1200×630, the size
// messaging apps and social networks show best. Made from the cover the site already serves (a
// demo file or an uploaded picture, fetched in-process) on first request, then kept in memory.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { AppError, MESSAGES } from '@parcelles/shared/errors';
import { MEDIA_PREFIX } from '../lib/urls';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** Previews kept; each is about 100 KB. */
const CACHE_SIZE = 100;

/** The largest size of a picture (its `srcset`'s widest entry), the sharpest to crop from. */
export function largestPicture(photo: { url: string; srcset: string }): string {
  let best = { url: photo.url, width: 0 };
  for (const entry of photo.srcset.split(',')) {
    const [url, width] = entry.trim().split(/\s+/);
    const w = Number.parseInt(width ?? '', 10);
    if (url && w > best.width) best = { url, width: w };
  }
  return best.url;
}

export function linkPreviewImageRoutes({ coverOf }: { coverOf: (plotId: string) => Promise<string | null> }) {
  // By cover URL: covers are named by content, so a new cover is a new entry.
  const cache = new Map<string, Buffer>();
  return async (app: FastifyInstance) => {
    app.get<{ Params: { name: string } }>(
      `${MEDIA_PREFIX}og/parcelle/:name`,
      { schema: { hide: true } },
      async (request, reply) => {
        const plotId = request.params.name.replace(/\.jpg$/, '');
        const cover = request.params.name.endsWith('.jpg') ? await coverOf(plotId) : null;
        const source = cover ? await app.inject(cover) : null;
        if (!cover || !source || source.statusCode !== 200) {
          return reply
            .code(404)
            .header('Cache-Control', 'no-store')
            .send(new AppError('NOT_FOUND', { status: 404, message: MESSAGES.notFound }).toJSON());
        }
        let image = cache.get(cover);
        if (!image) {
          image = await sharp(source.rawPayload)
            .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover' })
            .jpeg({ quality: 80, mozjpeg: true })
            .toBuffer();
          if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
          cache.set(cover, image);
        }
        // The cover of a plot may change: a day, not forever.
        return reply.header('Cache-Control', 'public, max-age=86400').type('image/jpeg').send(image);
      },
    );
  };
}
