import { ShieldCheck } from 'lucide-react';
import { paiements as frPaiements } from '../../../i18n/fr/paiements';

/** Spec §2 "a security note": where the money may go, and nowhere else. */
export function SecurityNote() {
  const t = frPaiements.security;
  return (
    <aside
      aria-labelledby="payment-security"
      className="flex gap-3 rounded-2xl border border-primary-200 bg-primary-50 p-5 text-primary-950"
    >
      <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-primary-700" />
      <div>
        <h2 id="payment-security" className="font-bold">
          {t.heading}
        </h2>
        <p className="mt-1 text-sm">{t.text}</p>
      </div>
    </aside>
  );
}
