import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UtilisateurDetail as Detail } from '@parcelles/shared/contracts/utilisateurs';
import {
  paymentMethodInfo,
  paymentStatusInfo,
  plotStatusInfo,
  reservationStatusInfo,
} from '@parcelles/shared/domain';
import { formatDateLong, formatMoney2 } from '@parcelles/shared/format';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { Badge } from '../../../components/ui/badge';
import { adminUtilisateurs } from '../../../i18n/fr/admin-utilisateurs';

// What the account reserved, paid and owns, each a short list linking to its page.

const t = adminUtilisateurs.detail;

function Section({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      {empty ? (
        <p className="text-stone-700">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">{children}</ul>
      )}
    </section>
  );
}

const ROW =
  'flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl bg-white p-3 text-sm ring-1 ring-stone-200';

/** The account's reservations, each linking to its page. */
export function UtilisateurReservations({ detail }: { detail: Detail }) {
  return (
    <Section
      id="reservations-title"
      title={t.reservations}
      empty={detail.reservations.length === 0 ? t.noReservation : null}
    >
      {detail.reservations.map((r) => {
        const status = reservationStatusInfo(r.statut);
        return (
          <li key={r.id} className={ROW}>
            <Link
              to={`/admin/reservations/${r.id}`}
              aria-label={t.openReservation(r.reference)}
              className={LINK_CLASS}
            >
              {r.reference}
            </Link>
            <Badge variant={status.badge}>{status.label}</Badge>
            <span>{t.lot(r.parcelle.numeroLot)}</span>
            <span>{formatDateLong(r.dateReservation)}</span>
            <span>{t.paid(formatMoney2(r.montantPaye), formatMoney2(r.montantTotal))}</span>
          </li>
        );
      })}
    </Section>
  );
}

/** The account's payments, each linking to its page. */
export function UtilisateurPaiements({ detail }: { detail: Detail }) {
  return (
    <Section
      id="paiements-title"
      title={t.paiements}
      empty={detail.paiements.length === 0 ? t.noPaiement : null}
    >
      {detail.paiements.map((p) => {
        const status = paymentStatusInfo(p.statut);
        return (
          <li key={p.id} className={ROW}>
            <span className="font-semibold">{formatMoney2(p.montant)}</span>
            <Badge variant={status.badge}>{status.label}</Badge>
            <span>{paymentMethodInfo(p.methode).label}</span>
            <span>
              {p.reservationReference} · {t.lot(p.numeroLot)}
            </span>
            <span>{formatDateLong(p.datePaiement)}</span>
            <Link
              to={`/admin/paiements/${p.id}`}
              aria-label={t.openPaiement(formatMoney2(p.montant), p.numeroLot)}
              className={`${LINK_CLASS} ml-auto`}
            >
              {t.openPaiementShort}
            </Link>
          </li>
        );
      })}
    </Section>
  );
}

/** The plots the account owns. */
export function UtilisateurParcelles({ detail }: { detail: Detail }) {
  return (
    <Section
      id="parcelles-title"
      title={t.parcelles}
      empty={detail.parcelles.length === 0 ? t.noParcelle : null}
    >
      {detail.parcelles.map((p) => {
        const status = plotStatusInfo(p.statut);
        return (
          <li key={p.id} className={ROW}>
            <span className="font-semibold">{t.lot(p.numeroLot)}</span>
            <Badge variant={status.badge}>{status.label}</Badge>
            <span>{formatMoney2(p.prix)}</span>
          </li>
        );
      })}
    </Section>
  );
}
