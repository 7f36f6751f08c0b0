// A plot's pictures as staff upload them (issue 11, spec §7 POST /parcelles/{id}/images): the
// limits and the French messages, shared by the server (which judges each file by its bytes) and
// the back office (which warns before sending). Sizes and URLs are in parcelles.ts (IMAGE_TAILLES).

/** The multipart field, repeated once per file (spec §7). */
export const IMAGE_FIELD = 'images';

export const PLOT_IMAGES = {
  /** Files in one request. */
  maxPerRequest: 10,
  /** Pictures a plot may have in all. */
  maxPerPlot: 20,
  maxSizeBytes: 10 * 1024 * 1024,
  /** Decoded size bound: a small file claiming a huge picture (a decompression bomb) is refused. */
  maxPixels: 40_000_000,
  /**
   * Pixels a side (ADR 051): what browsers decode, and under WebP's 16,383, so that a very tall
   * picture still gets its sizes.
   */
  maxSide: 10_000,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

export type ImageMimeType = (typeof PLOT_IMAGES.mimeTypes)[number];

export const isImageMimeType = (type: string): type is ImageMimeType =>
  (PLOT_IMAGES.mimeTypes as readonly string[]).includes(type);

export const IMAGES_MISSING = 'Veuillez ajouter au moins une image';
export const TOO_MANY_IMAGES_PER_REQUEST = `Maximum ${PLOT_IMAGES.maxPerRequest} images par envoi`;
export const imageTooLargeMessage = (name: string) => `Le fichier ${name} dépasse 10MB`;
export const imageFormatMessage = (name: string) =>
  `Le fichier ${name} n'est pas une image valide (JPEG, PNG ou WebP)`;
export const imageTooManyPixelsMessage = (name: string) =>
  `L'image ${name} est trop grande (10\u00a0000 pixels de côté et 40 mégapixels au plus)`;
export const imageUnreadableMessage = (name: string) => `L'image ${name} est illisible ou endommagée`;
export const tooManyImagesForPlot = (current: number) =>
  current >= PLOT_IMAGES.maxPerPlot
    ? `Cette parcelle a déjà ${PLOT_IMAGES.maxPerPlot} photos, le maximum : supprimez-en avant d'en ajouter.`
    : `Une parcelle a au plus ${PLOT_IMAGES.maxPerPlot} photos : vous pouvez encore en ajouter ${PLOT_IMAGES.maxPerPlot - current}.`;

/** What the browser knows of a chosen file, for the back office's warning before upload. */
export function imageFileErrors({
  name,
  size,
  type,
}: {
  name: string;
  size: number;
  type: string;
}): string[] {
  const errors: string[] = [];
  if (size > PLOT_IMAGES.maxSizeBytes) errors.push(imageTooLargeMessage(name));
  if (!isImageMimeType(type)) errors.push(imageFormatMessage(name));
  return errors;
}
