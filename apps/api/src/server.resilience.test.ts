// Issue 13, crashes and shutdown (ADR 022), on the real server process: killed (SIGKILL) in the
// middle of a proof upload and of payment validations, it restarts with no orphan file, no payment
// without its files, no receipt or sold plot without its validated payments; on SIGTERM it drains
// the requests in flight and exits in bounded time, even with its data folder or database gone.
// PostgreSQL only: the test reads the database while the server runs, which PGlite (one process's
// database) does not allow.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkInvariants as findViolations } from './modules/invariants/use-cases/check-invariants';
import { insertTestUser, TEST_PASSWORD } from '../test/accounts';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { startServer, type ServerProcess } from '../test/process';
import { startRawUpload, until } from '../test/raw-upload';
import { startTcpProxy } from '../test/tcp-proxy';
import {
  createReservation,
  listFiles,
  multipart,
  pdfBytes,
  pngBytes,
  type Part,
  type ReservationFixture,
} from '../test/reservation-fixtures';

/** The measured figures, printed for the reader of the run. */
const report = (line: string) => process.stdout.write(`${line}\n`);

const onPostgres = Boolean(process.env.DATABASE_URL);
/** Generous: only a process that hangs fails it. The measured times are printed. */
const EXIT_BOUND_MS = 30_000;

let t: TestDatabase;
let dataDir: string;
const running = new Set<ServerProcess>();

async function start(env: Record<string, string> = {}) {
  const server = await startServer({ DATABASE_URL: t.url!, DATA_DIR: dataDir, ...env });
  running.add(server);
  void server.exited.then(() => running.delete(server));
  return server;
}

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'parcelles-kill-'));
}, 120_000);
afterAll(async () => {
  await Promise.all([...running].map((s) => s.signal('SIGKILL')));
  await t?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const db = () => t.database.db;
const uploads = () => listFiles(path.join(dataDir, 'uploads'));
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await db().execute(query)) as unknown as { rows: T[] }).rows;

async function signIn(server: ServerProcess, role: 'ACHETEUR' | 'ADMIN' = 'ACHETEUR') {
  const user = await insertTestUser(db(), role);
  const res = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, motDePasse: TEST_PASSWORD }),
  });
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  return { id: user.id, authorization: `Bearer ${token}` };
}

const proofFields = (reservation: ReservationFixture, montant: string): Part[] => [
  { name: 'reservationId', value: reservation.id },
  { name: 'montant', value: montant },
  { name: 'methode', value: 'VIREMENT_BANCAIRE' },
];

