import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Lock, Pencil, Plus, Trash2 } from 'lucide-react';
import type { PlanPaiement } from '@parcelles/shared/contracts/plans-paiement';
import { categoryInfo } from '@parcelles/shared/domain';
import { Badge } from '../../../components/ui/badge';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { adminPlansPaiement } from '../../../i18n/fr/admin-plans-paiement';
import { useAdminPlans, useDeletePlan, useUpdatePlan } from '../api/plans';

const t = adminPlansPaiement;

/** Where the plan applies: its categories, its chosen plots, or every plot. */
export function appliesTo(plan: Pick<PlanPaiement, 'categories' | 'parcelleIds'>): string {
  const parts = plan.categories.map((categorie) => categoryInfo(categorie).label);
  if (plan.parcelleIds.length > 0) parts.push(t.plots(plan.parcelleIds.length));
  return parts.length > 0 ? parts.join(', ') : t.allPlots;
}

type Asking = { plan: PlanPaiement; action: 'deactivate' | 'remove' } | null;

/**
 * /admin/plans-paiement (ADMIN, issue 12): the plans, what each gives and where it applies; each
 * can be edited, switched off or on, or deleted after a confirmation. The cash plan is protected.
 */
export function PlansList() {
  const query = useAdminPlans();
  const update = useUpdatePlan();
  const remove = useDeletePlan();
  const [asking, setAsking] = useState<Asking>(null);

  function activate(plan: PlanPaiement) {
    update.mutate(
      { id: plan.id, body: { actif: true } },
      {
        onSuccess: ({ message }) => toast.success(message ?? t.activated),
        onError: (failure) => toast.error(failure.message),
      },
    );
  }

  function confirm() {
    if (!asking) return;
    const { plan, action } = asking;
    const done = () => setAsking(null);
    if (action === 'deactivate') {
      update.mutate(
        { id: plan.id, body: { actif: false } },
        {
          onSuccess: ({ message }) => toast.success(message ?? t.deactivated),
          onError: (failure) => toast.error(failure.message),
          onSettled: done,
        },
      );
    } else {
      remove.mutate(plan.id, {
        onSuccess: ({ message }) => toast.success(message ?? t.removed),
        onError: (failure) => toast.error(failure.message),
        onSettled: done,
      });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-stone-700">{t.intro}</p>
      <div>
        <Link to="/admin/plans-paiement/nouveau" className={buttonClasses({ size: 'md' })}>
          <Plus aria-hidden="true" className="size-4" />
          {t.create}
        </Link>
      </div>
      {query.isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t.loading}</span>
          <Skeleton className="h-28 rounded-xl" />
          <Skeleton className="h-28 rounded-xl" />
        </div>
      ) : query.isError ? (
        <AlertBox title={t.error}>
          <Button variant="secondary" size="sm" className="self-start" onClick={() => void query.refetch()}>
            {t.retry}
          </Button>
        </AlertBox>
      ) : query.data.length === 0 ? (
        <p className="text-stone-700">{t.empty}</p>
      ) : (
        <ul aria-label={t.caption} className="flex flex-col gap-3">
          {query.data.map((plan) => (
            <li
              key={plan.id}
              aria-labelledby={`plan-${plan.id}`}
              className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
            >
              <div className="flex flex-wrap items-center gap-2">
                <h2 id={`plan-${plan.id}`} className="text-lg font-bold break-words text-stone-900">
                  {plan.nom}
                </h2>
                <Badge variant={plan.actif ? 'success' : 'neutral'}>{plan.actif ? t.actif : t.inactif}</Badge>
                {plan.comptant && (
                  <span className="inline-flex items-center gap-1 text-sm text-stone-600">
                    <Lock aria-hidden="true" className="size-3.5" />
                    {t.protected}
                  </span>
                )}
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
                <Fact label={t.columns.acompte}>{t.percent(plan.partAcompte)}</Fact>
                <Fact label={t.columns.mensualites}>{plan.nombreMensualites}</Fact>
                <Fact label={t.columns.appliesTo} wide>
                  {appliesTo(plan)}
                </Fact>
              </dl>
              <div className="flex flex-wrap gap-2 border-t border-stone-200 pt-3">
                <Link
                  to={`/admin/plans-paiement/${plan.id}`}
                  aria-label={t.edit(plan.nom)}
                  className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  {t.editShort}
                </Link>
                {!plan.comptant && (
                  <>
                    {plan.actif ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t.deactivate(plan.nom)}
                        onClick={() => setAsking({ plan, action: 'deactivate' })}
                      >
                        {t.deactivateShort}
                      </Button>
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t.activate(plan.nom)}
                        pending={update.isPending && update.variables?.id === plan.id}
                        pendingLabel={t.pending}
                        onClick={() => activate(plan)}
                      >
                        {t.activateShort}
                      </Button>
                    )}
                    <Button
                      variant="dangerGhost"
                      size="sm"
                      aria-label={t.remove(plan.nom)}
                      onClick={() => setAsking({ plan, action: 'remove' })}
                      className="sm:ml-auto"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {t.removeShort}
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {asking && (
        <ConfirmDialog
          title={asking.action === 'remove' ? t.confirmRemove.title : t.confirmDeactivate.title}
          text={
            asking.action === 'remove'
              ? t.confirmRemove.text(asking.plan.nom)
              : t.confirmDeactivate.text(asking.plan.nom)
          }
          confirmLabel={asking.action === 'remove' ? t.confirmRemove.confirm : t.confirmDeactivate.confirm}
          cancelLabel={t.keep}
          pendingLabel={t.pending}
          variant={asking.action === 'remove' ? 'danger' : 'primary'}
          pending={update.isPending || remove.isPending}
          onConfirm={confirm}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}

function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2' : ''}`}>
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-medium break-words text-stone-900">{children}</dd>
    </div>
  );
}
