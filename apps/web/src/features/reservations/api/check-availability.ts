import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Availability } from '@parcelles/shared/contracts/reservations';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /reservations/check-availability/{id}: can it be reserved, and for how long is a hold kept. */
export function checkAvailability(parcelleId: string, options: { signal?: AbortSignal } = {}) {
  return api.get<Availability>(`/reservations/check-availability/${encodeURIComponent(parcelleId)}`, options);
}

export const availabilityQueryOptions = (parcelleId: string) =>
  queryOptions({
    queryKey: queryKeys.reservations.availability(parcelleId),
    queryFn: ({ signal }) => checkAvailability(parcelleId, { signal }),
    // Asked afresh on each visit of the wizard (another buyer may have taken the plot meanwhile),
    // but not again during it: the buyer's own hold would turn the success into 'non disponible'.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export function useAvailability(parcelleId: string) {
  return useQuery(availabilityQueryOptions(parcelleId));
}
