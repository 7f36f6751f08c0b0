import argon2 from 'argon2';

// argon2id with the library's defaults (64 MiB, 3 passes): about 0.1 s per hash here.
export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the time a real check would when the address is unknown, so the answer's delay does not
 * tell which addresses have an account.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('pas-un-vrai-mot-de-passe');
  await verifyPassword(await dummyHash, password);
  return false;
}
