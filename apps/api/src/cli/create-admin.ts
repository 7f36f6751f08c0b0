// `npm run create-admin -- --email admin@exemple.cd --nom "Nom Prénom" [--telephone +243…]`
// Creates an administrator, or promotes an existing account, on the configured database. The
// password comes from ADMIN_PASSWORD or is asked for (not echoed); it must meet the sign-up rules.
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { emailSchema, nomSchema, passwordSchema } from '@parcelles/shared/contracts/auth';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { hashPassword } from '../modules/auth/auth.passwords';
import { findUserByEmail, insertUser, updateUser } from '../modules/auth/auth.repository';
import { toE164 } from '../modules/auth/auth.users';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    // Echo nothing but the question while the secret is typed.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (s.includes(question)) process.stdout.write(question);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

const { values } = parseArgs({
  options: { email: { type: 'string' }, nom: { type: 'string' }, telephone: { type: 'string' } },
});
const email = emailSchema.safeParse(values.email ?? '');
if (!email.success) fail(`--email: ${email.error.issues[0]?.message}`);

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  await database.withSetupLock(async (db) => {
    const existing = await findUserByEmail(db, email.data);
    const password = process.env.ADMIN_PASSWORD ?? (existing ? '' : await askHidden('Mot de passe : '));
    if (password) {
      const checked = passwordSchema.safeParse(password);
      if (!checked.success) fail(`mot de passe : ${checked.error.issues[0]?.message}`);
    }
    if (existing) {
      await updateUser(db, existing.id, {
        role: 'ADMIN',
        emailVerifieLe: existing.emailVerifieLe ?? new Date(),
        ...(password ? { motDePasseHash: await hashPassword(password, 'account') } : {}),
      });
      console.log(
        `${existing.email} est maintenant administrateur${password ? ' (mot de passe changé)' : ''}.`,
      );
      return;
    }
    const nom = nomSchema.safeParse(values.nom ?? '');
    if (!nom.success) fail(`--nom: ${nom.error.issues[0]?.message}`);
    let telephone: string | null = null;
    try {
      telephone = values.telephone ? toE164(values.telephone) : null;
    } catch {
      fail('--telephone: Numéro de téléphone invalide');
    }
    await insertUser(db, {
      nom: nom.data,
      email: email.data,
      telephone,
      role: 'ADMIN',
      motDePasseHash: await hashPassword(password, 'account'),
      emailVerifieLe: new Date(),
    });
    console.log(`Administrateur ${email.data} créé.`);
  });
} finally {
  await database.close();
}
