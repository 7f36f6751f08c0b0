import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Dashboard as DashboardData } from '@parcelles/shared/contracts/dashboard';
import { formatDateLong } from '@parcelles/shared/format';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { admin } from '../../../i18n/fr/admin';

const t = admin.dashboard;

/** A card of the dashboard: a titled section. */
export function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`dashboard-${id}`}
      className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id={`dashboard-${id}`} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Holds about to end, each opening its reservation. */
export function ExpiringList({
  reservations,
}: {
  reservations: DashboardData['expirentSous24h']['reservations'];
}) {
  return (
    <ul className="flex flex-col gap-2">
      {reservations.map((r) => (
        <li key={r.id} className="flex flex-col">
          <Link to={`/admin/reservations/${r.id}`} className={`${LINK_CLASS} self-start`}>
            {r.reference}
          </Link>
          <span className="text-sm wrap-anywhere text-stone-700">
            {t.expiringItem(r.parcelle.numeroLot, r.acheteur.nom)} ·{' '}
            {t.expiresAt(formatDateLong(r.dateExpiration, { withTime: true }))}
          </span>
        </li>
      ))}
    </ul>
  );
}
