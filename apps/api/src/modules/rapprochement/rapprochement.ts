// Matching statement lines to the payments they pay (issue 26, ADR 047), as a pure function: given
// the credit lines waiting for staff and the payments they could pay, which line pays which
// payment, and which reservation a line names when no payment of it could be linked. The SQL
// around it (use-cases/rapprocher.ts) loads the candidates of a set of amounts, since a line only
// ever pays a payment of its own amount, and writes the decisions. Nothing is validated here.
import { RAPPROCHEMENT_FENETRE_JOURS, type RapprochementMode } from '@parcelles/shared/domain';

/** A credit line waiting for staff, with what its text names (resolved against the database). */
export interface LigneCandidate {
  id: string;
  montantCents: number;
  /** The booking day, `AAAA-MM-JJ`. */
  dateOperation: string;
  /**
   * A line that may pay a payment: a credit in its account's currency, that currency the payments'
   * (US dollars), and not a reversal. Others only get a reservation named.
   */
  payable: boolean;
  /** Reservations whose reference (short or legacy form) its text quotes. */
  reservations: string[];
  /** Mobile money payments whose transaction id its text or its own id carries (any amount). */
  transactions: { paiementId: string; reservationId: string }[];
}

/** A payment a line may pay: declared and under review or awaited, or validated; with no line yet. */
export interface PaiementCandidat {
  id: string;
  reservationId: string;
  montantCents: number;
  /** The day it was declared (or recorded as paid), `AAAA-MM-JJ` in Lubumbashi. */
  jour: string;
  /** Under review (SOUMIS) or awaited after a complement request; false: already validated. */
  ouvert: boolean;
}

export interface DecisionRapprochement {
  ligneId: string;
  /** The payment the line pays, or null: it waits for staff. */
  paiementId: string | null;
  mode: Exclude<RapprochementMode, 'MANUEL'> | null;
  /** While it waits: the one reservation its text names, if exactly one. */
  reservationSuggereeId: string | null;
}

export interface OptionsRapprochement {
  /** How many days apart a line and a payment of the same amount may be. */
  fenetreJours?: number;
}

const DAY_MS = 86_400_000;
const jours = (jour: string) => Date.parse(`${jour}T00:00:00Z`) / DAY_MS;

/** Short references (`RES-7K4P2Q`, the alphabet without 0, 1, I, O) a text quotes, upper case. */
const COURTE = /RES[\s\-_.:/]*([2-9A-HJ-NP-Z]{6})/g;
/** The spec's first form: `RES-` and the reservation id's last 8 hex characters. */
const ANCIENNE = /RES[\s\-_.:/]*([0-9A-F]{8})(?![0-9A-Z])/g;

/**
 * The reservation references a statement text quotes: short ones (`RES-7K4P2Q`, written with or
 * without the dash, glued to the next word or not) and the legacy id suffixes (lower case). Only
 * those that name a reservation count, which the database tells.
 */
export function referencesCitees(texte: string): { courtes: string[]; anciennes: string[] } {
  const haut = texte.toUpperCase();
  const courtes = new Set<string>();
  const anciennes = new Set<string>();
  for (const m of haut.matchAll(COURTE)) courtes.add(`RES-${m[1]}`);
  for (const m of haut.matchAll(ANCIENNE)) anciennes.add(m[1]!.toLowerCase());
  return { courtes: [...courtes], anciennes: [...anciennes] };
}

/**
 * The words of a statement text that could be a mobile money transaction id as payments store it
 * (upper case, no spaces): each run of non-space characters, with its punctuation around removed,
 * and each run of letters and digits in it; 6 to 40 characters.
 */
