// The server's limits on a plot's pictures (issue 11), checked before anything is sent so a wrong
// file is named at once rather than after a long upload. The server judges by content anyway.
import { adminCatalogue } from '../../../i18n/fr/admin-catalogue';

const t = adminCatalogue.images;

export const PLOT_IMAGES = {
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  maxSizeBytes: 10 * 1024 * 1024,
  /** Files per request (POST /parcelles/{id}/images). */
  perRequest: 10,
  /** Pictures per plot. */
  perPlot: 20,
} as const;

export const IMAGE_ACCEPT = PLOT_IMAGES.mimeTypes.join(',');

export interface ImageSelection {
  accepted: File[];
  errors: string[];
}

/**
 * Sorts the files chosen for a plot that has `existing` pictures: each bad file is named with its
 * reason; beyond the plot's room, nothing is taken (which ones to drop is the user's choice).
 */
export function checkImageFiles(existing: number, files: readonly File[]): ImageSelection {
  const errors: string[] = [];
  const accepted: File[] = [];
  for (const file of files) {
    const fileErrors: string[] = [];
    if (!(PLOT_IMAGES.mimeTypes as readonly string[]).includes(file.type))
      fileErrors.push(t.badFormat(file.name));
    if (file.size > PLOT_IMAGES.maxSizeBytes) fileErrors.push(t.tooLarge(file.name));
    if (fileErrors.length === 0) accepted.push(file);
    errors.push(...fileErrors);
  }
  const room = Math.max(0, PLOT_IMAGES.perPlot - existing);
  if (accepted.length > room)
    return { accepted: [], errors: [...errors, t.tooMany(PLOT_IMAGES.perPlot, room)] };
  return { accepted, errors };
}

/** The files in requests of at most PLOT_IMAGES.perRequest. */
export function inBatches<T>(files: readonly T[], size: number = PLOT_IMAGES.perRequest): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < files.length; start += size) batches.push(files.slice(start, start + size));
  return batches;
}
