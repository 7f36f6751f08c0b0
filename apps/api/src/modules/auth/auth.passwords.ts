import os from 'node:os';
import argon2 from 'argon2';
import { BusyError, createWorkQueue } from '../../lib/work-queue';

/**
 * Who the argon2 work is for (issue 27). `account`: someone signing in or already signed in (and
 * the operator's scripts); served first. `anonymous`: work anyone may ask for without an account
 * (a sign-up, a new password from a link), which must never starve sign-ins when flooded.
 */
export type PasswordLane = 'account' | 'anonymous';

/**
 * Each hash holds a core and 64 MiB for about 0.1-0.3 s. At most as many run at once as there are
 * cores (3 at most: libuv's 4 threads also serve files and DNS); 64 sign-ins, or 8 anonymous
 * tasks, may wait their turn, and more are answered 503 at once.
 */
const passwordWork = createWorkQueue<PasswordLane>({
  concurrency: Math.min(os.availableParallelism(), 3),
  lanes: { account: 64, anonymous: 8 },
});

/** How many password hashes run and wait now. */
export const passwordWorkLoad = () => passwordWork.load();

// argon2id with the library's defaults (64 MiB, 3 passes): about 0.1 s per hash here.
export const hashPassword = (password: string, lane: PasswordLane) =>
  passwordWork.run(lane, () => argon2.hash(password, { type: argon2.argon2id }));

/** Checks a password of someone signing in (the `account` lane). */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await passwordWork.run('account', () => argon2.verify(hash, password));
  } catch (error) {
    // A full queue is an answer for the client (503); a malformed stored hash is a wrong password.
    if (error instanceof BusyError) throw error;
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the time a real check would when the address is unknown, so the answer's delay does not
 * tell which addresses have an account.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  // A first hash refused by a full queue is not kept: the next attempt makes it again.
  dummyHash ??= hashPassword('pas-un-vrai-mot-de-passe', 'account').catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(await dummyHash, password);
  return false;
}
