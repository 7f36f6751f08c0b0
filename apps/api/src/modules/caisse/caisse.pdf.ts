// The cash office's day as a printable A4 PDF (issue 26): each cash payment with who received it,
// the total per cashier and in all, and who closed the day; drawn with the receipts' helpers.
import type { CaisseJour } from '@parcelles/shared/contracts/caisse';
import { APP_TIME_ZONE } from '@parcelles/shared/domain';
import { formatDateLong } from '@parcelles/shared/format';
import { issuer } from '../recus/recus.contenu';
import {
  CONTENT_WIDTH,
  header,
  heading,
  line,
  money,
  numeroRecu,
  table,
  title,
  toBuffer,
  type PdfFile,
} from '../recus/recus.pdf';

const cents = (amount: number) => Math.round(amount * 100);
const hour = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: APP_TIME_ZONE }).format(
    new Date(iso),
  );

export async function caisseFile(caisse: CaisseJour, now: Date): Promise<PdfFile> {
  const documentTitle = `Journée de caisse du ${formatDateLong(caisse.jour)}`;
  const content = await toBuffer(
    (doc) => {
      header(doc, issuer());
      title(doc, documentTitle, 16, `Établie le ${formatDateLong(now, { withTime: true })}`);

      heading(doc, 'Paiements en espèces reçus');
      if (caisse.paiements.length === 0) {
        doc.text('Aucun paiement en espèces enregistré ce jour.');
      } else {
        table(
          doc,
          [
            { title: 'Heure', width: 45 },
            { title: 'Reçu', width: 55 },
            { title: 'Réservation', width: 80 },
            { title: 'Lot', width: 60 },
            { title: 'Acheteur', width: 110 },
            { title: 'Reçu par', width: CONTENT_WIDTH - 440 },
            { title: 'Montant', width: 90, align: 'right' },
          ],
          caisse.paiements.map((p) => [
            hour(p.enregistreLe),
            p.recu ? `N° ${numeroRecu(p.recu.numero)}` : '—',
            p.reservation.reference,
            p.numeroLot,
            p.acheteur,
            p.recuPar?.nom ?? '—',
            money(cents(p.montant)),
          ]),
        );
      }

      heading(doc, 'Par caissier');
      for (const c of caisse.parCaissier) {
        line(doc, c.recuPar?.nom ?? 'Compte supprimé', `${c.nombre} paiement(s), ${money(cents(c.total))}`);
      }
      if (caisse.parCaissier.length === 0) doc.text('—');

      heading(doc, 'Total de la journée');
      line(doc, 'Nombre de paiements', String(caisse.nombre));
      line(doc, 'Total encaissé', money(cents(caisse.total)));

      heading(doc, 'Clôture');
      if (caisse.cloture) {
        line(doc, 'Clôturée le', formatDateLong(caisse.cloture.closLe, { withTime: true }));
        line(doc, 'Par', caisse.cloture.closPar?.nom ?? '—');
        line(doc, 'Arrêtée à', `${caisse.cloture.nombre} paiement(s), ${money(cents(caisse.cloture.total))}`);
      } else {
        doc.text('Journée non clôturée : ce document peut encore changer.');
      }
      doc.moveDown(2);
      line(doc, 'Signature du caissier', '');
      doc.moveDown(1.5);
      line(doc, 'Signature du responsable', '');
    },
    { Title: documentTitle },
  );
  return { filename: `caisse-${caisse.jour}.pdf`, content };
}
