// `npm run bench:auth-timing`: how long forgot-password and resend-verification take to answer for
// an address with an account and for an unknown one (ADR 020: the answer must not tell them
// apart). Real HTTP to the real app on a throwaway embedded database (or DATABASE_URL), known and
// unknown requests interleaved, limits scaled out of the way. Prints the medians and their
// difference; nothing is asserted.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { hashPassword } from '../apps/api/src/modules/auth/auth.passwords';
import { insertUser } from '../apps/api/src/modules/auth/auth.repository';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parcelles-bench-auth-'));
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  await database.withSetupLock(async () => undefined);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    RATE_LIMIT_SCALE: '1000',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp({ config, database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const hash = await hashPassword('BancTiming2026!');
  const account = async (verified: boolean) =>
    (
      await insertUser(database.db, {
        nom: 'Banc timing',
        email: `banc-${randomUUID().slice(0, 8)}@exemple.cd`,
        telephone: '+243812345678',
        motDePasseHash: hash,
        emailVerifieLe: verified ? new Date() : null,
      })
    ).email;
  const timed = async (url: string, email: string) => {
    const start = process.hrtime.bigint();
    const res = await fetch(`${address}/api/v1${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    await app.afterReply.idle();
    return ms;
  };

  for (const [url, verified] of [
    ['/auth/forgot-password', true],
    ['/auth/resend-verification-email', false],
  ] as const) {
    const known: number[] = [];
    const unknown: number[] = [];
    const accounts = [];
    for (let i = 0; i < RUNS; i++) accounts.push(await account(verified));
    for (let i = 0; i < RUNS; i++) {
      known.push(await timed(url, accounts[i]!));
      unknown.push(await timed(url, `inconnu-${randomUUID().slice(0, 8)}@exemple.cd`));
    }
    const [k, u] = [median(known), median(unknown)];
    console.log(
      `${url}: median known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms, difference ${(k - u).toFixed(2)} ms (${RUNS} each)`,
    );
  }
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
