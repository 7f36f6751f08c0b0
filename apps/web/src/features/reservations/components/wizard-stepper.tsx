import { Check } from 'lucide-react';
import { fr } from '../../../i18n/fr';

const t = fr.reservations.wizard.steps;

export const WIZARD_STEPS = ['informations', 'confirmation', 'succes'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Spec §2: '1 Informations, 2 Confirmation, 3 Succès', the current one marked for assistive tech. */
export function WizardStepper({ step }: { step: WizardStep }) {
  const current = WIZARD_STEPS.indexOf(step);
  return (
    <nav aria-label={t.label}>
      <ol className="flex items-center gap-2 sm:gap-3">
        {WIZARD_STEPS.map((name, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={name}
              aria-current={active ? 'step' : undefined}
              className="flex flex-1 items-center gap-2"
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
                className={`text-sm font-semibold ${active || done ? 'text-stone-900' : 'text-stone-500'}`}
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
