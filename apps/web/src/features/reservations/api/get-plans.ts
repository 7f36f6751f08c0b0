import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanList, PlanPaiement } from '@parcelles/shared/contracts/plans-paiement';
import { api } from '../../../lib/api-client';
import { planQueryKeys } from '../../../lib/query-keys';

/** GET /plans-paiement?parcelleId=: the active plans that apply to the plot, each with its schedule. */
export function getPlansForParcelle(parcelleId: string, options: { signal?: AbortSignal } = {}) {
  return api
    .get<PlanList>('/plans-paiement', { query: { parcelleId }, signal: options.signal })
    .then(({ plans }) => plans);
}

export function usePlansForParcelle(parcelleId: string) {
  return useQuery(
    queryOptions({
      queryKey: planQueryKeys.forParcelle(parcelleId),
      queryFn: ({ signal }) => getPlansForParcelle(parcelleId, { signal }),
      // The dates move with the day: asked afresh on each visit of the wizard, not during it.
      staleTime: 0,
      refetchOnWindowFocus: false,
    }),
  );
}

/** The plan the wizard starts on: the cash plan, else the first one offered. */
export const defaultPlan = (plans: readonly PlanPaiement[]): PlanPaiement | undefined =>
  plans.find((plan) => plan.comptant) ?? plans[0];
