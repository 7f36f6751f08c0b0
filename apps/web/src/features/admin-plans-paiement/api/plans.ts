import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePlanRequest,
  PlanList,
  PlanPaiement,
  UpdatePlanRequest,
} from '@parcelles/shared/contracts/plans-paiement';
import { api, apiCall } from '../../../lib/api-client';
import { USER_SCOPED } from '../../../lib/query-client';
import { planQueryKeys } from '../../../lib/query-keys';

/** GET /plans-paiement/admin (ADMIN): every plan, inactive ones included, in their order. */
export const getAdminPlans = (signal?: AbortSignal) =>
  api.get<PlanList>('/plans-paiement/admin', { signal }).then(({ plans }) => plans);

export function useAdminPlans() {
  return useQuery(
    queryOptions({
      queryKey: planQueryKeys.admin,
      queryFn: ({ signal }) => getAdminPlans(signal),
      meta: USER_SCOPED,
    }),
  );
}

/** A change of plan refreshes the back office's list and the plans offered in the wizard. */
function useInvalidatePlans() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: planQueryKeys.all });
}

/** POST /plans-paiement (ADMIN); 409 when the name is taken, 400 with field errors. */
export function useCreatePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: (body: CreatePlanRequest) =>
      apiCall<PlanPaiement>('/plans-paiement', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

/** PATCH /plans-paiement/{id} (ADMIN): only the fields sent change (a plan's plots stay as they are). */
export function useUpdatePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePlanRequest }) =>
      apiCall<PlanPaiement>(`/plans-paiement/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSettled: invalidate,
  });
}

/** DELETE /plans-paiement/{id} (ADMIN); the cash plan is refused. */
export function useDeletePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: (id: string) =>
      apiCall<unknown>(`/plans-paiement/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}
