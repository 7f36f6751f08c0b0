import { useId } from 'react';
import { TriangleAlert } from 'lucide-react';
import type { PlanPaiement } from '@parcelles/shared/contracts/plans-paiement';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { plansPaiement as frPlansPaiement } from '../../../i18n/fr/plans-paiement';
import { PlanSchedule } from './plan-schedule';

const t = frPlansPaiement.choice;

/** What the plan gives in one line: 'Acompte de 30 % · 12 mensualités' or the whole price at once. */
export const planSummary = (plan: Pick<PlanPaiement, 'comptant' | 'partAcompte' | 'nombreMensualites'>) =>
  plan.comptant || plan.nombreMensualites === 0
    ? t.cash
    : `${t.deposit(plan.partAcompte)} · ${t.instalments(plan.nombreMensualites)}`;

interface PlanChoiceProps {
  plans: readonly PlanPaiement[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  selectedId: string | undefined;
  onSelect: (planId: string) => void;
}

/**
 * Issue 12, wizard step 1: 'Mode de paiement', one card per plan that applies to the plot, each
 * with its schedule. Native radios: Tab reaches the group, the arrows move the choice. When the
 * plans cannot be loaded, the buyer can still reserve; the plot is then paid cash.
 */
export function PlanChoice({ plans, loading, failed, onRetry, selectedId, onSelect }: PlanChoiceProps) {
  const name = useId();

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="text-base font-semibold text-stone-900">{t.legend}</legend>
      <p className="-mt-1 text-sm text-stone-600">{t.intro}</p>
      {loading ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">{t.loading}</span>
          <Skeleton className="h-24 rounded-xl" />
          <Skeleton className="h-24 rounded-xl" />
        </div>
      ) : failed || !plans || plans.length === 0 ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <p className="flex gap-3">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
            {t.error}
          </p>
          <Button variant="secondary" size="sm" className="self-start" onClick={onRetry}>
            {t.retry}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          {plans.map((plan) => {
            const checked = plan.id === selectedId;
            const inputId = `${name}-${plan.id}`;
            return (
              <div
                key={plan.id}
                className={`flex min-w-0 flex-col gap-2 rounded-xl p-4 ring-1 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-500 ${
                  checked ? 'bg-primary-50 ring-2 ring-primary-700' : 'bg-white ring-stone-300'
                }`}
              >
                <label htmlFor={inputId} className="flex cursor-pointer items-start gap-3">
                  <input
                    id={inputId}
                    type="radio"
                    name={name}
                    value={plan.id}
                    checked={checked}
                    onChange={() => onSelect(plan.id)}
                    className="mt-1 size-5 shrink-0 accent-primary-700 focus-visible:outline-none"
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="font-semibold break-words text-stone-900">{plan.nom}</span>
                    <span className="text-sm text-stone-600">{planSummary(plan)}</span>
                  </span>
                </label>
                {plan.echeancier && plan.echeancier.length > 0 && (
                  <div className="pl-8">
                    <PlanSchedule nom={plan.nom} echeancier={plan.echeancier} compact />
                  </div>
                )}
              </div>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
