// The matching's SQL around the pure rules (rapprochement.ts, ADR 047): it runs after each import,
// and whenever a buyer declares a payment or one is decided. A line only ever pays a payment of its
// own amount, so a run takes a set of amounts: every credit line waiting with one of them, every
// payment it could pay, the reservations and transactions their texts name; then writes each link
// (with its audit entry, by the system) and each reservation named. Nothing is validated.
import type { FastifyBaseLogger } from 'fastify';
import { DEVISE_PAIEMENTS, type RapprochementMode } from '@parcelles/shared/domain';
import type { Database, Executor } from '../../../db/client';
import { retryTransaction } from '../../../lib/transaction-retry';
import { recordAudits, type AuditEntry } from '../../audit/audit.repository';
import {
  identifiantsCandidats,
  rapprocher,
  referencesCitees,
  type LigneCandidate,
  type PaiementCandidat,
} from '../rapprochement';
import * as repo from '../rapprochement.repository';

/** A link the run made. */
export interface Lien {
  ligneId: string;
  paiementId: string;
  reservationId: string;
  mode: Exclude<RapprochementMode, 'MANUEL'>;
}

/**
 * Matches the waiting credit lines of these amounts, in the caller's transaction (holding the
 * matching's lock to its end). Returns the links made.
 */
export async function matchAmounts(tx: Executor, montants: number[]): Promise<Lien[]> {
  const amounts = [...new Set(montants)].filter((m) => Number.isSafeInteger(m) && m > 0);
  if (amounts.length === 0) return [];
  await repo.lockMatching(tx);
  // Amounts never meet: a large import is matched a slice of amounts at a time, to the same end.
  const liens: Lien[] = [];
  for (let i = 0; i < amounts.length; i += AMOUNTS_PER_RUN) {
    liens.push(...(await matchSlice(tx, amounts.slice(i, i + AMOUNTS_PER_RUN))));
  }
  return liens;
}

const AMOUNTS_PER_RUN = 1000;

async function matchSlice(tx: Executor, amounts: number[]): Promise<Lien[]> {
  const lignes = await repo.findWaitingLines(tx, amounts);
  if (lignes.length === 0) return [];

  // What each line's text names.
  const cites = new Map(
    lignes.map((l) => [
      l.id,
      {
        refs: referencesCitees([l.libelle, l.referenceClient ?? '', l.referenceBanque ?? ''].join(' ')),
        ids: new Set(identifiantsCandidats(l.libelle, l.referenceClient, l.referenceBanque)),
      },
    ]),
  );
  const quoted = await repo.findQuotedReservations(
    tx,
    [...new Set([...cites.values()].flatMap((c) => c.refs.courtes))],
    [...new Set([...cites.values()].flatMap((c) => c.refs.anciennes))],
  );
  const byTransaction = await repo.findByTransactionIds(
    tx,
    [...cites.values()].flatMap((c) => [...c.ids]),
  );

  const candidates: LigneCandidate[] = lignes.map((l) => {
    const { refs, ids } = cites.get(l.id)!;
    const reservations = quoted
      .filter((r) => refs.courtes.includes(r.reference) || refs.anciennes.includes(r.suffixe))
      .map((r) => r.id);
    const transactions = byTransaction
      .filter(
        (p) =>
          ids.has(p.transaction) && (l.compteType !== 'MOBILE_MONEY' || p.operateur === l.compteOperateur),
      )
      .map((p) => ({ paiementId: p.id, reservationId: p.reservationId }));
    return {
      id: l.id,
      montantCents: l.montantCents,
      dateOperation: l.dateOperation,
      payable: !l.annulation && l.devise === l.compteDevise && l.devise === DEVISE_PAIEMENTS,
      reservations: [...new Set(reservations)],
      transactions,
    };
  });

  const named = [...new Set(candidates.flatMap((c) => c.reservations))];
  const payments = new Map<string, PaiementCandidat>();
  for (const p of [
    ...(await repo.findOpenPayments(tx, amounts)),
    ...(await repo.findValidatedWithoutLine(tx, named, amounts)),
    ...byTransaction.filter((p) => p.libre && amounts.includes(p.montantCents)),
  ]) {
    payments.set(p.id, {
      id: p.id,
      reservationId: p.reservationId,
      montantCents: p.montantCents,
      jour: p.jour,
      ouvert: p.ouvert,
    });
  }

  const decisions = rapprocher(candidates, [...payments.values()]);
  const linkable = await repo.lockLinkable(
    tx,
    decisions.flatMap((d) => (d.paiementId ? [d.paiementId] : [])),
  );
  const before = new Map(lignes.map((l) => [l.id, l.reservationSuggereeId]));
  const liens: Lien[] = [];
  for (const d of decisions) {
    if (d.paiementId && d.mode && linkable.has(d.paiementId)) {
      if (await repo.linkLine(tx, d.ligneId, d.paiementId, d.mode)) {
        liens.push({
          ligneId: d.ligneId,
          paiementId: d.paiementId,
          reservationId: payments.get(d.paiementId)!.reservationId,
          mode: d.mode,
        });
      }
    } else if (before.get(d.ligneId) !== d.reservationSuggereeId) {
      await repo.suggestReservation(tx, d.ligneId, d.reservationSuggereeId);
    }
  }
  await recordAudits(
    tx,
    liens.map((lien): AuditEntry => ({
      acteurId: null,
      action: 'LIGNE_RAPPROCHEE',
      entite: 'ligne_releve',
      entiteId: lien.ligneId,
      avant: { statut: 'A_RAPPROCHER' },
      apres: { statut: 'RAPPROCHEE', paiementId: lien.paiementId, rapprochement: lien.mode },
      details: { paiementId: lien.paiementId, reservationId: lien.reservationId },
    })),
  );
  return liens;
}

