// Issue 12, 'Mes réservations': the reservation's statement and the receipt of each validated payment.
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { formatMoney2 } from '@parcelles/shared/format';
import { numeroRecu, recus } from '../../../i18n/fr/recus';
import { downloadRecu, downloadReleve } from '../api/downloads';
import { DownloadButton } from './download-button';

const t = recus.downloads;

export function ReceiptLinks({ reservation }: { reservation: Reservation }) {
  const withReceipt = reservation.paiements.filter(
    (paiement): paiement is typeof paiement & { recu: NonNullable<typeof paiement.recu> } =>
      paiement.recu !== null && paiement.recu !== undefined,
  );
  return (
    <div className="flex flex-col gap-2">
      <div>
        <DownloadButton
          download={() => downloadReleve(reservation.id, reservation.reference)}
          label={t.releveLabel(reservation.reference)}
        >
          {t.releve}
        </DownloadButton>
      </div>
      {withReceipt.length > 0 && (
        <ul aria-label={t.receipts} className="flex flex-wrap gap-2">
          {withReceipt.map((paiement) => (
            <li key={paiement.id}>
              <DownloadButton
                variant="ghost"
                download={() => downloadRecu(paiement.id, paiement.recu.numero)}
                label={t.recuLabel(paiement.recu.numero, formatMoney2(paiement.montant))}
              >
                {t.recu(paiement.recu.numero)}
              </DownloadButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Back office, a payment's page: its receipt once validated. */
export function AdminRecuButton({ paiementId, numero }: { paiementId: string; numero: number }) {
  return (
    <DownloadButton
      download={() => downloadRecu(paiementId, numero)}
      label={`${t.adminRecu} N° ${numeroRecu(numero)}`}
    >
      {t.adminRecu}
    </DownloadButton>
  );
}

/** Back office, a reservation's page: its statement. */
export function AdminReleveButton({
  reservationId,
  reference,
}: {
  reservationId: string;
  reference: string;
}) {
  return (
    <DownloadButton download={() => downloadReleve(reservationId, reference)}>{t.adminReleve}</DownloadButton>
  );
}
