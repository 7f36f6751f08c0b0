// The accountant's summary as an A4 PDF in French (issue 26, ADR 048), drawn with pdfkit's built-in
// Helvetica like the receipts (recus.pdf.ts): its WinAnsi encoding covers French accents, and
// `pdfText` swaps the spaces it lacks. One page for a month; tables go on to the next when long.
import type PDFKit from 'pdfkit';
import { exportFilename } from '@parcelles/shared/contracts/comptabilite';
import { fromCents } from '@parcelles/shared/domain';
import { formatCount, formatDateLong, formatMoney2 } from '@parcelles/shared/format';
import { BUSINESS } from '@parcelles/shared/business';
import { issuer } from '../recus/recus.contenu';
import { numeroRecu, pdfText } from '../recus/recus.pdf';
import type { Synthese, Total } from './comptabilite.synthese';

type Doc = InstanceType<typeof PDFKit>;

const MARGIN = 50;
const PAGE_WIDTH = 595.28;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = 770;
const GREY = '#555555';
const ACCENT = '#1f5f3f';
const WARNING = '#9a3412';

const money = (cents: number) => pdfText(formatMoney2(fromCents(cents)));
const numero = (n: number) => `N° ${numeroRecu(n)}`;
const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n > 1 ? many : one}`;

function heading(doc: Doc, text: string) {
  if (doc.y > BOTTOM - 80) doc.addPage();
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor(ACCENT).text(pdfText(text), MARGIN);
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('black');
}

function paragraph(doc: Doc, text: string, { color = 'black', bold = false } = {}) {
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(10)
    .fillColor(color)
    .text(pdfText(text), MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.fillColor('black');
}

/** Label, count and amount per row, a total row in bold when asked. */
function totalsTable(doc: Doc, title: string, rows: Total[], total?: Total) {
  const widths = [CONTENT_WIDTH - 200, 80, 120];
  const drawRow = (cells: string[], bold: boolean) => {
    if (doc.y > BOTTOM) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('black');
    cells.forEach((cell, i) => {
      doc.text(pdfText(cell), x + 2, y, { width: widths[i]! - 4, align: i === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
      x += widths[i]!;
    });
    doc.x = MARGIN;
    doc.y = bottom + 4;
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + CONTENT_WIDTH, doc.y - 2)
      .lineWidth(0.3)
      .strokeColor('#dddddd')
      .stroke();
  };
  drawRow([title, 'Nombre', 'Montant'], true);
  for (const row of rows) drawRow([row.libelle, formatCount(row.nombre), money(row.cents)], false);
  if (total) drawRow([total.libelle, formatCount(total.nombre), money(total.cents)], true);
}

/** The lines about the receipts: count, total, numbers, and the check of the sequence. */
function receipts(doc: Doc, s: Synthese) {
  const r = s.recus;
  heading(doc, 'Reçus émis');
  if (r.nombre === 0 || r.premier === null || r.dernier === null) {
    paragraph(doc, 'Aucun reçu émis sur la période.');
  } else {
    paragraph(doc, `Reçus émis : ${formatCount(r.nombre)}, pour un total de ${money(r.cents)}.`);
    paragraph(doc, `Premier reçu : ${numero(r.premier)} — dernier reçu : ${numero(r.dernier)}.`);
  }
  doc.moveDown(0.3);
  paragraph(
    doc,
    'La numérotation des reçus est continue, sans trou : chaque paiement validé reçoit le numéro suivant, et un numéro n’est jamais réutilisé.',
    { color: GREY },
  );
  if (r.premier === null || r.dernier === null) return;
  if (r.manquants.length === 0) {
    paragraph(doc, `Contrôle : aucun numéro manquant jusqu’au ${numero(r.dernier)}.`, { bold: true });
  } else {
    const ranges = r.manquants
      .map((m) => (m.du === m.au ? numero(m.du) : `${numero(m.du)} à ${numero(m.au)}`))
      .join(', ');
    paragraph(doc, `Attention, numéros manquants : ${ranges}.`, { color: WARNING, bold: true });
  }
  if (r.horsPeriode > 0) {
    paragraph(
      doc,
      `${plural(r.horsPeriode, 'reçu numéroté', 'reçus numérotés')} entre le premier et le dernier ${r.horsPeriode > 1 ? 'ont été émis' : 'a été émis'} hors de la période.`,
      { color: GREY },
    );
  }
  if (s.validesSansRecu > 0) {
    paragraph(
      doc,
      `Attention : ${plural(s.validesSansRecu, 'paiement validé', 'paiements validés')} sur la période sans reçu.`,
      { color: WARNING, bold: true },
    );
  }
}

export async function renderSynthesePdf(s: Synthese): Promise<Buffer> {
  const { du, au } = s.periode;
  const title = `Synthèse comptable du ${formatDateLong(du)} au ${formatDateLong(au)}`;
  // pdfkit takes a sixth of a second to load: loaded with the first document (as the receipts').
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: BUSINESS.raisonSociale, Creator: BUSINESS.nomCommercial },
    lang: 'fr-FR',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const entreprise = issuer();
  doc.font('Helvetica-Bold').fontSize(16).fillColor(ACCENT).text(pdfText(entreprise.raisonSociale));
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(GREY)
    .text(pdfText(`${entreprise.projet} — ${entreprise.nomCommercial}`))
    .text(pdfText(`RCCM ${entreprise.rccm} — Id. Nat. ${entreprise.idNat}`));
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(pdfText(title));
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(GREY)
    .text(
      pdfText(
        `Jours de Lubumbashi, bornes incluses. Établie le ${formatDateLong(s.etablieLe, { withTime: true })}. Montants en dollars américains.`,
      ),
    );
  doc.fillColor('black');

  heading(doc, 'Encaissements validés');
  paragraph(
    doc,
    `${plural(s.valides.nombre, 'paiement validé', 'paiements validés')} sur la période, pour un total de ${money(s.valides.cents)}.`,
    { bold: true },
  );
  paragraph(
    doc,
    'Un paiement compte le jour où il a été validé ; seuls les paiements validés entrent dans les totaux.',
    { color: GREY },
  );

  heading(doc, 'Par mode de paiement');
  totalsTable(doc, 'Mode', s.parMethode, { libelle: 'Total', ...s.valides });

  heading(doc, 'Par compte d’encaissement');
  totalsTable(doc, 'Compte (ligne de relevé rapprochée)', s.parCompte, { libelle: 'Total', ...s.valides });

  receipts(doc, s);

  heading(doc, 'Rejetés et annulés (tenus à part)');
  paragraph(
    doc,
    'Ces paiements n’ont pas été encaissés : ils n’entrent dans aucun total ci-dessus. Un paiement rejeté compte le jour du rejet, un paiement annulé le jour de l’annulation.',
    { color: GREY },
  );
  doc.moveDown(0.3);
  totalsTable(doc, 'Statut', s.ecartes);

  doc.moveDown(1);
  paragraph(
    doc,
    `Le détail ligne à ligne est dans les fichiers ${exportFilename('paiements', s.periode)} et ${exportFilename('recus', s.periode)}.`,
    { color: GREY },
  );

  doc.end();
  return done;
}
