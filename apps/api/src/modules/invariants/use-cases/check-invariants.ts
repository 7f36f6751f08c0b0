// The rules of DESIGN.md §4 that the data itself must keep, checked on a whole database (issue 23):
// `npm run db:check` prints what this returns, the demo's test and the fault tests (a server
// killed mid-payment, a database outage, two instances) expect nothing. It only reads.
import type { Executor } from '../../../db/client';
import * as repo from '../invariants.repository';

export interface Violation {
  /** The rule broken, e.g. PARCELLE_RESERVEE_SANS_RESERVATION. */
  regle: string;
  /** What is wrong with this row, in French, naming it as staff do (lot, reference). */
  message: string;
  entite: 'parcelle' | 'reservation' | 'paiement' | 'recu';
  /** The row's id; for a missing receipt number, the number. */
  id: string;
}

const money = (cents: number | string) => `${(Number(cents) / 100).toFixed(2)} $`;

/** Every broken rule, each row once per rule; an empty list when the data holds. */
export async function checkInvariants(db: Executor): Promise<Violation[]> {
  const [
    reserved,
    sold,
    owned,
    disagreeing,
    heldTwice,
    pending,
    open,
    anotherBuyer,
    withoutReceipt,
    wrongReceipts,
    numbers,
    counter,
    schedules,
  ] = await Promise.all([
    repo.reservedWithoutReservation(db),
    repo.soldWithoutPaidOwner(db),
    repo.ownedNotSold(db),
    repo.runningOnPlotThatDisagrees(db),
    repo.plotsHeldTwice(db),
    repo.pendingWithValidatedPayment(db),
    repo.openPaymentsOfClosedReservations(db),
    repo.paymentsOfAnotherBuyer(db),
    repo.validatedWithoutReceipt(db),
    repo.receiptsNotMatchingTheirPayment(db),
    repo.receiptNumbers(db),
    repo.receiptCounter(db),
    repo.schedulesNotAddingUp(db),
  ]);
  return [
    ...reserved.map((p) => ({
      regle: 'PARCELLE_RESERVEE_SANS_RESERVATION',
      message: `La parcelle ${p.numeroLot} est « Réservée » sans réservation en cours.`,
      entite: 'parcelle' as const,
      id: p.id,
    })),
    ...sold.map((p) => ({
      regle: 'PARCELLE_VENDUE_SANS_PAIEMENT_COMPLET',
      message: p.proprietaireId
        ? `La parcelle ${p.numeroLot} est « Vendue » sans réservation de son propriétaire payée en entier.`
        : `La parcelle ${p.numeroLot} est « Vendue » sans propriétaire.`,
      entite: 'parcelle' as const,
      id: p.id,
    })),
    ...owned.map((p) => ({
      regle: 'PROPRIETAIRE_SANS_VENTE',
      message: `La parcelle ${p.numeroLot} a un propriétaire mais son statut est ${p.statut}.`,
      entite: 'parcelle' as const,
      id: p.id,
    })),
    ...disagreeing.map((r) => ({
      regle: 'RESERVATION_ET_PARCELLE_EN_DESACCORD',
      message: `La réservation ${r.reference} (${r.statut}) porte sur la parcelle ${r.numeroLot}, dont le statut ${r.statutParcelle} ne la suit pas.`,
      entite: 'reservation' as const,
      id: r.id,
    })),
    ...heldTwice.map((h) => ({
      regle: 'PLUSIEURS_RESERVATIONS_EN_COURS',
      message: `La parcelle est tenue par ${h.n} réservations en cours à la fois.`,
      entite: 'parcelle' as const,
      id: h.parcelleId,
    })),
    ...pending.map((r) => ({
      regle: 'RESERVATION_EN_ATTENTE_AVEC_PAIEMENT_VALIDE',
      message: `La réservation ${r.reference} est encore « En attente » alors qu’un de ses paiements est validé.`,
      entite: 'reservation' as const,
      id: r.id,
    })),
    ...open.map((p) => ({
      regle: 'PAIEMENT_OUVERT_SUR_RESERVATION_CLOSE',
      message: `Un paiement ${p.statut} reste ouvert sur la réservation ${p.reference}, annulée ou expirée.`,
      entite: 'paiement' as const,
      id: p.id,
    })),
    ...anotherBuyer.map((p) => ({
      regle: 'PAIEMENT_D_UN_AUTRE_ACHETEUR',
      message: `Un paiement de la réservation ${p.reference} est au nom d’un autre acheteur.`,
      entite: 'paiement' as const,
      id: p.id,
    })),
    ...withoutReceipt.map((p) => ({
      regle: 'PAIEMENT_VALIDE_SANS_RECU',
      message: 'Un paiement validé n’a pas de reçu.',
      entite: 'paiement' as const,
      id: p.id,
    })),
    ...wrongReceipts.map((r) => ({
      regle: 'RECU_SANS_SON_PAIEMENT',
      message: `Le reçu n° ${r.numero} ne correspond pas à son paiement (${r.statut}, montant ou réservation).`,
      entite: 'recu' as const,
      id: r.id,
    })),
    ...receiptGaps(numbers, counter),
    ...schedules.map((r) => ({
      regle: 'ECHEANCIER_DIFFERENT_DU_PRIX',
      message: `L’échéancier de la réservation ${r.reference} totalise ${money(r.echeancierCents)} pour ${money(r.montantTotalCents)} dus.`,
      entite: 'reservation' as const,
      id: r.id,
    })),
  ];
}

/**
 * Receipts are numbered 1, 2, 3… without a gap or a repeat, and the counter is the last number
 * issued (ADR 017). Pure, so the rule reads on its own.
 */
export function receiptGaps(numbers: readonly number[], counter: number | undefined): Violation[] {
  const violations: Violation[] = [];
  const rule = (message: string, id: string): Violation => ({
    regle: 'NUMEROTATION_DES_RECUS',
    message,
    entite: 'recu',
    id,
  });
  const seen = new Set<number>();
  for (const n of numbers) {
    if (seen.has(n)) violations.push(rule(`Le numéro de reçu ${n} est attribué deux fois.`, String(n)));
    seen.add(n);
  }
  const last = numbers.reduce((max, n) => Math.max(max, n), 0);
  for (let n = 1; n <= last; n++) {
    if (!seen.has(n)) violations.push(rule(`Le numéro de reçu ${n} manque dans la suite.`, String(n)));
  }
  if (counter !== undefined && counter !== last) {
    violations.push(
      rule(
        `Le compteur des reçus est à ${counter} alors que le dernier reçu porte le n° ${last}.`,
        'compteur',
      ),
    );
  }
  return violations;
}
