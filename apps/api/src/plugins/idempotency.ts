// Idempotent creations (DESIGN.md §4): a request repeated with the same Idempotency-Key (a double
// click, a retry after a lost answer) gets the first answer instead of doing the work twice. The
// key is claimed inside the work's own transaction, so a concurrent twin waits on it and then
// reads the answer; a key seen before answers without running anything. The key remembers a hash
// of the request it came with: the same key with another request is refused (422), not replayed.
//
// Lock order: the user's row first, then the key. Claiming the key alone would take a key-share
// lock on the user's row (its foreign key), and a work that then locks that row for update would
// deadlock with a concurrent request of the same user doing the same (issue 13).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@parcelles/shared/errors';
import type { Database, Executor } from '../db/client';
import { isUniqueViolation } from '../lib/database-errors';
import { IDEMPOTENCY_MESSAGES } from '../modules/mail/messages';
import * as usersRepo from '../modules/auth/auth.repository';
import * as repo from './idempotency.repository';

/**
 * How the route names an idempotent request (issue 24: use cases know no route): the client's
 * Idempotency-Key, the route recorded beside it, and the status its answer goes with.
 */
export interface IdempotencyScope {
  /** The client's Idempotency-Key; without one the work simply runs. */
  key: string | undefined;
  /** Recorded beside the key, e.g. 'POST /reservations'. */
  route: string;
  /** The status the answer goes with, recorded beside it (201 unless told). */
  status?: number;
}

/** The request's Idempotency-Key header, scoped to its route. */
export function idempotencyScope(request: FastifyRequest, route: string, status?: number): IdempotencyScope {
  const header = request.headers['idempotency-key'];
  return { key: typeof header === 'string' ? header : undefined, route, status };
}

export interface IdempotentRequest {
  userId: string;
  /** Undefined when the work is not asked for over HTTP (the demo): it simply runs. */
  scope: IdempotencyScope | undefined;
  /** The request's body (and parameters): a key reused with a different one is refused. */
  body: unknown;
}

/** What `withIdempotency` gives back: the work's answer, and whether it was only replayed. */
export interface IdempotentResult<A> {
  answer: A;
  replayed: boolean;
}

// The record's status column predates this helper; most idempotent calls are creations.
const CREATED = 201;
const PENDING = 0;

/** JSON with every object's keys sorted and undefined members left out, so equal bodies match. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const members = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** sha256 (hex) of the route and the request's canonical JSON. */
export const requestHash = (route: string, body: unknown): string =>
  createHash('sha256')
    .update(`${route}\n${canonicalJson(body)}`)
    .digest('hex');

const keyReused = () =>
  new AppError('IDEMPOTENCY_KEY_REUSED', { status: 422, message: IDEMPOTENCY_MESSAGES.keyReused });

/**
 * The answer already given under the request's key, if any; the same key with another route or
 * body is refused (422). A caller that must decide before it does anything costly (reading files)
 * asks here first; `withIdempotency` asks again before it runs the work.
 */
export async function findReplay<A>(
  db: Executor,
  request: IdempotentRequest,
  hash = requestHash(request.scope?.route ?? '', request.body),
): Promise<IdempotentResult<A> | undefined> {
  const { userId, scope } = request;
  const previous = scope?.key ? await repo.findAnswer(db, userId, scope.key) : undefined;
  if (!previous) return undefined;
  // Rows older than the hash only know their route.
  if (previous.route !== scope!.route || (previous.empreinteRequete ?? hash) !== hash) throw keyReused();
  if (previous.statusCode === PENDING) return undefined;
  return { answer: previous.reponse as A, replayed: true };
}

/** Whether the user's key already has an answer (for any request), before the request is known. */
export async function isKeyAnswered(db: Executor, userId: string, key: string): Promise<boolean> {
  const previous = await repo.findAnswer(db, userId, key);
  return previous !== undefined && previous.statusCode !== PENDING;
}

/**
 * Runs `work` in one transaction with the user's row locked and the key claimed, and stores its
 * answer (JSON) under the key. A unique violation that is not a twin's claim goes on to the
 * caller, which knows what it means.
 */
export async function withIdempotency<A>(
  db: Database,
  request: IdempotentRequest,
  work: (tx: Executor) => Promise<A>,
): Promise<IdempotentResult<A>> {
  const { userId, scope } = request;
  const key = scope?.key;
  const hash = requestHash(scope?.route ?? '', request.body);
  const replay = () => findReplay<A>(db, request, hash);
  const answered = await replay();
  if (answered) return answered;
  try {
    const answer = await db.transaction(async (tx) => {
      if (key) {
        await usersRepo.lockUser(tx, userId);
        await repo.claimKey(tx, userId, key, scope.route, hash);
      }
      const result = await work(tx);
      if (key) await repo.storeAnswer(tx, userId, key, scope.status ?? CREATED, result);
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
