// Idempotent creations (DESIGN.md §4): a request repeated with the same Idempotency-Key (a double
// click, a retry after a lost answer) gets the first answer instead of doing the work twice. The
// key is claimed inside the work's own transaction, so a concurrent twin waits on it and then
// reads the answer; a key seen before answers without running anything.
import type { Database, Executor } from '../db/client';
import { isUniqueViolation } from '../lib/database-errors';
import * as repo from './idempotency.repository';

export interface IdempotentRequest {
  userId: string;
  /** The client's Idempotency-Key; without one the work simply runs. */
  key: string | undefined;
  /** Recorded beside the key, e.g. 'POST /reservations'. */
  route: string;
}

/** What `withIdempotency` gives back: the work's answer, and whether it was only replayed. */
export interface IdempotentResult<A> {
  answer: A;
  replayed: boolean;
}

// The record's status column predates this helper; every idempotent call so far is a creation.
const CREATED = 201;
const PENDING = 0;

/**
 * Runs `work` in one transaction with the key claimed, and stores its answer (JSON) under the key.
 * A unique violation that is not a twin's claim goes on to the caller, which knows what it means.
 */
export async function withIdempotency<A>(
  db: Database,
  request: IdempotentRequest,
  work: (tx: Executor) => Promise<A>,
): Promise<IdempotentResult<A>> {
  const { userId, key, route } = request;
  const replay = async (): Promise<IdempotentResult<A> | undefined> => {
    const previous = key ? await repo.findAnswer(db, userId, key) : undefined;
    if (!previous || previous.statusCode === PENDING) return undefined;
    return { answer: previous.reponse as A, replayed: true };
  };
  const answered = await replay();
  if (answered) return answered;
  try {
    const answer = await db.transaction(async (tx) => {
      if (key) await repo.claimKey(tx, userId, key, route);
      const result = await work(tx);
      if (key) await repo.storeAnswer(tx, userId, key, CREATED, result);
      return result;
    });
    return { answer, replayed: false };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // The same key is being (or was just) answered by a concurrent request: give its answer.
    const concurrent = await replay();
    if (concurrent) return concurrent;
    throw err;
  }
}
