// The three verified demo accounts of the default embedded start (README), never in production.
import type { Role } from '@parcelles/shared/domain';
import type { Database } from '../db/client';
import { hashPassword } from '../modules/auth/auth.passwords';
import { findUserByEmail, insertUser } from '../modules/auth/auth.repository';

export const DEMO_PASSWORD = 'Parcelles2026!';

export const DEMO_ACCOUNTS: { email: string; nom: string; role: Role; telephone: string }[] = [
  {
    email: 'admin@demo.parcelles.cd',
    nom: 'Administratrice Démo',
    role: 'ADMIN',
    telephone: '+243997000001',
  },
  { email: 'agent@demo.parcelles.cd', nom: 'Agent Démo', role: 'AGENT', telephone: '+243997000002' },
  {
    email: 'acheteur@demo.parcelles.cd',
    nom: 'Kabongo Mwamba Ngoy',
    role: 'ACHETEUR',
    telephone: '+243812345678',
  },
];

/** Creates the demo accounts that are missing; returns how many were created. */
export async function seedDemoAccounts(db: Database): Promise<number> {
  const missing: typeof DEMO_ACCOUNTS = [];
  for (const account of DEMO_ACCOUNTS) if (!(await findUserByEmail(db, account.email))) missing.push(account);
  // Hashed side by side (argon2 runs in libuv's threads): a third of the wait on a first start.
  const hashes = await Promise.all(missing.map(() => hashPassword(DEMO_PASSWORD)));
  for (const [i, account] of missing.entries()) {
    await insertUser(db, { ...account, motDePasseHash: hashes[i]!, emailVerifieLe: new Date() });
  }
  return missing.length;
}
