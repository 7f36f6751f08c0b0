// A sending of proofs (a new payment, new proofs, a message) done at most once per Idempotency-Key
// (ADR 028), with the reservations' mechanism (plugins/idempotency.ts): a buyer on a weak network
// who retries after a lost answer gets the first answer, not a second payment and a second alert.
// The request's fingerprint is its route (named by the route file), parameters, fields and each file's name and SHA-256.
// A key already answered is known before the body is read: its files are then only digested,
// never stored, and the limits of ADR 019 neither count nor refuse it. A twin still in flight
// cannot be known so early: it stores its files and passes the limits, then waits on the key in
// the transaction and gets the first answer; its files are deleted and its count given back.
import type { Executor } from '../../../db/client';
import {
  findReplay,
  isKeyAnswered,
  withIdempotency,
  type IdempotencyScope,
  type IdempotentRequest,
  type IdempotentResult,
} from '../../../plugins/idempotency';
import { deleteStored, type Storage } from '../../../plugins/storage';
import type { PaiementsDeps } from '../paiements.deps';
import type { BeforeFiles, ProofUpload } from '../paiements.upload';
import { proofSendingLimits, withUploadedFiles } from './proof-rules';

/** How to receive the files: stored behind the gate, or (a key already answered) only digested. */
export interface ProofReception {
  storage: Storage | null;
  beforeFiles: BeforeFiles | undefined;
}

export async function proofReception(
  { db, storage }: Pick<PaiementsDeps, 'db' | 'storage'>,
  userId: string,
  key: string | undefined,
  gate: BeforeFiles,
): Promise<ProofReception> {
  if (key !== undefined && (await isKeyAnswered(db, userId, key))) {
    return { storage: null, beforeFiles: undefined };
  }
  return { storage, beforeFiles: gate };
}

/** The idempotent request of a sending: what must be equal for a retry to be the same request. */
export const proofRequest = (
  userId: string,
  scope: IdempotencyScope | undefined,
  params: Record<string, string>,
  upload: ProofUpload,
): IdempotentRequest => ({
  userId,
  scope,
  body: { params, fields: upload.fields, preuves: upload.digests },
});

/** Opens the sending's transaction: with a key, the key is claimed in it and the answer stored. */
export type InTransaction = <A>(work: (tx: Executor) => Promise<A>) => Promise<A>;

/**
 * Runs `send` unless the key was answered before, in which case its answer comes back. `send`
 * opens its transaction with the `inTransaction` it is given (as often as it retries); what that
 * transaction returns is the answer, stored as JSON. The stored files are deleted when anything
 * fails or when the answer was another request's.
 */
export async function sendProofsOnce<A>(
  deps: Pick<PaiementsDeps, 'db' | 'storage' | 'log' | 'limiter'>,
  request: IdempotentRequest,
  upload: ProofUpload,
  send: (inTransaction: InTransaction) => Promise<A>,
): Promise<IdempotentResult<A>> {
  const { db, storage, log, limiter } = deps;
  let replayed = false;
  const answer = await withUploadedFiles(deps, upload, async () => {
    const previous = await findReplay<A>(db, request);
    if (previous) {
      replayed = true;
      return previous.answer;
    }
    return send(async <T>(work: (tx: Executor) => Promise<T>) => {
      const result = await withIdempotency(db, request, work);
      replayed = result.replayed;
      return result.answer;
    });
  });
  if (replayed && upload.files.length > 0) {
    // A twin that was in flight: it passed the gate (counted) and stored its files for nothing.
    await deleteStored(
      storage,
      upload.files.map((f) => f.cle),
      log,
    );
    await limiter.refund(...proofSendingLimits(request.userId).map((limit) => limit.key));
  }
  return { answer: answer as A, replayed };
}
