// Receipts and statements are PDFs behind the bearer token: fetched, then saved (lib/download-file).
import { downloadFile } from '../../../lib/download-file';
import { numeroRecu } from '../../../i18n/fr/recus';

export const downloadRecu = (paiementId: string, numero: number) =>
  downloadFile(`/paiements/${encodeURIComponent(paiementId)}/recu`, {
    fallbackName: `recu-${numeroRecu(numero)}.pdf`,
  });

export const downloadReleve = (reservationId: string, reference: string) =>
  downloadFile(`/reservations/${encodeURIComponent(reservationId)}/releve`, {
    fallbackName: `releve-${reference}.pdf`,
  });
