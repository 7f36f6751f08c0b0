// Which reader a statement file needs, judged by its first bytes (a few kilobytes are enough); the
// name only words the refusal. A spreadsheet or a PDF gets told what to export instead.
import { TextDecoder } from 'node:util';
import type { FormatReleve } from './ligne-releve';
import { RELEVE_MESSAGES as M } from './messages';

export type FormatReconnu = { ok: true; format: FormatReleve } | { ok: false; message: string };

const APERCU = 8192;
const commencePar = (octets: Uint8Array, ...signature: number[]) =>
  signature.every((b, i) => octets[i] === b);

function texteDe(debut: Uint8Array): string {
  const octets = debut.subarray(0, APERCU);
  if (commencePar(octets, 0xff, 0xfe)) return new TextDecoder('utf-16le').decode(octets);
  if (commencePar(octets, 0xfe, 0xff)) return new TextDecoder('utf-16be').decode(octets);
  // Latin-1 keeps ASCII as it is, which is all the judging needs.
  return Buffer.from(octets.buffer, octets.byteOffset, octets.length).toString('latin1');
}

/** 'CSV', 'CAMT053' or 'MT940' for a file starting with `debut`, or why none fits. */
export function reconnaitreFormat(debut: Uint8Array | string, nomFichier: string): FormatReconnu {
  const nom = nomFichier.trim() || 'le fichier';
  const extension = /\.([a-z0-9]+)$/i.exec(nom)?.[1]?.toLowerCase() ?? '';
  const refus = (detail: string): FormatReconnu => ({ ok: false, message: M.formatNonReconnu(detail) });
  if (typeof debut !== 'string') {
    if (commencePar(debut, 0x25, 0x50, 0x44, 0x46)) {
      return refus(`« ${nom} » est un PDF. Importez l’export CSV, camt.053 ou MT940 du même relevé.`);
    }
    if (commencePar(debut, 0x50, 0x4b, 0x03, 0x04) || commencePar(debut, 0xd0, 0xcf, 0x11, 0xe0)) {
      return refus(
        `« ${nom} » est un classeur (Excel, ${extension || 'zip'}). Enregistrez-le au format CSV, puis importez le CSV.`,
      );
    }
  }
  const texte = (typeof debut === 'string' ? debut.slice(0, APERCU) : texteDe(debut)).replace(/^\uFEFF/, '');
  if (texte.trim() === '') return refus(`« ${nom} » est vide.`);
  if (texte.includes('\u0000')) return refus(`« ${nom} » n’est pas un fichier texte.`);

  const debutTexte = texte.trimStart();
  if (debutTexte.startsWith('<')) {
    if (/camt\.053\.|<(?:[\w.-]+:)?BkToCstmrStmt[\s>]/.test(texte)) return { ok: true, format: 'CAMT053' };
    const camt = /camt\.(\d{3})\./.exec(texte);
    return refus(
      camt
        ? `« ${nom} » est un message camt.${camt[1]}, pas un relevé de compte camt.053.`
        : `« ${nom} » est un XML qui n’est pas un relevé camt.053.`,
    );
  }
  if (/^\{1:|^:20:/.test(debutTexte) || (/^:20:/m.test(texte) && /^:(?:25|28C|60F|60M):/m.test(texte))) {
    return { ok: true, format: 'MT940' };
  }
  // Some exports open with a line or two about the account before the header.
  const premieresLignes = debutTexte.split(/\r\n|\n|\r/, 6).slice(0, 5);
  if (premieresLignes.some((ligne) => /[;,\t]/.test(ligne))) return { ok: true, format: 'CSV' };
  return refus(`« ${nom} » n’est ni un CSV, ni un relevé camt.053 (XML), ni un relevé MT940.`);
}
