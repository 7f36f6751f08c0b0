import { Banknote, Landmark, Smartphone } from 'lucide-react';
import { PAIEMENT_METHODES, paymentMethodInfo, type PaiementMethode } from '@parcelles/shared/domain';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { paiements as frPaiements } from '../../../i18n/fr/paiements';

const ICONS = { VIREMENT_BANCAIRE: Landmark, ESPECES: Banknote, MOBILE_MONEY: Smartphone } satisfies Record<
  PaiementMethode,
  unknown
>;
const OPTIONS = PAIEMENT_METHODES.map((methode) => ({
  value: methode,
  label: paymentMethodInfo(methode).label,
  icon: ICONS[methode],
}));

/** Spec §2 Submit proof: bank transfer or cash, as two large radio cards (arrow keys move between them). */
export function MethodChoice({
  value,
  onChange,
}: {
  value: PaiementMethode;
  onChange: (methode: PaiementMethode) => void;
}) {
  return (
    <SegmentedControl
      name="methode"
      legend={frPaiements.methods.legend}
      options={OPTIONS}
      value={value}
      onChange={onChange}
      look="cards"
    />
  );
}