/**
 * The lines linked to these payments wait again (rejected, cancelled), in the caller's
 * transaction (which holds the payments' locks: no run links them meanwhile), each with its audit
 * entry; returns their amounts, to match again after commit.
 */
export async function releaseLines(tx: Executor, paiementIds: string[], acteurId: string | null) {
  if (paiementIds.length === 0) return [];
  const released = await repo.releaseLinesOf(tx, paiementIds);
  await recordAudits(
    tx,
    released.map((l): AuditEntry => ({
      acteurId,
      action: 'LIGNE_LIBEREE',
      entite: 'ligne_releve',
      entiteId: l.id,
      avant: { statut: 'RAPPROCHEE' },
      apres: { statut: 'A_RAPPROCHER' },
      details: { paiementIds },
    })),
  );
  return released.map((l) => l.montantCents);
}

export interface MatchingDeps {
  db: Database;
  log: FastifyBaseLogger;
}

/**
 * After a payment changed (declared, sent again, validated, rejected, recorded by staff), outside
 * its transaction: its line waits again if the payment can no longer take one (or its amount
 * changed), then the lines of its amount are matched. A failure is logged, never passed on: the
 * payment's own change is done, and the next run of that amount catches up.
 */
export async function matchAfterPayment(
  { db, log }: MatchingDeps,
  paiementIds: string[],
  extraAmounts: number[] = [],
): Promise<void> {
  try {
    await retryTransaction(() =>
      db.transaction(async (tx) => {
        await repo.lockMatching(tx);
        const montants = [...extraAmounts];
        for (const id of paiementIds) {
          const state = await repo.findPaymentState(tx, id);
          if (!state) continue;
          montants.push(state.montantCents);
          const line = await repo.findLineOfPayment(tx, id);
          if (!line || line.rapprochement === 'MANUEL') continue;
          const canTake = state.statut === 'VALIDE' || state.ouvert;
          if (!canTake || line.montantCents !== state.montantCents) {
            montants.push(...(await releaseLines(tx, [id], null)));
          }
        }
        await matchAmounts(tx, montants);
      }),
    );
  } catch (error) {
    log.error({ err: error, paiementIds }, 'statement matching failed');
  }
}
