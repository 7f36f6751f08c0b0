import { Banknote, Landmark } from 'lucide-react';
import { PAIEMENT_METHODES, paymentMethodInfo, type PaiementMethode } from '@parcelles/shared/domain';
import { fr } from '../../../i18n/fr';

const ICONS = { VIREMENT_BANCAIRE: Landmark, ESPECES: Banknote } satisfies Record<PaiementMethode, unknown>;

/** Spec §2 Submit proof: bank transfer or cash, as two large radio cards (arrow keys move between them). */
export function MethodChoice({
  value,
  onChange,
}: {
  value: PaiementMethode;
  onChange: (methode: PaiementMethode) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-stone-800">{fr.paiements.methods.legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        {PAIEMENT_METHODES.map((methode) => {
          const Icon = ICONS[methode];
          return (
            <label
              key={methode}
              className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 border-stone-200 bg-white px-4 py-3 font-semibold text-stone-800 transition-colors has-checked:border-primary-700 has-checked:bg-primary-50 has-checked:text-primary-900 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500 hover:border-primary-300"
            >
              <input
                type="radio"
                name="methode"
                value={methode}
                checked={value === methode}
                onChange={() => onChange(methode)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {paymentMethodInfo(methode).label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
