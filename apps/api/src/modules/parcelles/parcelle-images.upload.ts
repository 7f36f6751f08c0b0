// Reads a plot picture upload (multipart, repeated field `images`) file by file: each file is judged
// by its first bytes (JPEG, PNG or WebP, never its name or declared type), read up to 10 MiB and no
// further, checked against decompression bombs from its header, then stored as its WebP sizes and
// a full-size copy (the "original") under `parcelles/<plotId>/<imageId>/`. Every one of them is
// public and none carries the file's metadata (camera, GPS position: ADR 051); the bytes as sent
// are not kept. Any failure, including a client that hangs up midway, deletes every file this
// request stored before the error goes on.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import {
  IMAGE_FIELD,
  IMAGES_MISSING,
  PLOT_IMAGES,
  TOO_MANY_IMAGES_PER_REQUEST,
  imageFormatMessage,
  imageTooLargeMessage,
  imageTooManyPixelsMessage,
  imageUnreadableMessage,
  isImageMimeType,
  tooManyImagesForPlot,
} from '@parcelles/shared/contracts/parcelle-images';
import type { ImageVariante } from '@parcelles/shared/contracts/parcelles';
import { AppError, MESSAGES, invalidData } from '@parcelles/shared/errors';
import {
  ImageTooLargeError,
  ImageUnreadableError,
  readImageFacts,
  renderSizes,
  stripMetadata,
} from '../../lib/image-sizes';
import type { Storage } from '../../plugins/storage';
import { IMAGE_MESSAGES } from '../mail/messages';
import { cleanFileName } from '../../lib/file-names';
import { deleteStored } from '../../plugins/storage';
import { plotImageKey } from './parcelle-images.keys';
import type { NewImage } from './parcelle-images.repository';

/** file-type reads at most this many bytes to recognise a format. */
const SNIFF_BYTES = 4100;

/** Limits handed to @fastify/multipart (busboy) for the upload route. */
export const IMAGE_UPLOAD_LIMITS = {
  fileSize: PLOT_IMAGES.maxSizeBytes,
  // One more than allowed, so the eleventh file is seen and refused with our message.
  files: PLOT_IMAGES.maxPerRequest + 1,
  fields: 5,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: PLOT_IMAGES.maxPerRequest + 6,
  headerPairs: 20,
};
/** Whole request: ten full files plus multipart framing. */
export const MAX_IMAGE_UPLOAD_BYTES = PLOT_IMAGES.maxPerRequest * PLOT_IMAGES.maxSizeBytes + 1024 * 1024;

export interface UploadedImage extends NewImage {
  nomFichier: string;
  tailleOctets: number;
}

export interface ImageUpload {
  images: UploadedImage[];
  /** Every key stored for this request, to delete if anything fails later. */
  keys: string[];
}

const field = (message: string) => ({ [IMAGE_FIELD]: message });

const tooLarge = (name: string) =>
  new AppError('PAYLOAD_TOO_LARGE', {
    status: 413,
    message: imageTooLargeMessage(name),
    errors: field(imageTooLargeMessage(name)),
  });
const tooManyPixels = (name: string) =>
  new AppError('PAYLOAD_TOO_LARGE', {
    status: 413,
    message: imageTooManyPixelsMessage(name),
    errors: field(imageTooManyPixelsMessage(name)),
  });
const badFormat = (name: string) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', {
    status: 415,
    message: imageFormatMessage(name),
    errors: field(imageFormatMessage(name)),
  });
const unreadable = (name: string) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', {
    status: 415,
    message: imageUnreadableMessage(name),
    errors: field(imageUnreadableMessage(name)),
  });
const tooManyInRequest = () => invalidData(field(TOO_MANY_IMAGES_PER_REQUEST), TOO_MANY_IMAGES_PER_REQUEST);
export const plotFull = (current: number) =>
  new AppError('CONFLICT', {
    status: 409,
    message: tooManyImagesForPlot(current),
    errors: field(tooManyImagesForPlot(current)),
  });
export const noImage = () => invalidData(field(IMAGES_MISSING), IMAGES_MISSING);

