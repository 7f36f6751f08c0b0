// The demo buyers' proofs of payment: a one-page PDF (a bank's transfer notice, a cash office's
// deposit slip, an operator's confirmation) written by hand in a few hundred bytes, so the back
// office shows a real document in place and the first start spends no time drawing one (pdfkit
// takes tens of milliseconds a page; ADR 037).
import { BUSINESS } from '@parcelles/shared/business';
import { formatDateLong } from '@parcelles/shared/format';

export interface ProofDocument {
  /** The issuer's heading, e.g. 'Rawbank — Avis de virement'. */
  titre: string;
  /** Label and value pairs, top to bottom. */
  lignes: [string, string][];
}

export type ProofKind = 'VIREMENT_BANCAIRE' | 'ESPECES' | 'MOBILE_MONEY';

/** What a proof says about its payment. */
export interface ProofFacts {
  methode: ProofKind;
  /** The bank (transfer), the operator's name (mobile money); unused for cash. */
  emetteur: string;
  payeur: string;
  montant: number;
  /** The transfer reference, the cash receipt number or the transaction id. */
  reference: string;
  date: Date;
}

const money = (dollars: number) =>
  `${dollars.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USD`;

export function proofDocument(facts: ProofFacts): ProofDocument {
  const date = formatDateLong(facts.date, { withTime: true });
  if (facts.methode === 'ESPECES') {
    return {
      titre: `${BUSINESS.raisonSociale} — Reçu de caisse`,
      lignes: [
        ['Reçu n°', facts.reference],
        ['Reçu de', facts.payeur],
        ['Montant', money(facts.montant)],
        ['Objet', `Parcelle, ${BUSINESS.projet}`],
        ['Date', date],
        ['Lieu', BUSINESS.bureauEncaissement],
      ],
    };
  }
  if (facts.methode === 'MOBILE_MONEY') {
    return {
      titre: `${facts.emetteur} — Confirmation de paiement`,
      lignes: [
        ['Transaction', facts.reference],
        ['Payé par', facts.payeur],
        ['Payé à', BUSINESS.raisonSociale],
        ['Montant', money(facts.montant)],
        ['Date', date],
        ['Statut', 'Réussie'],
      ],
    };
  }
  return {
    titre: `${facts.emetteur} — Avis de virement`,
    lignes: [
      ["Donneur d'ordre", facts.payeur],
      ['Bénéficiaire', BUSINESS.raisonSociale],
      ['Montant', money(facts.montant)],
      ['Motif', facts.reference],
      ['Date', date],
      ['Statut', 'Exécuté'],
    ],
  };
}

// Helvetica's WinAnsi encoding: Latin-1 plus a few typographic signs; anything else becomes a space.
const WIN_ANSI: Record<string, number> = { '’': 0x92, '‘': 0x91, '“': 0x93, '”': 0x94, '—': 0x97, '–': 0x96 };

function winAnsi(text: string): Buffer {
  const bytes = Array.from(text, (char) => {
    const code = char.codePointAt(0)!;
    if (WIN_ANSI[char] !== undefined) return WIN_ANSI[char]!;
    return code >= 0x20 && code <= 0xff && code !== 0x7f ? code : 0x20;
  });
  return Buffer.from(bytes);
}

/** A PDF string literal: parentheses and backslashes escaped. */
const literal = (text: string) => Buffer.concat([Buffer.from('('), escape(winAnsi(text)), Buffer.from(')')]);

function escape(bytes: Buffer): Buffer {
  const out: number[] = [];
  for (const byte of bytes) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out.push(0x5c);
    out.push(byte);
  }
  return Buffer.from(out);
}

/** The document as a one-page A5 landscape PDF (about 1.5 KB). */
export function proofPdf(document: ProofDocument): Buffer {
  const width = 595;
  const height = 420;
  const parts: Buffer[] = [
    Buffer.from('q 0.85 0.88 0.92 RG 2 w 24 24 547 372 re S Q\n'),
    Buffer.from('BT /F2 15 Tf 44 360 Td '),
    literal(document.titre),
    Buffer.from(' Tj ET\n'),
    Buffer.from('q 0.8 0.8 0.8 RG 1 w 44 344 m 551 344 l S Q\n'),
  ];
  document.lignes.forEach(([label, value], i) => {
    const y = 312 - i * 34;
    parts.push(
      Buffer.from(`BT /F1 9 Tf 0.4 0.4 0.4 rg 44 ${y + 12} Td `),
      literal(label),
      Buffer.from(' Tj ET\n'),
    );
    parts.push(Buffer.from(`BT /F2 12 Tf 0 0 0 rg 44 ${y - 4} Td `), literal(value), Buffer.from(' Tj ET\n'));
  });
  const content = Buffer.concat(parts);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ].map((body) => Buffer.from(body));
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  objects.forEach((body, i) => {
    offsets.push(length);
    push(Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]));
  });
  offsets.push(length);
  push(
    Buffer.concat([
      Buffer.from(`6 0 obj\n<< /Length ${content.length} >>\nstream\n`),
      content,
      Buffer.from('\nendstream\nendobj\n'),
    ]),
  );
  const xref = length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${entries}` +
        `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(chunks);
}
