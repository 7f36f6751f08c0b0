import { Smartphone } from 'lucide-react';
import { BUSINESS } from '@parcelles/shared/business';
import { OPERATEUR_MOBILE_MONEY_LABELS, type OperateurMobileMoney } from '@parcelles/shared/domain';
import { paiements as frPaiements } from '../../../i18n/fr/paiements';
import { CopyButton } from './copy-button';
import { MethodPanel } from './method-panel';

/**
 * Issue 12 (ADR 014): the company's merchant number at each operator, from the business
 * configuration; given `operateur`, only that one (the buyer has chosen).
 */
export function MobileMoneyPanel({ operateur }: { operateur?: OperateurMobileMoney | undefined }) {
  const t = frPaiements.methods.mobile;
  const comptes = BUSINESS.comptesMobileMoney.filter((c) => !operateur || c.operateur === operateur);
  return (
    <MethodPanel icon={Smartphone} title={t.title} description={t.description}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {comptes.map((compte) => {
          const nom = OPERATEUR_MOBILE_MONEY_LABELS[compte.operateur];
          return (
            <li key={compte.operateur} className="rounded-xl border border-stone-200 bg-stone-50 p-4">
              <p className="font-bold text-stone-900">{nom}</p>
              <dl className="mt-2 space-y-1.5 text-sm">
                <div>
                  <dt className="text-stone-600">{t.merchant}</dt>
                  <dd className="flex items-center justify-between gap-2 font-mono font-medium break-all text-stone-900">
                    {compte.numeroMarchand}
                    <CopyButton value={compte.numeroMarchand} label={`${t.merchant} ${nom}`} />
                  </dd>
                </div>
                <div>
                  <dt className="text-stone-600">{t.holder}</dt>
                  <dd className="font-medium text-stone-900">{compte.titulaire}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-sm text-stone-700">{t.steps}</p>
    </MethodPanel>
  );
}
