// `npm run bench:admin`: the back office's largest lists with 10,000 reservations. Starts the real
// server (production mode) on a fresh embedded database (or DATABASE_URL) with a 10,000-plot city,
// stops it, seeds one reservation per plot with their payments (seed-reservations.mjs) and an
// administrator, starts it again and loads the staff's lists with autocannon, 100 rows a page.
// Writes bench/results/admin-lists.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { seedReservations } from './seed-reservations.mjs';
import { startServer, waitForDemoPictures, waitForHealth } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COUNT = Number(process.env.BENCH_RESERVATIONS ?? 10_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3211);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parcelles-bench-admin-'));
const ADMIN = { email: 'banc-admin@exemple.cd', motDePasse: 'BancAdmin2026!' };

const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  // No web build needed: only the API is measured.
  WEB_DIST: path.join(dataDir, 'no-web'),
  DEMO_PLOTS: String(COUNT),
  DEMO_DATA: 'true',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};

async function openDatabase() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
    return { run: (sql) => pool.query(sql), close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  return { run: (sql) => db.query(sql), close: () => db.close() };
}

function load(title, url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, result) => {
      if (err) return reject(err);
      resolve({
        scenario: title,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    });
  });
}

/** One request at a time, `times` times: the latency a single staff member sees. */
async function alone(url, headers, times = 5) {
  const ms = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return Math.round(ms[Math.floor(ms.length / 2)]);
}

async function main() {
  let server = startServer(env);
  await waitForHealth(base, server);
  await waitForDemoPictures(base);
  await server.stop();

  const admin = spawnSync(
    'npx',
    ['tsx', 'apps/api/src/cli/create-admin.ts', '--email', ADMIN.email, '--nom', 'Admin Banc'],
    { cwd: root, env: { ...env, ADMIN_PASSWORD: ADMIN.motDePasse }, stdio: 'inherit' },
  );
  if (admin.status !== 0) throw new Error('create-admin failed');
  const db = await openDatabase();
  const seededAt = performance.now();
  try {
    await seedReservations(db.run, COUNT);
    const { rows } = await db.run(
      `select (select count(*) from reservations)::int as reservations, (select count(*) from paiements)::int as paiements`,
    );
    console.log(
      `Seeded ${rows[0].reservations} reservations and ${rows[0].paiements} payments in ${((performance.now() - seededAt) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.close();
  }

  server = startServer(env);
  try {
    await waitForHealth(base, server);
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const headers = {
      authorization: `Bearer ${(await login.json()).data.token}`,
      'accept-encoding': 'gzip, deflate, br',
    };
    const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const scenarios = [
      ['reservations, newest first', '/reservations?limit=100'],
      ['reservations, page 50', '/reservations?limit=100&page=50'],
      [
        'reservations, pending by expiry',
        '/reservations?limit=100&statut=EN_ATTENTE&tri=dateExpiration&ordre=asc',
      ],
      ['reservations, expiring 48 h', '/reservations?limit=100&expireDansHeures=48&tri=lot'],
      [
        'reservations, buyer text, by amount',
        '/reservations?limit=100&acheteur=banc-acheteur-12&tri=montant&ordre=desc',
      ],
      ['payments, all newest first', '/paiements/admin/tous?limit=100'],
      [
        'payments, validated in 90 days',
        `/paiements/admin/tous?limit=100&statut=VALIDE&du=${day(-90)}&au=${day(0)}`,
      ],
      [
        'payments, buyer and method',
        '/paiements/admin/tous?limit=100&acheteur=acheteur%20banc%201&methode=ESPECES',
      ],
      ['payments, queue oldest first', '/paiements/admin/en-attente?limit=100'],
      ['dashboard', '/admin/dashboard'],
      ['collections desk', '/admin/recouvrement'],
    ];
    const rows = [];
    for (const [title, url] of scenarios) {
      const single = await alone(`${base}/api/v1${url}`, headers);
      rows.push({ ...(await load(title, `${base}/api/v1${url}`, headers)), 'alone ms': single });
    }
    const exportMs = await alone(`${base}/api/v1/reservations/export?format=csv`, headers, 3);

    console.log(
      `\n${COUNT} reservations. ${CONNECTIONS} connections for ${DURATION} s each; 'alone ms' is the median of 5 requests one at a time; load generator on the same machine (${os.cpus().length} cores).\n`,
    );
    console.table(rows);
    console.log(`CSV export of all ${COUNT} reservations, alone: ${exportMs} ms`);
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/admin-lists.json'),
      JSON.stringify({ date: new Date().toISOString(), reservations: COUNT, lists: rows, exportMs }, null, 2),
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
