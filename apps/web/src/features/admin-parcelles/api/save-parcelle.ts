import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ParcelleForm, parcelleUpdateSchema } from '@parcelles/shared/contracts/parcelle-form';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A change to the catalogue shows at once everywhere: the staff's views and the public map, lists
 * and plot pages (their cached answers are refetched; the server's catalogue version has moved).
 */
export const refreshCatalogue = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.parcelles.all }),
  ]);

/** POST /parcelles: 201 with the new plot; 409 with `errors.numeroLot` when the lot number is taken. */
export const createParcelle = (body: ParcelleForm) =>
  apiCall<Parcelle>('/parcelles', { method: 'POST', body });

/** A PATCH body: any subset of the form; null asks to clear an optional field. */
export type ParcelleUpdateBody = z.input<typeof parcelleUpdateSchema>;

/** PATCH /parcelles/{id} with the changed fields only; 409 with the reason when a rule refuses it. */
export const updateParcelle = (id: string, body: ParcelleUpdateBody) =>
  apiCall<Parcelle>(`/parcelles/${encodeURIComponent(id)}`, { method: 'PATCH', body });

/** DELETE /parcelles/{id}; 409 with the reason when the plot has reservations or payments. */
export const deleteParcelle = (id: string) =>
  apiCall<unknown>(`/parcelles/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useCreateParcelle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createParcelle,
    onSuccess: () => refreshCatalogue(queryClient),
  });
}

export function useUpdateParcelle(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ParcelleUpdateBody) => updateParcelle(id, body),
    // A 409 too: the plot may have changed under us (a reservation came in), so every view refetches.
    onSettled: () => refreshCatalogue(queryClient),
  });
}

export function useDeleteParcelle(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteParcelle(id),
    // Not awaited: the page leaves for the list at once rather than refetching a plot that is gone.
    onSuccess: () => void refreshCatalogue(queryClient),
    onError: () => refreshCatalogue(queryClient),
  });
}
