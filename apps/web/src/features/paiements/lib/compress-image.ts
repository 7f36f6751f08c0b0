// A proof photo is shrunk in the browser before it is sent (issue 14, ADR 026): a 6 MB phone photo
// takes minutes on a weak mobile network, and the staff only need to read it. PDFs go untouched.

/** Photos this size or smaller, and no longer than LONG_SIDE on their long side, go as they are. */
export const COMPRESS_ABOVE_BYTES = 1024 * 1024;
/** The long side of a shrunk photo: a receipt or a transfer slip stays legible. */
export const LONG_SIDE = 2000;
const QUALITY = 0.8;
// The proofs accept JPEG, PNG and PDF (PROOF_FILES): a WebP photo is re-encoded as JPEG too.
const COMPRESSIBLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Whether a file is a photo worth re-encoding, judged by its type and size, before decoding it. */
export const isCompressible = (file: Pick<File, 'type'>): boolean => COMPRESSIBLE.has(file.type);

/**
 * Whether a decoded photo is re-encoded: it is heavier than COMPRESS_ABOVE_BYTES, longer than
 * LONG_SIDE, or in a type the proofs do not accept.
 */
export function needsCompression(file: Pick<File, 'type' | 'size'>, width: number, height: number): boolean {
  if (!isCompressible(file)) return false;
  return (
    file.type === 'image/webp' || file.size > COMPRESS_ABOVE_BYTES || Math.max(width, height) > LONG_SIDE
  );
}

/** The size a photo is drawn at: its long side brought down to LONG_SIDE, never enlarged. */
export function targetSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, LONG_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** photo.png → photo.jpg: the name says what the bytes now are. */
export const jpegName = (name: string): string => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  const draw = (context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D) => {
    // A transparent PNG would turn black in a JPEG: white paper behind it.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
  };
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    draw(context);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  draw(context);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), 'image/jpeg', QUALITY),
  );
}

/**
 * The photo shrunk to LONG_SIDE and re-encoded as JPEG, or the file itself when it is small enough,
 * not a photo, or cannot be decoded here (an old browser, a broken file: the server then judges
 * the original). The photo keeps its orientation: the decoder applies the EXIF one.
 */
export async function compressProofImage(file: File): Promise<File> {
  if (!isCompressible(file) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    if (!needsCompression(file, bitmap.width, bitmap.height)) return file;
    const size = targetSize(bitmap.width, bitmap.height);
    const blob = await encodeJpeg(bitmap, size.width, size.height);
    // A small, already well-compressed photo may come out heavier: keep the lighter one (when the
    // original's type is accepted as it is).
    if (blob.size >= file.size && file.type !== 'image/webp') return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}
