// `npm run bench:import`: the staff's plot import with 10,000 rows, through the real app (multipart
// upload, parsing, checks, one transaction). On a fresh embedded database (PGlite), then on
// PostgreSQL when DATABASE_URL is set (its lots carry a fresh prefix; nothing is emptied):
//   1. dry run of a file of 10,000 new plots;  2. the real import (10,000 created);
//   3. the same file again, dry run (10,000 unchanged);  4. the file with every price changed
//   (10,000 updated). Writes bench/results/import-plots.json.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/client';
import { hashPassword } from '../apps/api/src/modules/auth/auth.passwords';
import { insertUser } from '../apps/api/src/modules/auth/auth.repository';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const PASSWORD = 'BancImport2026!';

function csvFile(prefix: string, priceShift: number): Buffer {
  const lines = [
    'Numéro de lot;Référence;Surface (m²);Prix (USD);Statut;Catégorie;Adresse;Position X;Position Y;Description',
  ];
  for (let i = 0; i < ROWS; i++) {
    lines.push(
      [
        `${prefix}-${i}`,
        `${prefix}-REF-${i}`,
        String(300 + (i % 1200)).concat(',5'),
        `${20000 + i + priceShift},25`,
        i % 10 === 0 ? 'SUSPENDUE' : 'DISPONIBLE',
        ['MALAIKA_2A', 'MALAIKA_2B', 'MALAIKA_3', 'MALAIKA_PRIME'][i % 4],
        `"Avenue ${i % 97}; Cité Malaika, Lubumbashi"`,
        String((i * 37) % 80000),
        String((i * 53) % 60000),
        `"Parcelle ${i} : plate, viabilisée, ""accès"" goudronné."`,
      ].join(';'),
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
}

function multipart(file: Buffer) {
  const boundary = `----banc${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="parcelles.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function run(label: string, database: DatabaseHandle, dataDir: string) {
  await database.withSetupLock(async () => undefined);
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
    }),
  };
  const app = await buildApp({ config, database });
  await app.ready();
  const email = `banc-import-${randomUUID().slice(0, 8)}@exemple.cd`;
  await insertUser(database.db, {
    nom: 'Banc import',
    email,
    telephone: '+243812345678',
    role: 'ADMIN',
    motDePasseHash: await hashPassword(PASSWORD, 'account'),
    emailVerifieLe: new Date(),
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, motDePasse: PASSWORD },
  });
  const auth = { authorization: `Bearer ${login.json().data.token as string}` };

  const prefix = `BANC${randomUUID().slice(0, 6).toUpperCase()}`;
  const created = csvFile(prefix, 0);
  const changed = csvFile(prefix, 1);
  const steps: [string, Buffer, boolean][] = [
    ['dry run, 10,000 new', created, true],
    ['import, 10,000 created', created, false],
    ['dry run, same file (10,000 unchanged)', created, true],
    ['import, every price changed (10,000 updated)', changed, false],
  ];
  const results: { step: string; ms: number; answer: string }[] = [];
  console.log(`\n${label} — ${ROWS} rows, file of ${(created.length / 1024 / 1024).toFixed(2)} MB`);
  for (const [step, file, simulation] of steps) {
    const body = multipart(file);
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/parcelles/import${simulation ? '?simulation=true' : ''}`,
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    const ms = Math.round(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${step}: ${res.statusCode} ${res.body.slice(0, 500)}`);
    const { crees, modifies, inchanges } = res.json().data;
    const answer = `créées ${crees}, modifiées ${modifies}, inchangées ${inchanges}`;
    results.push({ step, ms, answer });
    console.log(`  ${step.padEnd(48)} ${String(ms).padStart(6)} ms   (${answer})`);
  }
  await app.close();
  await database.close();
  return { label, rows: ROWS, results };
}

const all = [];
const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'parcelles-bench-import-'));
try {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  all.push(await run('PGlite (in memory)', database, pgliteDir));
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}
if (process.env.DATABASE_URL) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parcelles-bench-import-'));
  try {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 4 });
    all.push(await run('PostgreSQL (DATABASE_URL)', database, dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
writeFileSync(path.join(root, 'bench', 'results', 'import-plots.json'), JSON.stringify(all, null, 2));
