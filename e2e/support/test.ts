// Playwright's `test` with one app server per worker (ADR 040): each worker starts `npm start`'s
// server on a port, a data folder and (when the run gives PostgreSQL) a database of its own, with
// the demo data. So workers run side by side and no spec ever sees another's reservations, plots or
// counts; the specs of one worker run one after the other on its server, as they did on the one
// server before. Every spec imports `test` and `expect` from here.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import pg from 'pg';
import { smtpPort } from './global-setup';
import { DEMO_PASSWORD } from './session';

export { expect };

const root = path.resolve(import.meta.dirname, '../..');
const BASE_PORT = Number(process.env.E2E_PORT ?? 3107);
const START_TIMEOUT_MS = 180_000;

interface AppServer {
  url: string;
}

/** A signed-in session as the web app keeps it in localStorage (lib/session.ts). */
export interface StoredSession {
  token: string;
  user: unknown;
}

/** The demo staff accounts (the seed's, DEMO_PASSWORD). */
export const STAFF = { ADMIN: 'admin@demo.parcelles.cd', AGENT: 'agent@demo.parcelles.cd' } as const;
export type StaffRole = keyof typeof STAFF;

/** A database of the worker's own beside the run's (CI drops every database named after the run's). */
async function createDatabase(
  runUrl: string,
  suffix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = new URL(runUrl);
  const name = `${url.pathname.slice(1)}_${suffix}`;
  const admin = new URL(runUrl);
  admin.pathname = '/postgres';
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.href });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`drop database if exists "${name}" with (force)`);
  await run(`create database "${name}"`);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => run(`drop database if exists "${name}" with (force)`).catch(() => {}) };
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app server exited (${server.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

export const test = base.extend<
  object,
  { appServer: AppServer; staffSession: (role: StaffRole) => Promise<StoredSession> }
>({
  appServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for.
    async ({}, use, workerInfo) => {
      // A port per worker process (workerIndex), never reused: a worker replacing another (the
      // next project's, or one restarted after a failure) never meets a server still closing.
      const port = BASE_PORT + workerInfo.workerIndex;
      const url = `http://127.0.0.1:${port}`;
      // A server left running on the port (another run's) would answer for this worker's.
      if (
        await fetch(`${url}/api/v1/health`).then(
          () => true,
          () => false,
        )
      ) {
        throw new Error(`Port ${port} is taken by another server: stop it, or set E2E_PORT.`);
      }
      const dataDir = await mkdtemp(path.join(os.tmpdir(), `parcelles-e2e-w${workerInfo.workerIndex}-`));
      // On PostgreSQL when the run gives one (CI), otherwise on a fresh embedded database.
      const database = process.env.DATABASE_URL
        ? await createDatabase(process.env.DATABASE_URL, `e2e_w${workerInfo.workerIndex}_${process.pid}`)
        : undefined;
      let output = '';
      const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: database?.url ?? '',
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          SMTP_URL: `smtp://127.0.0.1:${smtpPort()}`,
          // The outbox sender looks for mails to send five times a second.
          MAIL_POLL_SECONDS: '0.2',
          // Every journey signs up and in from 127.0.0.1, the demo admin a dozen times: more than
          // one address or account may in a quarter of an hour.
          RATE_LIMIT_SCALE: '100',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      // The server's warnings and errors reach the run's output, as the web server's did.
      server.stderr!.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        process.stderr.write(chunk);
      });
      try {
        await waitForHealth(url, server, () => output);
        await use({ url });
      } finally {
        if (server.exitCode === null) {
          const exited = new Promise((resolve) => server.once('exit', resolve));
          server.kill('SIGTERM');
          await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
          if (server.exitCode === null) server.kill('SIGKILL');
        }
        await database?.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + 30_000 },
  ],
  // Issue 24: the demo staff sign in once per worker (through the API); journeys that are not
  // about the sign-in form start from that session (session.ts `useStaffSession`).
  staffSession: [
    async ({ appServer }, use) => {
      const sessions = new Map<StaffRole, Promise<StoredSession>>();
      const signIn = async (role: StaffRole): Promise<StoredSession> => {
        const res = await fetch(`${appServer.url}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: STAFF[role], motDePasse: DEMO_PASSWORD }),
        });
        if (!res.ok) throw new Error(`The demo ${role} could not sign in: ${res.status} ${await res.text()}`);
        const { data } = (await res.json()) as { data: StoredSession };
        return { token: data.token, user: data.user };
      };
      await use((role) => {
        if (!sessions.has(role)) sessions.set(role, signIn(role));
        return sessions.get(role)!;
      });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ appServer }, use) => use(appServer.url),
});
