import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import type { Paiement } from '@parcelles/shared/contracts/paiements';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { adminMobileMoney } from '../../../i18n/fr/admin-mobile-money';

const t = adminMobileMoney.sameReference;

/**
 * ADR 014: a bank reference may repeat, so it is accepted, but staff see the other payments that
 * carry it (GET /paiements/{id} read by an ADMIN) and open them before deciding.
 */
export function SameReferenceWarning({ paiement }: { paiement: Paiement }) {
  const autres = paiement.paiementsMemeReference ?? [];
  if (autres.length === 0) return null;
  return (
    <section
      aria-labelledby="same-reference-title"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <h2 id="same-reference-title" className="font-semibold">
          {t.title}
        </h2>
        <p>{t.intro(autres.length)}</p>
        <ul className="flex flex-col gap-1">
          {autres.map((autre) => (
            <li key={autre.paiementId}>
              <Link
                to={`/admin/paiements/${autre.paiementId}`}
                className={`${LINK_CLASS} inline-flex min-h-11 items-center`}
              >
                {t.link(autre.reservationReference)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
