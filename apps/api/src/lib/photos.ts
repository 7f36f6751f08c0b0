// A plot's stored pictures as the site shows them: the gallery size as its URL, every WebP size in
// a srcset, the original kept for staff (issue 11). A picture without sizes (an old row) is its
// original at every size.
import {
  IMAGE_TAILLES,
  type ImageTaille,
  type ImageVariante,
  type Photo,
} from '@parcelles/shared/contracts/parcelles';
import { mediaUrl } from './urls';

export interface StoredImage {
  id: string;
  cle: string;
  variantes: ImageVariante[];
}

/** The URL of the picture at `taille`, or the nearest larger size it has, or its original. */
export function imageUrlAt(image: StoredImage, taille: ImageTaille): string {
  const wanted = IMAGE_TAILLES[taille];
  const fitting = [...image.variantes]
    .sort((a, b) => a.largeur - b.largeur)
    .find((v) => v.largeur >= wanted || v.taille === taille);
  const chosen =
    fitting ??
    image.variantes.reduce<ImageVariante | undefined>(
      (best, v) => (!best || v.largeur > best.largeur ? v : best),
      undefined,
    );
  return mediaUrl(chosen?.cle ?? image.cle);
}

export function photoOf(image: StoredImage): Photo {
  const sizes = [...image.variantes].sort((a, b) => a.largeur - b.largeur);
  const url = imageUrlAt(image, 'galerie');
  return {
    id: image.id,
    url,
    srcset: sizes.length > 0 ? sizes.map((v) => `${mediaUrl(v.cle)} ${v.largeur}w`).join(', ') : url,
    original: mediaUrl(image.cle),
  };
}

/** A plot's `images` (gallery URLs, cover first) and `photos` (with their sizes), as the contracts list them. */
export function picturesOf(images: StoredImage[]): { images: string[]; photos: Photo[] } {
  const photos = images.map(photoOf);
  return { images: photos.map((photo) => photo.url), photos };
}
