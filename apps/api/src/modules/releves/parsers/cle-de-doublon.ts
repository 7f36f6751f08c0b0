// The key that makes a statement line recorded once however often its file is imported (issue 26,
// ADR 046). A line the bank or the operator gave an id keys on that id; a line without one keys on
// what it says (day, amount, direction, narrative) and on its rank among the identical lines of its
// file, so two identical 10 $ fees of one day stay two lines while a re-import finds both.
import { createHash } from 'node:crypto';
import type { LigneReleve } from './ligne-releve';

/**
 * The narrative as the key compares it: accents and case dropped, runs of spaces made one, so an
 * export re-saved as Latin-1 or by a spreadsheet that trims cells gives the same key.
 */
export function normaliserLibelle(libelle: string): string {
  return libelle.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase().replace(/\s+/g, ' ').trim();
}

const hacher = (parts: (string | number)[]) =>
  createHash('sha256').update(JSON.stringify(parts)).digest('base64url');

/**
 * What identifies a line without an id within its file, the basis of `occurrence`: 72 bits of the
 * hash (12 characters) are plenty among a file's lines and keep the count to some 60 bytes a line.
 */
export const empreinteSansReference = (
  ligne: Pick<LigneReleve, 'dateOperation' | 'montantCents' | 'sens' | 'libelle'>,
): string =>
  hacher([ligne.dateOperation, ligne.montantCents, ligne.sens, normaliserLibelle(ligne.libelle)]).slice(
    0,
    12,
  );

export type LignePourCle = Pick<
  LigneReleve,
  'dateOperation' | 'montantCents' | 'sens' | 'libelle' | 'referenceBanque' | 'occurrence'
>;

/**
 * The line's duplicate key on the account `compteId`: `ref:…` from its own id (with its day,
 * direction and amount, so an id a bank reuses across days, or a sequence number that restarts
 * with each statement, never merges two different movements), else `txt:…` from day, amount,
 * direction, normalised narrative and occurrence. The narrative of a line with an id is left out:
 * the same transaction re-exported with a reworded narrative is still the same line.
 */
export function cleDeDoublon(ligne: LignePourCle, compteId: string): string {
  const reference = ligne.referenceBanque?.trim();
  if (reference) {
    return `ref:${hacher([compteId, reference, ligne.dateOperation, ligne.sens, ligne.montantCents])}`;
  }
  return `txt:${hacher([
    compteId,
    ligne.dateOperation,
    ligne.montantCents,
    ligne.sens,
    normaliserLibelle(ligne.libelle),
    ligne.occurrence,
  ])}`;
}