/** What the multipart reader throws, in the API's words; our own AppErrors pass through. */
function asAppError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return tooManyInRequest();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('PAYLOAD_TOO_LARGE', { status: 413, message: MESSAGES.payloadTooLarge });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', { status: 415, message: IMAGE_MESSAGES.notMultipart });
  }
  if (code === 'FST_PROTO_VIOLATION') return new AppError('VALIDATION_ERROR', { status: 400 });
  // Busboy's "Unexpected end of form", a premature close: the body was cut off or malformed.
  return new AppError('VALIDATION_ERROR', { status: 400, message: IMAGE_MESSAGES.uploadInterrupted });
}

/** The file's bytes, refused as soon as it is not an image by its first bytes or passes 10 MiB. */
async function readImageFile(
  part: MultipartFile,
  name: string,
): Promise<{ bytes: Buffer; typeMime: string }> {
  let limitReached = false;
  part.file.once('limit', () => {
    limitReached = true;
  });
  const chunks: Buffer[] = [];
  let size = 0;
  let typeMime: string | undefined;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    // Busboy stops a file at the limit and flags it; we refuse it as soon as that happens.
    if (limitReached || part.file.truncated) throw tooLarge(name);
    chunks.push(chunk);
    size += chunk.length;
    if (typeMime === undefined && size >= SNIFF_BYTES) typeMime = await sniff(Buffer.concat(chunks), name);
  }
  if (limitReached || part.file.truncated) throw tooLarge(name);
  const bytes = Buffer.concat(chunks);
  return { bytes, typeMime: typeMime ?? (await sniff(bytes, name)) };
}

async function sniff(head: Buffer, name: string): Promise<string> {
  // An empty file is no image either.
  const detected = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
  if (!detected || !isImageMimeType(detected.mime)) throw badFormat(name);
  return detected.mime;
}

async function storeImage(
  part: MultipartFile,
  parcelleId: string,
  storage: Storage,
  keys: string[],
): Promise<UploadedImage> {
  const name = cleanFileName(part.filename, 'image');
  const { bytes, typeMime } = await readImageFile(part, name);
  let variantes: ImageVariante[];
  const id = randomUUID();
  try {
    const facts = await readImageFacts(bytes, PLOT_IMAGES);
    const sizes = await renderSizes(bytes, { width: facts.width, maxPixels: PLOT_IMAGES.maxPixels });
    const published = await stripMetadata(bytes, typeMime, PLOT_IMAGES.maxPixels);
    variantes = [];
    const original = plotImageKey(parcelleId, id, 'original');
    keys.push(original);
    await storage.put(original, published, { contentType: typeMime });
    for (const size of sizes) {
      const cle = plotImageKey(parcelleId, id, size.taille);
      keys.push(cle);
      await storage.put(cle, size.bytes, { contentType: 'image/webp' });
      variantes.push({ taille: size.taille, cle, largeur: size.largeur, hauteur: size.hauteur });
    }
    return {
      id,
      cle: original,
      typeMime,
      variantes,
      nomFichier: name,
      tailleOctets: bytes.length,
    };
  } catch (err) {
    if (err instanceof ImageTooLargeError) throw tooManyPixels(name);
    if (err instanceof ImageUnreadableError) throw unreadable(name);
    throw err;
  }
}

async function drain(part: MultipartFile): Promise<void> {
  for await (const _chunk of part.file) {
    // Parts we do not take are read to the end so the next part can arrive.
  }
}

/**
 * Reads every part. Fields and files outside `images` are ignored; more files than the request or
 * the plot allows (`room`: pictures the plot may still take), one too big or not an image fail the
 * whole upload, and so does no file at all.
 */
export async function receiveImageUpload(
  parts: AsyncIterable<Multipart>,
  { storage, log }: { storage: Storage; log: FastifyBaseLogger },
  { parcelleId, current }: { parcelleId: string; current: number },
): Promise<ImageUpload> {
  const images: UploadedImage[] = [];
  const keys: string[] = [];
  try {
    for await (const part of parts) {
      if (part.type === 'field') continue;
      if (part.fieldname !== IMAGE_FIELD) {
        await drain(part);
        continue;
      }
      if (images.length >= PLOT_IMAGES.maxPerRequest) throw tooManyInRequest();
      if (current + images.length >= PLOT_IMAGES.maxPerPlot) throw plotFull(current);
      images.push(await storeImage(part, parcelleId, storage, keys));
    }
    if (images.length === 0) throw noImage();
    return { images, keys };
  } catch (err) {
    await deleteStored(storage, keys, log);
    throw asAppError(err);
  }
}
