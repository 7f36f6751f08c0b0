// The receipt and the statement as PDF (A4, French), drawn with pdfkit's built-in Helvetica: its
// WinAnsi encoding covers French accents, '°' and '’'. Characters outside it (the narrow no-break
// space Intl puts in '6 000,00 $US') are replaced before drawing.
import type PDFKit from 'pdfkit';
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import {
  echeanceLabel,
  echeanceStatusInfo,
  fromCents,
  paymentMethodInfo,
  paymentStatusInfo,
} from '@parcelles/shared/domain';
import { formatDateLong, formatMoney2, montantEnLettres } from '@parcelles/shared/format';
import { BUSINESS } from '@parcelles/shared/business';
import { issuer, type RecuContenu } from './recus.contenu';
import type { RecuRow } from './recus.repository';
import { formatCode } from './recus.code';

export type Doc = InstanceType<typeof PDFKit>;

const MARGIN = 50;
const PAGE_WIDTH = 595.28;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const GREY = '#555555';
const ACCENT = '#1f5f3f';

/** Text pdfkit's standard fonts can draw: narrow and other exotic spaces become no-break spaces. */
export const pdfText = (text: string): string => text.replace(/[\u202f\u2007\u2009]/g, '\u00a0');

export const money = (cents: number) => pdfText(formatMoney2(fromCents(cents)));
export const day = (value: string | Date) => formatDateLong(value);
export const numeroRecu = (numero: number) => String(numero).padStart(6, '0');

/**
 * An instalment a receipt paid into, named as the screens name it (issue 23). The receipt keeps
 * only the instalments it paid, not the schedule's length: the first one is the cash payment when
 * it is the whole price, the deposit otherwise.
 */
const receiptEcheance = (e: { numero: number; montantCents: number }, totalCents: number) =>
  echeanceLabel(e.numero, e.numero === 1 && e.montantCents >= totalCents ? 1 : 2);

/** The address a receipt's QR code and printed text send people to. */
export const verificationUrl = (publicUrl: string, code: string) =>
  `${publicUrl}/verifier/${formatCode(code)}`;

// pdfkit and qrcode take a sixth of a second to load: they are loaded with the first document.
// The helpers below draw every document of the API (receipts, statements, the cash office's day).
export async function toBuffer(
  draw: (doc: Doc) => Promise<void> | void,
  info: { Title: string },
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { ...info, Author: BUSINESS.raisonSociale, Creator: BUSINESS.nomCommercial },
    lang: 'fr-FR',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  await draw(doc);
  doc.end();
  return done;
}

export function header(doc: Doc, entreprise: RecuContenu['entreprise']) {
  doc.font('Helvetica-Bold').fontSize(16).fillColor(ACCENT).text(pdfText(entreprise.raisonSociale));
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(GREY)
    .text(pdfText(`${entreprise.projet} — ${entreprise.nomCommercial}`))
    .text(pdfText(`${entreprise.adresse}, ${entreprise.boitePostale}`))
    .text(pdfText(`Tél. ${entreprise.telephones.join(' / ')} — ${entreprise.email}`))
    .text(pdfText(`RCCM ${entreprise.rccm} — Id. Nat. ${entreprise.idNat}`));
  rule(doc);
}

