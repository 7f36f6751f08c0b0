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
  if (missing.length === 0) return 0;
  // One hash for the three: they share a password the README publishes, so distinct salts would
  // protect nothing, and each argon2 hash is a third of a second of CPU on a first start.
  const motDePasseHash = await hashPassword(DEMO_PASSWORD, 'account');
  for (const account of missing) {
    await insertUser(db, { ...account, motDePasseHash, emailVerifieLe: new Date() });
  }
  return missing.length;
}
