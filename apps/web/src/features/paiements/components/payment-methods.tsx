import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { paiements as frPaiements } from '../../../i18n/fr/paiements';
import { BankTransferPanel } from './bank-transfer-panel';
import { CashPanel } from './cash-panel';
import { MobileMoneyPanel } from './mobile-money-panel';

/** Spec §2 Payment instructions: the ways to pay (and mobile money, issue 12), with their details. */
export function PaymentMethods({ reservation }: { reservation: Pick<Reservation, 'id' | 'reference'> }) {
  return (
    <section aria-labelledby="payment-methods" className="flex flex-col gap-4">
      <h2 id="payment-methods" className="text-xl font-bold text-stone-900">
        {frPaiements.methods.heading}
      </h2>
      <BankTransferPanel reference={reservation.reference} />
      <CashPanel reference={reservation.reference} />
      <MobileMoneyPanel />
    </section>
  );
}
