// The order of a plot's pictures as staff change it (issue 11): the cover first, each move a new
// list, compared by picture id so a drag that ends where it started sends nothing.
import type { Photo } from '@parcelles/shared/contracts/parcelles';

/** What holds the focus once a picture has moved: the picture itself or one of its arrows. */
export type PhotoControl = 'item' | 'before' | 'after';

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export const sameOrder = (a: readonly Photo[], b: readonly Photo[]) =>
  a.length === b.length && a.every((photo, index) => photo.id === b[index]?.id);
