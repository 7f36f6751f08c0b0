// Issue 13, slow clients: a body that stops arriving must not hold the server. With the timeouts
// set small, a real listening server closes a stalled proof upload and a stalled JSON body, and the
// upload leaves no file in the storage folder (temporary files included).
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-app';
import { createUser, type TestUser } from '../test/accounts';
import {
  countRows,
  createReservation,
  freePlot,
  listFiles,
  multipart,
  pdfBytes,
  pngBytes,
  type ReservationFixture,
} from '../test/reservation-fixtures';

let t: TestApp;
let dataDir: string;
let port: number;
let buyer: TestUser;
let agent: TestUser;
let reservation: ReservationFixture;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'parcelles-slow-'));
  t = await createTestApp({ DATA_DIR: dataDir, REQUEST_TIMEOUT_SECONDS: '3', IDLE_TIMEOUT_SECONDS: '1' });
  buyer = await createUser(t.app, t.database.db);
  agent = await createUser(t.app, t.database.db, 'AGENT');
  reservation = await createReservation(t.database.db, buyer.id);
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const uploads = () => listFiles(path.join(dataDir, 'uploads'));
/** Far above the timeouts set here: only a server that never closes the connection fails it. */
const BOUND_MS = 20_000;

/** Waits until the storage folder holds more files than `before`. */
async function storedMoreThan(before: string[]) {
  const deadline = Date.now() + BOUND_MS;
  while ((await uploads()).length === before.length) {
    if (Date.now() > deadline) throw new Error('the first file was never stored');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Waits (boundedly) for the storage folder to be back to `before`, and returns what it holds. */
async function settledUploads(before: string[]) {
  const settle = Date.now() + BOUND_MS;
  while (JSON.stringify(await uploads()) !== JSON.stringify(before) && Date.now() < settle) {
    await new Promise((r) => setTimeout(r, 20));
  }
  return uploads();
}

/** Sends `head` then `body`, never the rest; resolves with what the server answered once it closed. */
async function stall(head: string, body: Buffer, onSent?: () => Promise<void>) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  const closed = new Promise<boolean>((resolve) => {
    socket.once('close', () => resolve(true));
    setTimeout(() => resolve(false), BOUND_MS).unref();
  });
  socket.write(head);
  socket.write(body);
  await onSent?.();
  const wasClosed = await closed;
  socket.destroy();
  return { wasClosed, answer };
}

describe('slow clients', () => {
  it('closes a proof upload that stops half-way and keeps none of its files', async () => {
    const before = { files: await uploads(), rows: await countRows(t.database.db) };
    const body = multipart([
      { name: 'reservationId', value: reservation.id },
      { name: 'montant', value: '150' },
      { name: 'methode', value: 'VIREMENT_BANCAIRE' },
      { name: 'preuves', filename: 'a.png', contentType: 'image/png', data: await pngBytes() },
      { name: 'preuves', filename: 'b.pdf', contentType: 'application/pdf', data: pdfBytes(2 * 1024 * 1024) },
    ]);
    const { wasClosed } = await stall(
      `POST /api/v1/paiements/soumettre-preuve HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Authorization: ${buyer.headers.authorization}\r\nContent-Type: ${body.headers['content-type']}\r\n` +
        `Content-Length: ${body.payload.length}\r\n\r\n`,
      // The first file whole, the second one cut in its middle; then nothing more.
      body.payload.subarray(0, body.payload.length - 1024 * 1024),
      // The server has stored the first file before the client goes quiet.
      () => storedMoreThan(before.files),
    );
    expect(wasClosed).toBe(true);
    // The upload's clean-up runs as the connection closes: nothing is left.
    expect(await settledUploads(before.files)).toEqual(before.files);
    expect(await countRows(t.database.db)).toEqual(before.rows);
  });

  it('closes a plot picture upload that stops half-way and keeps none of its files', async () => {
    const before = await uploads();
    const { id: plotId } = await freePlot(t.database.db);
    const png = await pngBytes();
    const body = multipart([
      { name: 'images', filename: 'vue.png', contentType: 'image/png', data: png },
      {
        name: 'images',
        filename: 'cote.png',
        contentType: 'image/png',
        data: Buffer.concat([png, Buffer.alloc(512 * 1024)]),
      },
    ]);
    const { wasClosed } = await stall(
      `POST /api/v1/parcelles/${plotId}/images HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Authorization: ${agent.headers.authorization}\r\nContent-Type: ${body.headers['content-type']}\r\n` +
        `Content-Length: ${body.payload.length}\r\n\r\n`,
      body.payload.subarray(0, body.payload.length - 256 * 1024),
      () => storedMoreThan(before),
    );
    expect(wasClosed).toBe(true);
    expect(await settledUploads(before)).toEqual(before);
  });

  it('closes a JSON body that stops half-way', async () => {
    const json = Buffer.from(JSON.stringify({ email: 'lent@example.cd', motDePasse: 'x'.repeat(40) }));
    const { wasClosed, answer } = await stall(
      `POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${json.length}\r\n\r\n`,
      json.subarray(0, 20),
    );
    expect(wasClosed).toBe(true);
    // Whatever the server said before closing, the request was never handled as a sign-in.
    expect(answer).not.toMatch(/^HTTP\/1\.1 (200|401)/);
  });

  it('closes a connection that never finishes its headers', async () => {
    const { wasClosed } = await stall(`GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n`, Buffer.alloc(0));
    expect(wasClosed).toBe(true);
  });

  it('still serves a client that sends its request at once', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(res.status).toBe(200);
  });
});
