import { useMutation, useQueryClient, type MutateOptions } from '@tanstack/react-query';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import type { ImageOrder } from '@parcelles/shared/contracts/parcelles-admin';
import { api } from '../../../lib/api-client';
import { getParcelleImages, parcelleImagesChanged } from './get-parcelle-images';

/**
 * PUT /parcelles/{id}/images/ordre with every picture id, cover first. Answers the plot; a server
 * that answers without it is read again, so the caller always gets the order the server kept.
 */
export async function reorderParcelleImages(
  parcelleId: string,
  ordre: ImageOrder['ordre'],
): Promise<Parcelle> {
  const data = await api.put<Parcelle | null | undefined>(
    `/parcelles/${encodeURIComponent(parcelleId)}/images/ordre`,
    { ordre } satisfies ImageOrder,
  );
  return data && Array.isArray(data.photos) ? data : getParcelleImages(parcelleId);
}

interface SentOrder {
  ordre: ImageOrder['ordre'];
  /** The PUT, already on its way. */
  request: Promise<Parcelle>;
}

/**
 * The PUT leaves in the same event as the move that shows the new order (a mutation function
 * would start a tick later), and the mutation follows that request. Each answer, even one a newer
 * order has overtaken, is the plot as the server then had it; the callbacks given to `mutate` run
 * for the latest call only, which decides what stays on screen.
 */
export function useReorderParcelleImages(parcelleId: string) {
  const queryClient = useQueryClient();
  const { mutate, ...mutation } = useMutation({
    mutationFn: ({ request }: SentOrder) => request,
    onSuccess: (parcelle) => parcelleImagesChanged(queryClient, parcelle),
  });
  return {
    ...mutation,
    mutate: (ordre: ImageOrder['ordre'], options?: MutateOptions<Parcelle, Error, SentOrder>) =>
      mutate({ ordre, request: reorderParcelleImages(parcelleId, ordre) }, options),
  };
}
