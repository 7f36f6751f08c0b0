import { Link } from 'react-router';
import type { Paiement, PaiementAdmin } from '@parcelles/shared/contracts/paiements';
import type { RelevePaiement } from '@parcelles/shared/contracts/releves';
import {
  RELEVE_PAIEMENT_INFO,
  operateurLabel,
  paymentMethodInfo,
  paymentStatusInfo,
} from '@parcelles/shared/domain';
import { formatAmountIn, formatDateLong, formatMoney2 } from '@parcelles/shared/format';
import { Badge } from '../../../components/ui/badge';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { admin } from '../../../i18n/fr/admin';
import { adminMobileMoney } from '../../../i18n/fr/admin-mobile-money';

const t = admin.paiements;

/**
 * The buyer and how to reach them: in the lists, the reservation's contact (step 1's corrections)
 * with the account's phone as a fallback; a single payment (GET /paiements/{id}) gives the account.
 */
export function BuyerCell({ paiement }: { paiement: Paiement | PaiementAdmin }) {
  const { nom, email, telephone } =
    'contact' in paiement
      ? { ...paiement.contact, telephone: paiement.contact.telephone ?? paiement.acheteur.telephone }
      : { ...paiement.acheteur, telephone: null };
  return (
    <div className="flex min-w-0 flex-col">
      <span className="font-medium">{nom}</span>
      <a href={`mailto:${email}`} className={`${LINK_CLASS} wrap-anywhere font-normal`}>
        {email}
      </a>
      {telephone && (
        <a href={`tel:${telephone}`} className={`${LINK_CLASS} font-normal`}>
          {telephone}
        </a>
      )}
    </div>
  );
}

/** The amount, and what the reservation still owes. */
export function AmountCell({ paiement }: { paiement: PaiementAdmin }) {
  return (
    <div className="flex flex-col">
      <span className="font-semibold tabular-nums">{formatMoney2(paiement.montant)}</span>
      <span className="text-xs text-stone-600">
        {t.remaining(formatMoney2(paiement.reservation.montantRestant))}
      </span>
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

/**
 * Issue 26: what the imported statements say of the payment: 'Vu sur le relevé' with the line that
 * shows the money arrived (account, day, amount, narrative), or 'Absent du relevé'.
 */
export function ReleveBadge({ releve, withLine }: { releve: RelevePaiement; withLine?: boolean }) {
  if (!releve) return null;
  const info = RELEVE_PAIEMENT_INFO[releve.statut];
  const { ligne } = releve;
  return (
    <span className="flex min-w-0 flex-col items-start gap-1">
      <Badge variant={info.badge}>{info.label}</Badge>
      {ligne && (
        <span className="text-xs text-stone-700">
          {t.statementLine(
            ligne.compte,
            formatDateLong(ligne.dateOperation),
            formatAmountIn(ligne.montant, ligne.devise),
          )}
          {withLine && <span className="block wrap-anywhere text-stone-600">{ligne.libelle}</span>}
        </span>
      )}
    </span>
  );
}

/**
 * The lists flag what the statements say, a reused reference and a refund due; a single payment
 * names the other payments of its reference (SameReferenceWarning).
 */
export function FlagsCell({
  paiement,
  withReleve = true,
}: {
  paiement: Paiement | PaiementAdmin;
  /** False where the statement has its own line (the payment's page). */
  withReleve?: boolean;
}) {
  const flags = [
    withReleve && paiement.releve && <ReleveBadge key="releve" releve={paiement.releve} />,
    'referenceDejaUtilisee' in paiement && paiement.referenceDejaUtilisee && (
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

export function OpenPaiementLink({ paiement }: { paiement: PaiementAdmin }) {
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
