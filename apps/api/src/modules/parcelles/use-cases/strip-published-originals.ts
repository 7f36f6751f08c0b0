// ADR 051: pictures uploaded before it were published at `…/original` byte for byte, with their
// camera's EXIF (GPS position, dates, serial number), XMP and IPTC. This pass rewrites each such
// file in place as an upload now stores it: full size, upright, without metadata, in its own format.
// A clean file is left alone, so the pass may run again, and on a running server (a write replaces
// a file whole). Demo photos (`demo/`) are rendered by sharp from drawings and carry none.
import sharp from 'sharp';
import { PLOT_IMAGES } from '@parcelles/shared/contracts/parcelle-images';
import { stripMetadata } from '../../../lib/image-sizes';
import type { Storage } from '../../../plugins/storage';
import { PLOT_IMAGE_PREFIX } from '../parcelle-images.keys';

export interface StripResult {
  /** Published originals looked at. */
  checked: number;
  /** Rewritten without their metadata. */
  stripped: number;
  /** Keys that could not be read or rewritten (left as they were). */
  failed: string[];
}

const TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** What an upload no longer publishes: any metadata, or an orientation still to apply. */
const carriesMetadata = (meta: sharp.Metadata) =>
  [meta.exif, meta.xmp, meta.iptc, meta.icc, meta.tifftagPhotoshop].some((part) => part !== undefined) ||
  (meta.comments?.length ?? 0) > 0 ||
  (meta.orientation ?? 1) !== 1;

async function readAll(stream: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export async function stripPublishedOriginals(storage: Storage): Promise<StripResult> {
  const result: StripResult = { checked: 0, stripped: 0, failed: [] };
  for await (const { key } of storage.list(PLOT_IMAGE_PREFIX)) {
    if (!key.endsWith('/original')) continue;
    result.checked += 1;
    try {
      const object = await storage.get(key);
      // Deleted since it was listed.
      if (!object) continue;
      const bytes = await readAll(object.stream);
      const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
      const typeMime = TYPES[meta.format ?? ''];
      if (!typeMime) throw new Error(`not a published picture type: ${meta.format}`);
      if (!carriesMetadata(meta)) continue;
      const clean = await stripMetadata(bytes, typeMime, PLOT_IMAGES.maxPixels);
      await storage.put(key, clean, { contentType: typeMime });
      result.stripped += 1;
    } catch {
      result.failed.push(key);
    }
  }
  return result;
}
