// Issue 23, "done when": the real server started on an empty data folder with the demo data (as
// `npm start` does) shows a company mid-season and a buyer mid-journey, and `npm run db:check`
// then finds the database clean.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { Dashboard } from '@parcelles/shared/contracts/dashboard';
import { runCli, startServer, type ServerProcess } from '../../test/process';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';

let server: ServerProcess | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  await server?.signal('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('starts on a fresh data folder with the demo mid-season, and db:check finds it clean', async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'parcelles-fresh-start-'));
  server = await startServer({ DATA_DIR: dataDir, DEMO_DATA: 'true' });
  const signIn = async (role: string) => {
    const email = DEMO_ACCOUNTS.find((a) => a.role === role)!.email;
    const res = await fetch(`${server!.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, motDePasse: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { token: string } };
    return { authorization: `Bearer ${data.token}` };
  };
  const get = async <T>(url: string, headers: Record<string, string>): Promise<T> => {
    const res = await fetch(`${server!.url}/api/v1${url}`, { headers });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: T }).data;
  };

  const board = await get<Dashboard>('/admin/dashboard', await signIn('ADMIN'));
  expect(board.parcellesParStatut.RESERVEE).toBeGreaterThan(0);
  expect(board.parcellesParStatut.VENDUE).toBeGreaterThan(0);
  expect(board.montantValide.total).toBeGreaterThan(0);
  const buyer = await signIn('ACHETEUR');
  expect(await get<unknown[]>('/parcelles/utilisateur/parcelles', buyer)).toHaveLength(1);

  expect((await server.signal('SIGTERM')).code).toBe(0);
  server = undefined;
  const check = await runCli('db-check.ts', { DATA_DIR: dataDir });
  expect(check.code, check.out).toBe(0);
  expect(check.out).toContain('Base cohérente');
}, 180_000);