async function submitProof(
  server: ServerProcess,
  authorization: string,
  reservation: ReservationFixture,
  montant: string,
) {
  const { payload, headers } = multipart([
    ...proofFields(reservation, montant),
    { name: 'preuves', filename: 'recu.png', contentType: 'image/png', data: await pngBytes() },
  ]);
  const res = await fetch(`${server.url}/api/v1/paiements/soumettre-preuve`, {
    method: 'POST',
    headers: { ...headers, authorization },
    body: payload,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/**
 * A new buyer's upload of a 1 MB proof, sent up to its middle over a raw connection: returns once
 * the server is writing it, with the upload and the bytes still to send.
 */
async function halfSentUpload(server: ServerProcess) {
  const buyer = await signIn(server);
  const reservation = await createReservation(db(), buyer.id);
  const form = multipart([
    ...proofFields(reservation, '100'),
    { name: 'preuves', filename: 'releve.pdf', data: pdfBytes(1_000_000) },
  ]);
  const upload = await startRawUpload(server.url, '/paiements/soumettre-preuve', buyer.authorization, form);
  upload.socket.write(form.payload.subarray(0, 500_000));
  await until(async () => (await uploads()).some((f) => f.startsWith('.tmp/')), 'the upload started');
  return { upload, rest: form.payload.subarray(500_000) };
}

/** The invariants a crash must never break, read from the database and the storage folder. */
async function checkInvariants() {
  // No payment without its files, and every file a row names is on disk.
  const withoutFiles = await rows(sql`
    select p.id from paiements p where not exists (select 1 from preuves f where f.paiement_id = p.id)`);
  expect(withoutFiles).toEqual([]);
  const keys = await rows<{ cle: string }>(sql`select cle from preuves`);
  for (const { cle } of keys) expect(existsSync(path.join(dataDir, 'uploads', cle)), cle).toBe(true);
  // Every validated payment has its receipt, and every receipt a validated payment.
  const unmatched = await rows(sql`
    select p.id, p.statut, r.id as recu from paiements p full join recus r on r.paiement_id = p.id
     where (p.statut = 'VALIDE') is distinct from (r.id is not null)`);
  expect(unmatched).toEqual([]);
  // Receipt numbers run from 1 without a gap, and the counter names the last.
  const numbers = (await rows<{ numero: number }>(sql`select numero from recus order by numero`)).map(
    (r) => r.numero,
  );
  expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  const [counter] = await rows<{ valeur: number }>(sql`select valeur from compteurs where cle = 'recus'`);
  expect(counter?.valeur ?? 0).toBe(numbers.length);
  // A reservation with a validated payment is VALIDEE (its hold ended); its plot is sold to the buyer
  // exactly when the validated payments reach the price.
  const states = await rows<{
    statut: string;
    paid: number;
    total: number;
    plot: string;
    owner: string | null;
    buyer: string;
  }>(sql`
    select r.statut, r.montant_total_cents as total, r.user_id as buyer,
           coalesce((select sum(montant_cents) from paiements p
                      where p.reservation_id = r.id and p.statut = 'VALIDE'), 0)::int as paid,
           pl.statut as plot, pl.proprietaire_id as owner
      from reservations r join parcelles pl on pl.id = r.parcelle_id`);
  for (const s of states) {
    if (s.paid > 0) expect(s.statut).toBe('VALIDEE');
    expect(s.plot === 'VENDUE').toBe(s.paid >= s.total);
    if (s.plot === 'VENDUE') expect(s.owner).toBe(s.buyer);
  }
  // And every rule of DESIGN.md §4 that `npm run db:check` checks (issue 23).
  expect(await findViolations(db())).toEqual([]);
  return { receipts: numbers.length };
}

describe.runIf(onPostgres)('the server process, killed or stopped (PostgreSQL only)', () => {
  it('killed in the middle of a proof upload, restarts with no orphan file and takes the payment', async () => {
    const server = await start();
    const buyer = await signIn(server);
    const reservation = await createReservation(db(), buyer.id);
    const before = await uploads();
    // Three proofs of 1.5 MB: two stored whole, the third half written when the process dies.
    const big = (seed: number) => {
      const pdf = pdfBytes(1_500_000);
      pdf[200] = seed;
      return pdf;
    };
    const form = multipart([
      ...proofFields(reservation, '100'),
      ...[1, 2, 3].map((i) => ({ name: 'preuves', filename: `releve-${i}.pdf`, data: big(i) })),
    ]);
    const upload = await startRawUpload(server.url, '/paiements/soumettre-preuve', buyer.authorization, form);
    upload.socket.write(form.payload.subarray(0, form.payload.length - 700_000));
    await until(async () => {
      const files = await uploads();
      return (
        files.filter((f) => f.startsWith('preuves/')).length === before.length + 2 &&
        files.some((f) => f.startsWith('.tmp/'))
      );
    }, 'two proofs stored and the third one started');
    const killed = await server.signal('SIGKILL');
    expect(killed.signal).toBe('SIGKILL');
    upload.socket.destroy();

    const left = (await uploads()).filter((f) => !before.includes(f));
    expect(left).toHaveLength(3); // two stored files and a temp file, which no row names
    expect(await rows(sql`select id from paiements where reservation_id = ${reservation.id}`)).toEqual([]);

    // An hour and more later (the files are aged), another instance sharing the folder is in the
    // middle of an upload: its fresh files must survive the sweep.
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    for (const f of left) await utimes(path.join(dataDir, 'uploads', f), twoHoursAgo, twoHoursAgo);
    const fresh = [`preuves/${randomUUID()}`, `.tmp/${randomUUID()}.part`];
    for (const f of fresh) {
      await mkdir(path.dirname(path.join(dataDir, 'uploads', f)), { recursive: true });
      await writeFile(path.join(dataDir, 'uploads', f), 'en cours');
    }

    const restarted = await start();
    const swept = await restarted.waitForLog(/^orphan files removed$/, 20_000);
    expect(swept).toMatchObject({ orphans: 2, temp: 1 });
    expect((await uploads()).sort()).toEqual([...before, ...fresh].sort());

    // The reservation can still be paid (the session outlives the restart), and the invariants hold.
    await submitProof(restarted, buyer.authorization, reservation, '100');
    await checkInvariants();
    for (const f of fresh) await rm(path.join(dataDir, 'uploads', f));
    const stopped = await restarted.signal('SIGTERM');
    expect(stopped.code).toBe(0);
  }, 90_000);

  it('killed while payments are being validated, leaves every validated payment whole', async () => {
    const server = await start();
    const admin = await signIn(server, 'ADMIN');
    // Eight reservations paid in two halves: 16 payments, validated all at once.
    const payments: string[] = [];
    for (let i = 0; i < 8; i++) {
      const buyer = await signIn(server);
      const reservation = await createReservation(db(), buyer.id);
      const half = (reservation.montantTotalCents / 200).toFixed(2);
      for (let k = 0; k < 2; k++)
        payments.push(await submitProof(server, buyer.authorization, reservation, half));
    }
    const answers: number[] = [];
    const validations = payments.map((id) =>
      fetch(`${server.url}/api/v1/paiements/${id}/valider`, {
        method: 'POST',
        headers: { authorization: admin.authorization },
      }).then(
        (r) => answers.push(r.status),
        () => answers.push(0),
      ),
    );
    // Killed as soon as the first validation is answered: the others are queued or mid-transaction.
    await until(() => Promise.resolve(answers.length > 0), 'a first validation answered');
    await server.signal('SIGKILL');
    await Promise.all(validations);

    const validated = await rows<{ id: string }>(sql`select id from paiements where statut = 'VALIDE'`);
    report(
      `validations answered before the kill: ${answers.filter((s) => s === 200).length}/16, committed: ${validated.length}`,
    );
    expect(validated.length).toBeGreaterThan(0);
    expect(validated.length).toBeLessThan(payments.length);
    await checkInvariants();

    // After a restart the rest are validated; numbering goes on from where it stopped.
    const restarted = await start();
    const admin2 = await signIn(restarted, 'ADMIN');
    const pending = await rows<{ id: string }>(sql`select id from paiements where statut = 'SOUMIS'`);
    for (const { id } of pending) {
      const res = await fetch(`${restarted.url}/api/v1/paiements/${id}/valider`, {
        method: 'POST',
        headers: { authorization: admin2.authorization },
      });
      expect(res.status).toBe(200);
    }
    const { receipts } = await checkInvariants();
    expect(receipts).toBeGreaterThanOrEqual(payments.length);
    const sold = await rows(sql`
      select pl.id from parcelles pl join reservations r on r.parcelle_id = pl.id
       join paiements p on p.reservation_id = r.id where p.id = any(array[${sql.join(
         payments.map((id) => sql`${id}::uuid`),
         sql`, `,
       )}]) and pl.statut = 'VENDUE' group by pl.id`);
    expect(sold).toHaveLength(8);
    expect((await restarted.signal('SIGTERM')).code).toBe(0);
  }, 90_000);

  it('on SIGTERM, finishes the upload in flight, refuses new connections and exits with 0', async () => {
    const server = await start();
    const { upload, rest } = await halfSentUpload(server);
    const exit = server.signal('SIGTERM');
    await server.waitForLog(/SIGTERM received/, 10_000);
    // The listener closes (a moment after the signal): a new visitor is refused. A raw socket, as
    // fetch would reuse its open connection.
    const { hostname, port } = new URL(server.url);
    const connectAnswer = () =>
      new Promise<string | undefined>((resolve) => {
        const probe = net.connect(Number(port), hostname);
        probe.once('connect', () => (probe.destroy(), resolve('connected')));
        probe.once('error', (err: NodeJS.ErrnoException) => resolve(err.code));
      });
    await until(async () => (await connectAnswer()) === 'ECONNREFUSED', 'new connections refused');
    // The upload in flight still goes through.
    upload.socket.write(rest);
    await upload.closed;
    expect(upload.answer()).toMatch(/^HTTP\/1\.1 201/);
    const { code, afterSignalMs } = await exit;
    report(`SIGTERM with an upload in flight: exit ${code} after ${afterSignalMs} ms`);
    expect(code).toBe(0);
    expect(afterSignalMs).toBeLessThan(EXIT_BOUND_MS);
    await checkInvariants();
  }, 60_000);

  it('on SIGTERM, cuts a request still stalled after the grace period, and exits with 0', async () => {
    const server = await start({ SHUTDOWN_GRACE_SECONDS: '1' });
    const { upload } = await halfSentUpload(server);
    const { code, afterSignalMs } = await server.signal('SIGTERM');
    await upload.closed;
    report(`SIGTERM with a stalled upload, 1 s grace: exit ${code} after ${afterSignalMs} ms`);
    expect(code).toBe(0);
    expect(afterSignalMs).toBeLessThan(EXIT_BOUND_MS);
    expect(server.messages()).toContain('grace period over: cutting the requests still in flight');
  }, 60_000);

  it('on SIGTERM, exits even after its data folder was deleted', async () => {
    const own = await mkdtemp(path.join(os.tmpdir(), 'parcelles-gone-'));
    const server = await start({ DATA_DIR: own });
    await rm(own, { recursive: true, force: true });
    const { code, afterSignalMs } = await server.signal('SIGTERM');
    report(`SIGTERM without its data folder: exit ${code} after ${afterSignalMs} ms`);
    expect(code).toBe(0);
    expect(afterSignalMs).toBeLessThan(EXIT_BOUND_MS);
  }, 60_000);

  it('on SIGTERM, exits in bounded time while the database no longer answers', async () => {
    const proxy = await startTcpProxy(t.url!);
    try {
      const server = await start({ DATABASE_URL: proxy.url, SHUTDOWN_GRACE_SECONDS: '2' });
      await proxy.freeze();
      // A request waiting on the silent database is in flight when the signal comes.
      const health = fetch(`${server.url}/api/v1/health`).then(
        (r) => r.status,
        () => 0,
      );
      await new Promise((r) => setTimeout(r, 200));
      const { code, afterSignalMs } = await server.signal('SIGTERM');
      report(`SIGTERM with the database gone silent: exit ${code} after ${afterSignalMs} ms`);
      expect(afterSignalMs).toBeLessThan(EXIT_BOUND_MS);
      // It says why it was not a clean close.
      expect(code).toBe(1);
      expect(server.messages().some((m) => /not cleanly: .*database/.test(m))).toBe(true);
      // The request in flight does not hang: it is cut, or answered 503 when closing the pool ends
      // its wait on the database first (which comes first depends on the machine's load).
      expect([0, 503]).toContain(await health);
    } finally {
      await proxy.close();
    }
  }, 60_000);
});
