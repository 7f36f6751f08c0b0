// `npm run bench:auth-timing`: how long forgot-password and resend-verification take to answer for
// an address with an account and for an unknown one (ADR 020: the answer must not tell them
// apart). Real HTTP to the real app on a throwaway embedded database (or DATABASE_URL), known and
// unknown requests interleaved, limits scaled out of the way. Prints the medians and their
// difference; nothing is asserted.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
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
  const hash = await hashPassword('BancTiming2026!', 'account');
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
  // The client runs in a process of its own: in this one, the after-reply work (on the embedded
  // database, queries on this very thread) would delay the client reading its answer and be
  // counted as the server's time. It pauses between requests so that work is done by the next.
  const measure = async (url: string, emails: string[]): Promise<number[]> => {
    const client = `
      const [address, url, emails] = JSON.parse(process.argv[1]);
      const times = [];
      for (const email of emails) {
        const start = process.hrtime.bigint();
        const res = await fetch(address + '/api/v1' + url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(url + ' answered ' + res.status);
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      console.log(JSON.stringify(times));`;
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--input-type=module',
      '-e',
      client,
      JSON.stringify([address, url, emails]),
    ]);
    return JSON.parse(stdout) as number[];
  };

  for (const [url, verified] of [
    ['/auth/forgot-password', true],
    ['/auth/resend-verification-email', false],
  ] as const) {
    const emails: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      emails.push(await account(verified), `inconnu-${randomUUID().slice(0, 8)}@exemple.cd`);
    }
    const times = await measure(url, emails);
    await app.afterReply.idle();
    const k = median(times.filter((_, i) => i % 2 === 0));
    const u = median(times.filter((_, i) => i % 2 === 1));
    console.log(
      `${url}: median known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms, difference ${(k - u).toFixed(2)} ms (${RUNS} each)`,
    );
  }
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
