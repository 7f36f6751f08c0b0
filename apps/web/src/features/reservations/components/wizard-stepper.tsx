import { Check } from 'lucide-react';
import { reservations as frReservations } from '../../../i18n/fr/reservations';

const t = frReservations.wizard.steps;

export const WIZARD_STEPS = ['informations', 'confirmation', 'succes'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/**
 * Spec §2: '1 Informations, 2 Confirmation, 3 Succès', the current one marked for assistive tech.
 * On phones each label sits under its number, so the three share the width of a 360 px screen.
 */
export function WizardStepper({ step }: { step: WizardStep }) {
  const current = WIZARD_STEPS.indexOf(step);
  return (
    <nav aria-label={t.label}>
      <ol className="flex items-start gap-2 sm:items-center sm:gap-3">
        {WIZARD_STEPS.map((name, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={name}
              aria-current={active ? 'step' : undefined}
              className="flex min-w-0 flex-1 flex-col items-center gap-1 text-center sm:flex-row sm:gap-2 sm:text-left"
            >
              <span
                aria-hidden="true"
                className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                  done
                    ? 'bg-primary-700 text-white'
                    : active
                      ? 'bg-primary-700 text-white ring-4 ring-primary-100'
                      : 'bg-stone-200 text-stone-600'
                }`}
              >
                {done ? <Check className="size-4" /> : index + 1}
              </span>
              <span
                className={`max-w-full text-xs font-semibold break-words sm:text-sm ${active || done ? 'text-stone-900' : 'text-stone-500'}`}
              >
                {t[name]}
                {active && <span className="sr-only"> {t.current}</span>}
                {done && <span className="sr-only"> {t.done}</span>}
              </span>
              {index < WIZARD_STEPS.length - 1 && (
                <span
                  aria-hidden="true"
                  className={`hidden h-0.5 flex-1 rounded sm:block ${done ? 'bg-primary-600' : 'bg-stone-200'}`}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
