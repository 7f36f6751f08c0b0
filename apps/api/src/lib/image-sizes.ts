// The WebP sizes of a plot picture (IMAGE_TAILLES, ADR 013), made by sharp from the uploaded bytes:
// turned upright by its EXIF orientation, metadata dropped (WebP output carries none unless asked),
// never enlarged. The picture is decoded once, shrunk to the largest size it needs, and the smaller
// sizes are made from those pixels. The full-size copy published as the "original" is the same
// picture re-encoded in its own format, upright and without any metadata (ADR 051).
import sharp from 'sharp';
import { IMAGE_TAILLES, type ImageTaille } from '@parcelles/shared/contracts/parcelles';

export const WEBP_OPTIONS = { quality: 75, effort: 4 } as const;

export interface PlannedSize {
  taille: ImageTaille;
  largeur: number;
}

/**
 * The sizes a picture `width` pixels wide gets: always the card size (at most 480), then each larger
 * size only while the original is wider than the size below it, at most its own width. So a
 * 300 px picture has one size (300), an 800 px one two (480, 800), a 1200 px one three
 * (480, 1024, 1200), and no two sizes are the same file.
 */
export function planSizes(width: number): PlannedSize[] {
  const order: ImageTaille[] = ['carte', 'galerie', 'plein'];
  const sizes: PlannedSize[] = [];
  let below = 0;
  for (const taille of order) {
    if (width <= below) break;
    const largeur = Math.min(width, IMAGE_TAILLES[taille]);
    sizes.push({ taille, largeur });
    below = largeur;
  }
  return sizes;
}

export interface RenderedSize extends PlannedSize {
  hauteur: number;
  bytes: Buffer;
}

export interface ImageFacts {
  /** Upright width and height (after the EXIF orientation). */
  width: number;
  height: number;
}

export class ImageTooLargeError extends Error {}
export class ImageUnreadableError extends Error {}

export interface ImageLimits {
  /** Decoded pixels (width × height). */
  maxPixels: number;
  /** Pixels on either side. */
  maxSide: number;
}

/** Upright dimensions from the header alone; throws ImageUnreadableError or ImageTooLargeError. */
export async function readImageFacts(
  bytes: Buffer,
  { maxPixels, maxSide }: ImageLimits,
): Promise<ImageFacts> {
  let meta: sharp.Metadata;
  try {
    // The header alone: the pixel bound is checked below, with its own message.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (err) {
    throw new ImageUnreadableError(String(err));
  }
  if (!meta.width || !meta.height) throw new ImageUnreadableError('no dimensions');
  if (meta.width * meta.height > maxPixels || meta.width > maxSide || meta.height > maxSide) {
    throw new ImageTooLargeError(`${meta.width}x${meta.height}`);
  }
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/** Every planned size of the picture as WebP. Throws ImageUnreadableError on a corrupt file. */
export async function renderSizes(
  bytes: Buffer,
  { width, maxPixels }: { width: number; maxPixels: number },
): Promise<RenderedSize[]> {
  const plan = planSizes(width);
  const largest = plan.at(-1);
  if (!largest) return [];
  try {
    // failOn 'error': a truncated or corrupt file is refused instead of rendered half grey.
    const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: largest.largeur, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    return await Promise.all(
      plan.map(async ({ taille, largeur }) => {
        const out = await sharp(data, { raw })
          .resize({ width: largeur, withoutEnlargement: true })
          .webp(WEBP_OPTIONS)
          .toBuffer({ resolveWithObject: true });
        return { taille, largeur: out.info.width, hauteur: out.info.height, bytes: out.data };
      }),
    );
  } catch (err) {
    throw new ImageUnreadableError(String(err));
  }
}

/** Near the camera's own quality: the full size is what someone zooming in or downloading gets. */
const ORIGINAL_JPEG_OPTIONS = { quality: 90 } as const;
const ORIGINAL_WEBP_OPTIONS = { quality: 90 } as const;

/**
 * The picture at full size as it is published (`…/original`): upright (the EXIF orientation
 * applied, then dropped), colours turned to sRGB from an embedded profile, in its own format, and
 * nothing else of the file kept: no EXIF (camera, GPS position, dates), XMP, IPTC nor ICC profile,
 * since sharp writes none unless asked. Throws ImageUnreadableError on a corrupt file.
 */
export async function stripMetadata(bytes: Buffer, typeMime: string, maxPixels: number): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
  try {
    if (typeMime === 'image/png') return await image.png().toBuffer();
    if (typeMime === 'image/webp') return await image.webp(ORIGINAL_WEBP_OPTIONS).toBuffer();
    if (typeMime === 'image/jpeg') return await image.jpeg(ORIGINAL_JPEG_OPTIONS).toBuffer();
  } catch (err) {
    throw new ImageUnreadableError(String(err));
  }
  throw new ImageUnreadableError(`not a published picture type: ${typeMime}`);
}
