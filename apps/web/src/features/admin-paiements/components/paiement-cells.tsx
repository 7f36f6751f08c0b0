import { Link } from 'react-router';
import { operateurLabel, paymentMethodInfo, paymentStatusInfo } from '@parcelles/shared/domain';
import { formatDateLong, formatMoney2 } from '@parcelles/shared/format';
import { Badge } from '../../../components/ui/badge';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { admin } from '../../../i18n/fr/admin';
import { adminMobileMoney } from '../../../i18n/fr/admin-mobile-money';
import type { AdminPaiement } from '../api/types';

const t = admin.paiements;

/** The buyer and how to reach them: the reservation's contact when the API gives it. */
export function BuyerCell({ paiement }: { paiement: AdminPaiement }) {
  const person = paiement.contact ?? paiement.acheteur;
  const telephone = paiement.contact?.telephone ?? paiement.acheteur.telephone;
  return (
    <div className="flex min-w-0 flex-col">
      <span className="font-medium">{person.nom}</span>
      <a href={`mailto:${person.email}`} className={`${LINK_CLASS} break-all font-normal`}>
        {person.email}
      </a>
      {telephone && (
        <a href={`tel:${telephone}`} className={`${LINK_CLASS} font-normal`}>
          {telephone}
        </a>
      )}
    </div>
  );
}

export function AmountCell({ paiement }: { paiement: AdminPaiement }) {
  return (
    <div className="flex flex-col">
      <span className="font-semibold tabular-nums">{formatMoney2(paiement.montant)}</span>
      {typeof paiement.montantRestant === 'number' && (
        <span className="text-xs text-stone-600">{t.remaining(formatMoney2(paiement.montantRestant))}</span>
      )}
    </div>
  );
}

/** The method, and for mobile money its operator ('Mobile money · M-Pesa'). */
export function MethodCell({
  methode,
  operateur,
}: {
  methode: string;
  operateur?: string | null | undefined;
}) {
  const label = paymentMethodInfo(methode).label;
  return <>{operateur ? adminMobileMoney.methodWithOperator(label, operateurLabel(operateur)) : label}</>;
}

export function StatusCell({ statut }: { statut: string }) {
  const info = paymentStatusInfo(statut);
  return <Badge variant={info.badge}>{info.label}</Badge>;
}

export function FlagsCell({ paiement }: { paiement: AdminPaiement }) {
  const flags = [
    paiement.referenceDejaUtilisee && (
      <Badge key="ref" variant="danger">
        {t.referenceUsed}
      </Badge>
    ),
    paiement.remboursable && (
      <Badge key="refund" variant="purple">
        {t.refundable}
      </Badge>
    ),
  ].filter(Boolean);
  return flags.length ? <div className="flex flex-wrap gap-1">{flags}</div> : <>{admin.common.none}</>;
}

export const DateCell = ({ date }: { date: string }) => <>{formatDateLong(date, { withTime: true })}</>;

export function OpenPaiementLink({ paiement }: { paiement: AdminPaiement }) {
  return (
    <Link
      to={`/admin/paiements/${paiement.id}`}
      aria-label={t.open(paiement.parcelle.numeroLot)}
      className={LINK_CLASS}
    >
      {paiement.parcelle.numeroLot}
    </Link>
  );
}

/** Hours since the proof was sent. */
export const ageInHours = (date: string, now: Date) =>
  Math.max(0, (now.getTime() - new Date(date).getTime()) / 3_600_000);

/** The promise to buyers is 24-48 h: past it the age turns red. */
export function AgeCell({ date, now }: { date: string; now: Date }) {
  const hours = ageInHours(date, now);
  const overdue = hours >= 48;
  return (
    <span className={overdue ? 'font-semibold text-red-700' : 'tabular-nums'}>
      {t.age(hours)}
      {overdue && <span className="sr-only"> ({t.overdue})</span>}
    </span>
  );
}
