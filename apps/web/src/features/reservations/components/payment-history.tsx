import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { paymentMethodInfo, paymentStatusInfo } from '@parcelles/shared/domain';
import { formatDateLong, formatMoney2 } from '@parcelles/shared/format';
import { Badge } from '../../../components/ui/badge';
import { paiements as frPaiements } from '../../../i18n/fr/paiements';
import { reservations as frReservations } from '../../../i18n/fr/reservations';
import { DisclosureButton } from './disclosure-button';

const t = frReservations.card;

/** Spec §2: the reservation's payments (date, amount, status), folded until asked for. */
export function PaymentHistory({ paiements }: { paiements: Reservation['paiements'] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();

  if (paiements.length === 0) return <p className="text-sm text-stone-500">{t.noPayments}</p>;

  return (
    <div>
      <DisclosureButton open={open} controls={listId} onToggle={() => setOpen((value) => !value)}>
        {t.history(paiements.length)}
      </DisclosureButton>
      {open && (
        <ul
          id={listId}
          aria-label={t.historyList}
          className="mt-2 divide-y divide-stone-200 rounded-xl bg-stone-50 ring-1 ring-stone-200"
        >
          {paiements.map((paiement) => {
            const statut = paymentStatusInfo(paiement.statut);
            return (
              <li key={paiement.id} className="flex flex-col gap-1 px-4 py-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-bold text-stone-900 tabular-nums">
                    <span className="sr-only">{t.historyAmount} : </span>
                    {formatMoney2(paiement.montant)}
                  </span>
                  <Badge variant={statut.badge}>
                    <span className="sr-only">{t.historyStatus} : </span>
                    {statut.label}
                  </Badge>
                </div>
                <p className="text-stone-600">
                  <span className="sr-only">{t.historyDate} : </span>
                  {formatDateLong(paiement.datePaiement, { withTime: true })}
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">{t.historyMethod} : </span>
                  {paymentMethodInfo(paiement.methode).label}
                </p>
                {paiement.commentaireAdmin && (
                  <p className="text-stone-700">
                    <span className="font-semibold">{t.commentaireAdmin} : </span>
                    {paiement.commentaireAdmin}
                  </p>
                )}
                {/* The payment's page and its conversation with the sales team (ADR 016). */}
                <Link
                  to={`/paiements/${paiement.id}`}
                  aria-label={`${frPaiements.conversation.seeConversation} (${formatMoney2(paiement.montant)})`}
                  className="self-start font-semibold text-primary-800 underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-accent-500"
                >
                  {frPaiements.conversation.seeConversation}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
