// `npm run bench:auth-flood`: how long a real sign-in takes while strangers flood the routes that
// make the server hash passwords (issue 27, ADR 036). Real HTTP to the real app (production mode,
// TRUST_PROXY=1) on a throwaway embedded database (or DATABASE_URL). A client process of its own
// sends FLOOD_CONNECTIONS (16) loops of requests, each from a new forged client address (a botnet,
// so the per-client limits do not stop it), while it signs a real account in every 200 ms.
// Prints the sign-ins' median and worst time and the flood's answers per status; nothing asserted.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { hashPassword } from '../apps/api/src/modules/auth/auth.passwords';
import { insertUser } from '../apps/api/src/modules/auth/auth.repository';

const SIGN_INS = Number(process.env.BENCH_RUNS ?? 20);
const CONNECTIONS = Number(process.env.FLOOD_CONNECTIONS ?? 16);
const PASSWORD = 'BancFlot2026!';

const FLOODS = {
  none: null,
  'junk reset links': {
    url: '/auth/reset-password',
    body: `{"token":"$RANDOM","motDePasse":"Lubumbashi2026"}`,
  },
  'junk invitation links': {
    url: '/auth/accept-invitation',
    body: `{"token":"$RANDOM","motDePasse":"Lubumbashi2026"}`,
  },
  'sign-ups': {
    url: '/auth/register',
    body: `{"nom":"Flot Banc","email":"flot-$RANDOM@exemple.cd","telephone":"+243812345678","motDePasse":"Lubumbashi2026"}`,
  },
} as const;

// The client: the flood's loops and the measured sign-ins share one process, apart from the server.
const CLIENT = `
  const [address, flood, connections, signIns, login] = JSON.parse(process.argv[1]);
  const forged = () => [1, 2, 3, 4].map(() => Math.floor(Math.random() * 250) + 1).join('.');
  const random = () => Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
  let flooding = true;
  const statuses = {};
  const loops = flood ? Array.from({ length: connections }, async () => {
    while (flooding) {
      const res = await fetch(address + '/api/v1' + flood.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forged() },
        body: flood.body.replace('$RANDOM', random()),
      }).catch(() => null);
      if (res) await res.arrayBuffer();
      const key = res ? res.status : 'error';
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
  }) : [];
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const times = [];
  const started = Date.now();
  for (let i = 0; i < signIns; i++) {
    const start = process.hrtime.bigint();
    const res = await fetch(address + '/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '41.243.1.1' },
      body: JSON.stringify(login),
    });
    await res.arrayBuffer();
    times.push({ ms: Number(process.hrtime.bigint() - start) / 1e6, status: res.status });
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seconds = (Date.now() - started) / 1000 + 1;
  flooding = false;
  await Promise.all(loops);
  console.log(JSON.stringify({ times, statuses, seconds }));`;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parcelles-bench-flood-'));
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  await database.withSetupLock(async () => undefined);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    TRUST_PROXY: '1',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp({ config, database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const email = `banc-flot-${randomUUID().slice(0, 8)}@exemple.cd`;
  await insertUser(database.db, {
    nom: 'Banc flot',
    email,
    telephone: '+243812345678',
    motDePasseHash: await hashPassword(PASSWORD, 'account'),
    emailVerifieLe: new Date(),
  });

  console.log(
    `${os.availableParallelism()} cores; sign-ins every 200 ms; flood of ${CONNECTIONS} connections`,
  );
  for (const [name, flood] of Object.entries(FLOODS)) {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        CLIENT,
        JSON.stringify([address, flood, CONNECTIONS, SIGN_INS, { email, motDePasse: PASSWORD }]),
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const { times, statuses, seconds } = JSON.parse(stdout) as {
      times: { ms: number; status: number }[];
      statuses: Record<string, number>;
      seconds: number;
    };
    await app.afterReply.idle();
    const ms = times.map((x) => x.ms).sort((a, b) => a - b);
    const signInStatuses = [...new Set(times.map((x) => x.status))].join('/');
    const total = Object.values(statuses).reduce((a, b) => a + b, 0);
    const flooded = flood
      ? `; flood ${(total / seconds).toFixed(0)} req/s: ${Object.entries(statuses)
          .map(([status, count]) => `${count} × ${status}`)
          .join(', ')}`
      : '';
    console.log(
      `${name.padEnd(22)} sign-in (${signInStatuses}) median ${ms[Math.floor(ms.length / 2)]!.toFixed(0)} ms, ` +
        `worst ${ms.at(-1)!.toFixed(0)} ms${flooded}`,
    );
  }
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