function rule(doc: Doc) {
  doc.moveDown(0.6);
  const y = doc.y;
  doc
    .moveTo(MARGIN, y)
    .lineTo(PAGE_WIDTH - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor('#cccccc')
    .stroke();
  doc.moveDown(0.6);
}

export function heading(doc: Doc, text: string) {
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(11).fillColor(ACCENT).text(pdfText(text));
  doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor('black');
}

/** The document's title and the date line under it. */
export function title(doc: Doc, text: string, size: number, dateLine: string) {
  doc.font('Helvetica-Bold').fontSize(size).fillColor('black').text(pdfText(text));
  doc.font('Helvetica').fontSize(10).fillColor(GREY).text(pdfText(dateLine));
  doc.fillColor('black');
}

/** A person under a heading: the name, then the e-mail in grey. */
function party(doc: Doc, label: string, person: { nom: string; email: string }) {
  heading(doc, label);
  doc.text(pdfText(person.nom)).fillColor(GREY).text(pdfText(person.email));
  doc.fillColor('black');
}

export function line(doc: Doc, label: string, value: string) {
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('black')
    .text(pdfText(`${label} : `), { continued: true })
    .font('Helvetica')
    .text(pdfText(value));
}

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

export function table(doc: Doc, columns: Column[], rows: string[][]) {
  const drawRow = (cells: string[], bold: boolean) => {
    if (doc.y > 760) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor('black');
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc.text(pdfText(cell), x + 2, y, { width: column.width - 4, align: column.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.x = MARGIN;
    doc.y = bottom + 3;
    doc
      .moveTo(MARGIN, doc.y - 1.5)
      .lineTo(MARGIN + columns.reduce((s, c) => s + c.width, 0), doc.y - 1.5)
      .lineWidth(0.3)
      .strokeColor('#dddddd')
      .stroke();
  };
  drawRow(
    columns.map((c) => c.title),
    true,
  );
  for (const row of rows) drawRow(row, false);
  doc.moveDown(0.5);
}

export interface RecuPdfInput {
  numero: number;
  code: string;
  emisLe: Date;
  contenu: RecuContenu;
  publicUrl: string;
}

export function renderRecuPdf({ numero, code, emisLe, contenu, publicUrl }: RecuPdfInput): Promise<Buffer> {
  const documentTitle = `Reçu de paiement N° ${numeroRecu(numero)}`;
  const url = verificationUrl(publicUrl, code);
  return toBuffer(
    async (doc) => {
      header(doc, contenu.entreprise);
      title(doc, documentTitle, 18, `Émis le ${day(emisLe)}`);
      party(doc, 'Reçu de', contenu.acheteur);

      heading(doc, 'Pour');
      line(doc, 'Lot', contenu.parcelle.numeroLot);
      if (contenu.parcelle.adresse) line(doc, 'Adresse', contenu.parcelle.adresse);
      line(doc, 'Réservation', contenu.reservation.reference);
      line(doc, 'Plan de paiement', contenu.reservation.planNom);

      heading(doc, 'Montant reçu');
      doc.font('Helvetica-Bold').fontSize(16).text(money(contenu.paiement.montantCents));
      doc
        .font('Helvetica-Oblique')
        .fontSize(10)
        .text(pdfText(`Soit ${montantEnLettres(fromCents(contenu.paiement.montantCents))}.`));

      heading(doc, 'Paiement');
      const methode = contenu.paiement.operateurLibelle
        ? `${contenu.paiement.methodeLibelle} (${contenu.paiement.operateurLibelle})`
        : contenu.paiement.methodeLibelle;
      line(doc, 'Mode', methode);
      if (contenu.paiement.reference) line(doc, 'Référence', contenu.paiement.reference);
      line(doc, 'Payé le', day(contenu.paiement.datePaiement));
      line(doc, 'Validé le', day(contenu.paiement.dateValidation));

      if (contenu.echeances.length > 0) {
        heading(doc, contenu.echeances.length > 1 ? 'Échéances réglées' : 'Échéance réglée');
        table(
          doc,
          [
            { title: 'Échéance', width: 90 },
            { title: 'Date prévue', width: 110 },
            { title: 'Montant dû', width: 95, align: 'right' },
            { title: 'Réglé par ce reçu', width: 105, align: 'right' },
            { title: 'État', width: CONTENT_WIDTH - 400 },
          ],
          contenu.echeances.map((e) => [
            receiptEcheance(e, contenu.reservation.montantTotalCents),
            day(e.dateEcheance),
            money(e.montantCents),
            money(e.regleCents),
            e.soldee ? 'Soldée' : 'Partiellement réglée',
          ]),
        );
      }

      heading(doc, 'Situation après ce paiement');
      line(doc, 'Prix de la parcelle', money(contenu.reservation.montantTotalCents));
      line(doc, 'Total payé', money(contenu.totalPayeCents));
      line(doc, 'Reste à payer', money(contenu.resteCents));

      // The QR code and the short code, at the bottom of the page.
      const { default: QRCode } = await import('qrcode');
      const qr = await QRCode.toBuffer(url, {
        type: 'png',
        errorCorrectionLevel: 'M',
        margin: 1,
        width: 240,
      });
      const top = Math.max(doc.y + 20, 650);
      if (top > 700) doc.addPage();
      const y = top > 700 ? MARGIN : top;
      doc.image(qr, MARGIN, y, { width: 110 });
      doc
        .font('Helvetica-Bold')
        .fontSize(12)
        .fillColor('black')
        .text(formatCode(code), MARGIN + 125, y + 20, { width: CONTENT_WIDTH - 125 });
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(GREY)
        .text(pdfText(`Vérifiez ce reçu sur ${url}`), MARGIN + 125, y + 40, { width: CONTENT_WIDTH - 125 })
        .text(
          pdfText(
            'Ce reçu est authentique si la page de vérification affiche le même numéro, le même montant et le même lot.',
          ),
          { width: CONTENT_WIDTH - 125 },
        );
    },
    { Title: documentTitle },
  );
}

export interface RelevePdfInput {
  reservation: Reservation;
  now: Date;
}

export function renderRelevePdf({ reservation: r, now }: RelevePdfInput): Promise<Buffer> {
  const documentTitle = `Relevé de compte — Réservation ${r.reference}`;
  const cents = (amount: number) => Math.round(amount * 100);
  return toBuffer(
    (doc) => {
      header(doc, issuer());
      title(doc, documentTitle, 16, `Établi le ${day(now)}`);
      party(doc, 'Acheteur', r.acheteur);

      heading(doc, 'Parcelle et réservation');
      line(doc, 'Lot', r.parcelle.numeroLot);
      if (r.parcelle.adresse) line(doc, 'Adresse', r.parcelle.adresse);
      line(doc, 'Réservée le', day(r.dateReservation));
      line(doc, 'Plan de paiement', r.plan.nom);
      line(doc, 'Prix', money(cents(r.montantTotal)));

      heading(doc, 'Échéancier');
      table(
        doc,
        [
          { title: 'Échéance', width: 85 },
          { title: 'Date prévue', width: 100 },
          { title: 'Montant', width: 85, align: 'right' },
          { title: 'Payé', width: 80, align: 'right' },
          { title: 'Reste', width: 80, align: 'right' },
          { title: 'État', width: CONTENT_WIDTH - 430 },
        ],
        r.echeancier.map((e) => [
          echeanceLabel(e.numero, r.echeancier.length),
          day(e.dateEcheance),
          money(cents(e.montant)),
          money(cents(e.montantPaye)),
          money(Math.max(0, cents(e.montant) - cents(e.montantPaye))),
          echeanceStatusInfo(e.statut).label,
        ]),
      );

      heading(doc, 'Paiements');
      if (r.paiements.length === 0) {
        doc.text('Aucun paiement enregistré.');
      } else {
        table(
          doc,
          [
            { title: 'Date', width: 90 },
            { title: 'Mode', width: 80 },
            { title: 'Référence', width: 95 },
            { title: 'Montant', width: 80, align: 'right' },
            { title: 'Statut', width: 85 },
            { title: 'Reçu', width: CONTENT_WIDTH - 430 },
          ],
          r.paiements.map((p) => [
            day(p.datePaiement),
            paymentMethodInfo(p.methode).label,
            p.referencePaiement ?? '—',
            money(cents(p.montant)),
            paymentStatusInfo(p.statut).label,
            p.recu ? `N° ${numeroRecu(p.recu.numero)}` : '—',
          ]),
        );
      }

      heading(doc, 'Totaux');
      line(doc, 'Prix de la parcelle', money(cents(r.montantTotal)));
      line(doc, 'Total payé (paiements validés)', money(cents(r.montantPaye)));
      line(doc, 'Reste à payer', money(cents(r.montantRestant)));
    },
    { Title: documentTitle },
  );
}

/** A PDF to send as a download. */
export interface PdfFile {
  filename: string;
  content: Buffer;
}

/** A receipt's PDF file, drawn when asked for (none is stored). */
export const recuFile = async (recu: RecuRow, publicUrl: string): Promise<PdfFile> => ({
  filename: `recu-${numeroRecu(recu.numero)}.pdf`,
  content: await renderRecuPdf({
    numero: recu.numero,
    code: recu.code,
    emisLe: recu.emisLe,
    contenu: recu.contenu,
    publicUrl,
  }),
});