export function identifiantsCandidats(...textes: (string | null)[]): string[] {
  const mots = new Set<string>();
  for (const texte of textes) {
    if (!texte) continue;
    const haut = texte.toUpperCase();
    for (const brut of haut.split(/[\s,;()'"«»[\]{}<>]+/)) {
      const mot = brut.replace(/^[^0-9A-Z]+|[^0-9A-Z]+$/g, '');
      if (mot) mots.add(mot);
      for (const piece of mot.split(/[^0-9A-Z]+/)) if (piece) mots.add(piece);
    }
  }
  return [...mots].filter((mot) => mot.length >= 6 && mot.length <= 40);
}

/**
 * Which line pays which payment (ADR 047):
 * (a) a line whose text carries a payment's transaction id, or quotes a reservation's reference,
 *     pays the one candidate payment of that transaction, or of that reservation, of the same
 *     amount (several: the one declared within the window of days); with none, it waits with the
 *     reservation named;
 * (b) a line that names nothing pays the one payment under review of the same amount declared
 *     within the window, when that payment has no other such line;
 * otherwise it waits. A payment two lines would take goes to neither.
 */
export function rapprocher(
  lignes: readonly LigneCandidate[],
  paiements: readonly PaiementCandidat[],
  { fenetreJours = RAPPROCHEMENT_FENETRE_JOURS }: OptionsRapprochement = {},
): DecisionRapprochement[] {
  const parId = new Map(paiements.map((p) => [p.id, p]));
  const proches = (ligne: LigneCandidate, paiement: PaiementCandidat) =>
    Math.abs(jours(ligne.dateOperation) - jours(paiement.jour)) <= fenetreJours;
  /** The one payment among `candidats`, or the one within the window of days; else none. */
  const choisir = (ligne: LigneCandidate, candidats: PaiementCandidat[]) => {
    const uniques = [...new Map(candidats.map((p) => [p.id, p])).values()];
    if (uniques.length === 1) return uniques[0]!;
    const proche = uniques.filter((p) => proches(ligne, p));
    return proche.length === 1 ? proche[0]! : null;
  };

  const propositions = new Map<
    string,
    { paiementId: string; mode: 'REFERENCE' | 'TRANSACTION' | 'MONTANT_DATE' }
  >();
  const suggestions = new Map<string, string | null>();
  const nommees = new Set<string>();
  for (const ligne of lignes) {
    const reservations = [
      ...new Set([...ligne.reservations, ...ligne.transactions.map((t) => t.reservationId)]),
    ];
    if (reservations.length > 0) nommees.add(ligne.id);
    suggestions.set(ligne.id, reservations.length === 1 ? reservations[0]! : null);
    if (!ligne.payable) continue;
    const memeMontant = (p: PaiementCandidat | undefined): p is PaiementCandidat =>
      p !== undefined && p.montantCents === ligne.montantCents;
    const parTransaction = choisir(
      ligne,
      ligne.transactions.map((t) => parId.get(t.paiementId)).filter(memeMontant),
    );
    if (parTransaction) {
      propositions.set(ligne.id, { paiementId: parTransaction.id, mode: 'TRANSACTION' });
      continue;
    }
    const parReference = choisir(
      ligne,
      paiements.filter((p) => memeMontant(p) && ligne.reservations.includes(p.reservationId)),
    );
    if (parReference) propositions.set(ligne.id, { paiementId: parReference.id, mode: 'REFERENCE' });
  }

  // A payment two lines would take is ambiguous: a person decides.
  const demandes = new Map<string, number>();
  for (const { paiementId } of propositions.values()) {
    demandes.set(paiementId, (demandes.get(paiementId) ?? 0) + 1);
  }
  for (const [ligneId, { paiementId }] of propositions) {
    if (demandes.get(paiementId)! > 1) propositions.delete(ligneId);
  }
  const pris = new Set([...propositions.values()].map((p) => p.paiementId));

  // (b) By amount and date, both ways unique, among the lines that name nothing.
  const parMontant = <T extends { montantCents: number }>(items: T[]) => {
    const groupes = new Map<number, T[]>();
    for (const item of items)
      groupes.set(item.montantCents, [...(groupes.get(item.montantCents) ?? []), item]);
    return groupes;
  };
  const muettes = parMontant(lignes.filter((l) => l.payable && !nommees.has(l.id)));
  const ouverts = parMontant(paiements.filter((p) => p.ouvert && !pris.has(p.id)));
  const rivales = new Map<string, number>();
  for (const [montant, lignesDuMontant] of muettes) {
    for (const ligne of lignesDuMontant) {
      const candidats = (ouverts.get(montant) ?? []).filter((p) => proches(ligne, p));
      if (candidats.length !== 1) continue;
      const paiement = candidats[0]!;
      if (!rivales.has(paiement.id)) {
        rivales.set(paiement.id, lignesDuMontant.filter((l) => proches(l, paiement)).length);
      }
      if (rivales.get(paiement.id) !== 1) continue;
      propositions.set(ligne.id, { paiementId: paiement.id, mode: 'MONTANT_DATE' });
    }
  }

  return lignes.map((ligne) => {
    const proposition = propositions.get(ligne.id);
    return {
      ligneId: ligne.id,
      paiementId: proposition?.paiementId ?? null,
      mode: proposition?.mode ?? null,
      reservationSuggereeId: proposition ? null : (suggestions.get(ligne.id) ?? null),
    };
  });
}
