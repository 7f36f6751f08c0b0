import { Landmark } from 'lucide-react';
import { BUSINESS } from '@parcelles/shared/business';
import { paiements as frPaiements } from '../../../i18n/fr/paiements';
import { CopyButton } from './copy-button';
import { MethodPanel } from './method-panel';

/**
 * Spec §2 bank panel: the company's two accounts and the transfer reference, the reservation's
 * own short reference (DESIGN.md §4: one reference for the buyer, the bank and the staff).
 */
export function BankTransferPanel({ reference }: { reference: string }) {
  const t = frPaiements.methods.bank;

  return (
    <MethodPanel icon={Landmark} title={t.title} description={t.description}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {BUSINESS.comptesBancaires.map((compte) => (
          <li key={compte.numeroCompte} className="rounded-xl border border-stone-200 bg-stone-50 p-4">
            <p className="font-bold text-stone-900">{compte.banque}</p>
            <dl className="mt-2 space-y-1.5 text-sm">
              <div>
                <dt className="text-stone-600">{t.holder}</dt>
                <dd className="font-medium text-stone-900">{compte.titulaire}</dd>
              </div>
              <div>
                <dt className="text-stone-600">{t.account}</dt>
                <dd className="flex items-center justify-between gap-2 font-mono font-medium break-all text-stone-900">
                  {compte.numeroCompte}
                  <CopyButton value={compte.numeroCompte} label={`${t.account} ${compte.banque}`} />
                </dd>
              </div>
              <div>
                <dt className="text-stone-600">{t.swift}</dt>
                <dd className="font-mono font-medium text-stone-900">{compte.codeSwift}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="mt-4 rounded-xl border border-accent-300 bg-accent-50 p-4">
        <p className="text-sm font-semibold text-accent-900">{t.reference}</p>
        <p className="mt-1 flex items-center gap-2">
          <span className="font-mono text-xl font-bold tracking-wide text-stone-950">{reference}</span>
          <CopyButton value={reference} label={t.reference} />
        </p>
        <p className="mt-1 text-sm text-stone-700">{t.referenceHint}</p>
      </div>
    </MethodPanel>
  );
}
