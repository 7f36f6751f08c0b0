// Issue 13, backups: `npm run db:backup` and `npm run db:restore`, run as an operator would (child
// processes on the configured DATA_DIR / DATABASE_URL), carry a server's plots, pictures,
// reservations, payments, proof files and receipts into a fresh place, where a new server shows the
// same things and serves the same bytes. On PGlite always, on PostgreSQL when DATABASE_URL is set.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { recus } from '../db/schema/index';
import { buildTestApp, createTestApp, type TestApp } from '../../test/build-app';
import { createUser, type TestUser } from '../../test/accounts';
import { createEmptyDatabase } from '../../test/database';
import { payAndValidate, reserveWithPlan } from '../../test/instalment-fixtures';
import { countRows, freePlot, multipart, pdfBytes, pngBytes } from '../../test/reservation-fixtures';
import type { FastifyInstance } from 'fastify';
import type { Manifest } from './shared';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const api = (url: string) => `/api/v1${url}`;
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Runs `npm run db:<name>`'s script with this environment, under the umask 000 of a careless
 * crontab (modes must not depend on it); resolves with its exit code and output.
 */
function cli(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const script = path.join(repoRoot, `apps/api/src/cli/db-${name}.ts`);
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      '/bin/sh',
      ['-c', 'umask 000 && exec "$@"', 'sh', process.execPath, '--import', 'tsx', script, ...args],
      { cwd: repoRoot, env: { ...inherited, NODE_ENV: 'test', ...env } },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

interface Users {
  buyer: TestUser;
  admin: TestUser;
}

/** What a buyer, an admin and anyone see of the data, with the bytes of every file as checksums. */
async function snapshot(app: FastifyInstance, { buyer, admin }: Users, plotId: string, codes: string[]) {
  const get = async (url: string, user?: TestUser) => {
    const res = await app.inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res;
  };
  const plot = (await get(api(`/parcelles/${plotId}`))).json().data;
  const pictures: Record<string, string> = {};
  for (const photo of plot.photos as { url: string; original: string }[]) {
    for (const url of [photo.url, photo.original]) pictures[url] = sha((await get(url)).rawPayload);
  }
  const reservations = (await get(api('/reservations/my'), buyer)).json().data;
  const payments = (await get(api('/paiements/mes-paiements'), buyer)).json().data;
  const proofs: Record<string, string> = {};
  for (const payment of payments.paiements as { preuves: { url: string }[] }[]) {
    for (const proof of payment.preuves) proofs[proof.url] = sha((await get(proof.url, admin)).rawPayload);
  }
  const receipts = [];
  for (const code of codes) receipts.push((await get(api(`/recus/verifier/${code}`))).json().data);
  return { plot, pictures, reservations, payments, proofs, receipts };
}

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !process.env.DATABASE_URL)(`backup and restore on ${kind}`, () => {
    let t: TestApp;
    let work: string;
    let users: Users;
    let plotId: string;
    let codes: string[];
    let before: Awaited<ReturnType<typeof snapshot>>;
    let rowsBefore: Awaited<ReturnType<typeof countRows>>;
    let backupDir: string;
    const cleanups: (() => Promise<void>)[] = [];
    /** DATA_DIR (and DATABASE_URL on PostgreSQL) of the server whose data is backed up. */
    let sourceEnv: Record<string, string>;

    beforeAll(async () => {
      work = await mkdtemp(path.join(os.tmpdir(), `parcelles-backup-${kind}-`));
      const dataDir = path.join(work, 'source');
      t = await createTestApp(
        { DATA_DIR: dataDir },
        kind === 'pglite' ? { pgliteDir: path.join(dataDir, 'pglite') } : {},
      );
      sourceEnv = { DATA_DIR: dataDir, ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}) };
      const db = t.database.db;
      const [agent, admin, buyer] = await Promise.all([
        createUser(t.app, db, 'AGENT'),
        createUser(t.app, db, 'ADMIN'),
        createUser(t.app, db),
      ]);
      users = { buyer, admin };

      // A plot with an uploaded picture (original kept, sizes rendered), reserved by the buyer…
      plotId = (await freePlot(db)).id;
      const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
        .png()
        .toBuffer();
      const images = multipart([
        { name: 'images', filename: 'vue.png', contentType: 'image/png', data: picture },
      ]);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: api(`/parcelles/${plotId}/images`),
        headers: { ...agent!.headers, ...images.headers },
        payload: images.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const reservation = await reserveWithPlan(t.app, buyer!, plotId);
      // … a validated payment with its receipt, and a pending one with two proof files.
      await payAndValidate(t.app, buyer!, admin!, reservation.id, 1000);
      const proofs = multipart([
        { name: 'reservationId', value: reservation.id },
        { name: 'montant', value: '500.00' },
        { name: 'methode', value: 'VIREMENT_BANCAIRE' },
        { name: 'referencePaiement', value: 'VIR-2026-77' },
        { name: 'preuves', filename: 'bordereau.pdf', contentType: 'application/pdf', data: pdfBytes(4096) },
        { name: 'preuves', filename: 'photo.png', contentType: 'image/png', data: await pngBytes(7) },
      ]);
      const submitted = await t.app.inject({
        method: 'POST',
        url: api('/paiements/soumettre-preuve'),
        headers: { ...buyer!.headers, ...proofs.headers },
        payload: proofs.payload,
      });
      expect(submitted.statusCode, submitted.body).toBe(201);

      codes = (await db.select({ code: recus.code }).from(recus)).map((r) => r.code);
      expect(codes.length).toBeGreaterThan(0);
      before = await snapshot(t.app, users, plotId, codes);
      rowsBefore = await countRows(db);
      expect(Object.keys(before.pictures).length).toBeGreaterThan(1);
      expect(Object.keys(before.proofs).length).toBe(3);
    });
    afterAll(async () => {
      await t?.close().catch(() => {});
      for (const cleanup of cleanups) await cleanup();
      await rm(work, { recursive: true, force: true });
    });

    if (kind === 'pglite') {
      it('refuses to back up a PGlite folder that the server has open, naming the process', async () => {
        const run = await cli('backup', ['--out', path.join(work, 'backups')], sourceEnv);
        expect(run.code).toBe(1);
        expect(run.stderr).toContain(`est ouverte par le processus ${process.pid}`);
        expect(run.stderr).toContain('arrêtez-le');
      });
    }

    it('writes one backup folder with a manifest that checks every file', async () => {
      // PGlite must be closed (the server stopped); PostgreSQL is dumped while it serves.
      if (kind === 'pglite') await t.app.close().then(() => t.database.close());
      const run = await cli('backup', ['--out', path.join(work, 'backups')], sourceEnv);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      backupDir = /Sauvegarde écrite : (\S+)/.exec(run.stdout)![1]!;
      expect(path.basename(backupDir)).toMatch(/^parcelles-\d{8}-\d{6}$/);
      const manifest = JSON.parse(await readFile(path.join(backupDir, 'manifest.json'), 'utf8')) as Manifest;
      expect(manifest.database.kind).toBe(kind);
      expect(manifest.database.migrations.last).toMatch(/^\d{4}_/);
      // The proof files and the picture (original and sizes) are in it, under their storage keys.
      const files = Object.keys(manifest.checksums);
      expect(files.filter((f) => f.startsWith('files/uploads/preuves/'))).toHaveLength(3);
      expect(files.filter((f) => f.startsWith(`files/uploads/parcelles/${plotId}/`)).length).toBeGreaterThan(
        1,
      );
      expect(files).toContain(manifest.database.file);
      expect(manifest.files.count).toBe(files.length - 1);

      // Issue 27: a backup can sign in as its live sessions: only its owner may read it.
      const modes: Record<string, string> = {};
      const mode = async (where: string) => ((await stat(where)).mode & 0o777).toString(8);
      for (const entry of await readdir(backupDir, { recursive: true, withFileTypes: true })) {
        const where = path.join(entry.parentPath, entry.name);
        modes[path.relative(backupDir, where)] = await mode(where);
      }
      expect(Object.keys(modes)).toEqual(
        expect.arrayContaining([...files, 'manifest.json', 'files/uploads']),
      );
      for (const [rel, got] of Object.entries(modes)) {
        const isFolder = (await stat(path.join(backupDir, rel))).isDirectory();
        expect({ rel, mode: got }).toEqual({ rel, mode: isFolder ? '700' : '600' });
      }
      expect(await mode(backupDir)).toBe('700');
      // The backups folder the command made, too.
      expect(await mode(path.join(work, 'backups'))).toBe('700');
    });

    it('restores into a fresh place where a new server shows the same data and serves the same bytes', async () => {
      const target = path.join(work, 'restored');
      let targetEnv: Record<string, string> = { DATA_DIR: target };
      if (kind === 'postgres') {
        const empty = await createEmptyDatabase();
        cleanups.push(empty.drop);
        targetEnv = { ...targetEnv, DATABASE_URL: empty.url };
      }
      const run = await cli('restore', [backupDir], targetEnv);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('restaurée');

      let database: DatabaseHandle | undefined;
      let app: FastifyInstance | undefined;
      try {
        database = await openDatabase({
          databaseUrl: targetEnv.DATABASE_URL,
          pgliteDir: path.join(target, 'pglite'),
        });
        ({ app } = await buildTestApp(database, targetEnv));
        // The sessions and the signing secret are data too: the same tokens still sign in.
        const after = await snapshot(app, users, plotId, codes);
        expect(after).toEqual(before);
        expect(await countRows(database.db)).toEqual(rowsBefore);
      } finally {
        await app?.close();
        await database?.close();
      }

      // A second restore into the same place is refused, and changes nothing.
      const again = await cli('restore', [backupDir], targetEnv);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('La destination contient déjà des données');
      expect(again.stderr).toContain('--force');
    });

    it('refuses a backup whose files were altered, before touching anything', async () => {
      const altered = path.join(work, 'altered');
      await cp(backupDir, altered, { recursive: true });
      const manifest = JSON.parse(await readFile(path.join(altered, 'manifest.json'), 'utf8')) as Manifest;
      const victim = Object.keys(manifest.checksums).find((f) => f.startsWith('files/uploads/preuves/'))!;
      const file = path.join(altered, victim);
      const bytes = await readFile(file);
      bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
      await writeFile(file, bytes);
      const target = path.join(work, 'never');
      const run = await cli('restore', [altered], {
        DATA_DIR: target,
        // Never reached: the checksums are checked before anything is opened.
        ...(kind === 'postgres' ? { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/never' } : {}),
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`${victim} : somme de contrôle différente`);
      expect(run.stderr).toContain("rien n'a été restauré");
    });
  });
}
