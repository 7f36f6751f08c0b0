import { useId, useState } from 'react';
import type { Echeance } from '@parcelles/shared/contracts/plans-paiement';
import { formatDateLong, formatMoney } from '@parcelles/shared/format';
import { plansPaiement as frPlansPaiement } from '../../../i18n/fr/plans-paiement';
import { DisclosureButton } from './disclosure-button';

const t = frPlansPaiement.choice;
/** Lines shown before the disclosure: the deposit and the first instalments. */
const FIRST_LINES = 3;

/**
 * A plan's schedule for the plot: each line's name, amount and due date, as a list that wraps at
 * 360 px. `compact` shows the first lines and a 'Voir les N mensualités' disclosure for the rest.
 */
export function PlanSchedule({
  nom,
  echeancier,
  compact = false,
}: {
  nom: string;
  echeancier: readonly Echeance[];
  compact?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const folds = compact && echeancier.length > FIRST_LINES + 1;
  const shown = folds && !open ? echeancier.slice(0, FIRST_LINES) : echeancier;
  const instalments = echeancier.length - 1;

  return (
    <div className="flex flex-col gap-1">
      <ul id={listId} aria-label={t.scheduleLabel(nom)} className="flex flex-col gap-1 text-sm">
        {shown.map((echeance) => (
          <li
            key={echeance.numero}
            className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-stone-100 py-1 last:border-b-0"
          >
            <span className="text-stone-700">
              {frPlansPaiement.echeanceLabel(echeance.numero, echeancier.length)}
              <span className="text-stone-500"> · {formatDateLong(echeance.dateEcheance)}</span>
            </span>
            <span className="font-semibold text-stone-900 tabular-nums">{formatMoney(echeance.montant)}</span>
          </li>
        ))}
      </ul>
      {folds && (
        <DisclosureButton open={open} controls={listId} onToggle={() => setOpen((value) => !value)}>
          {open ? t.showLess : t.showAll(instalments)}
        </DisclosureButton>
      )}
    </div>
  );
}
