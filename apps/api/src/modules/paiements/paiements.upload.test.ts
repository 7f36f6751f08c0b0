// Upload attacks (issue 5 "Tests that must exist"): every refused request answers 4xx with the
// spec's French message and leaves the storage folder and the tables exactly as they were.
import { isDeepStrictEqual } from 'node:util';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MANY_PROOFS,
  createTestApp,
  createTestAppWithDataDir,
  type TestApp,
  type TestAppWithDataDir,
} from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/accounts';
import {
  countRows,
  createReservation,
  elfBytes,
  exeBytes,
  multipart,
  pdfBytes,
  pngBytes,
  type Part,
  type ReservationFixture,
} from '../../../test/reservation-fixtures';
import { hangUpMidUpload, settle } from '../../../test/raw-upload';
import { requests } from '../../../test/requests';
import { startTestS3Server, type TestS3Server } from '../../../test/s3';
import { cleanFileName } from '../../lib/file-names';

let t: TestAppWithDataDir;
let buyer: TestUser;
let reservation: ReservationFixture;
let png: Buffer;

beforeAll(async () => {
  t = await createTestAppWithDataDir('upload', MANY_PROOFS);
  buyer = await createUser(t.app, t.database.db);
  png = await pngBytes();
});
// A reservation per test: the proofs one test has accepted do not fill the next one's review
// queue (ADR 019).
beforeEach(async () => {
  reservation = await createReservation(t.database.db, buyer.id);
});
afterAll(() => t?.close());

const fields = (): Part[] => [
  { name: 'reservationId', value: reservation.id },
  { name: 'montant', value: '150' },
  { name: 'methode', value: 'VIREMENT_BANCAIRE' },
];
const proof = (filename: string, data: Buffer, contentType = 'image/png'): Part => ({
  name: 'preuves',
  filename,
  data,
  contentType,
});

function send(parts: Part[], payloadOverride?: (payload: Buffer) => Buffer) {
  const body = multipart(parts);
  const payload = payloadOverride ? payloadOverride(body.payload) : body.payload;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/paiements/soumettre-preuve',
    headers: { ...buyer.headers, ...body.headers, 'content-length': String(payload.length) },
    payload,
  });
}

/** `png` with the width and height its header claims rewritten (and the header's CRC with them). */
function withPngSize(png: Buffer, width: number, height: number): Buffer {
  // IHDR starts at byte 8: length (4), type (4), width (4), height (4), … then its CRC.
  const claimed = Buffer.from(png);
  claimed.writeUInt32BE(width, 16);
  claimed.writeUInt32BE(height, 20);
  claimed.writeUInt32BE(crc32(claimed.subarray(12, 29)), 29);
  return claimed;
}

/** Runs `request`, expects `status` and `message`, and checks nothing was stored or written. */
async function refused(request: () => ReturnType<typeof send>, status: number, message: string) {
  const before = { files: await t.uploads(), rows: await countRows(t.database.db) };
  const res = await request();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ success: false, message });
  expect(await t.uploads()).toEqual(before.files);
  expect(await countRows(t.database.db)).toEqual(before.rows);
  return res;
}

describe('upload attacks', () => {
  it('refuses an ELF executable renamed .jpg, even after a good file', async () => {
    await refused(
      () => send([...fields(), proof('recu.png', png), proof('photo.jpg', elfBytes(), 'image/jpeg')]),
      415,
      "Le fichier photo.jpg n'est pas un format valide (JPEG, PNG ou PDF)",
    );
  });

  it('refuses a Windows executable declared as a PDF (a lying type)', async () => {
    const res = await refused(
      () => send([...fields(), proof('releve.pdf', exeBytes(), 'application/pdf')]),
      415,
      "Le fichier releve.pdf n'est pas un format valide (JPEG, PNG ou PDF)",
    );
    expect(res.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      errors: { preuves: "Le fichier releve.pdf n'est pas un format valide (JPEG, PNG ou PDF)" },
    });
  });

  it('refuses HTML or SVG sent as an image', async () => {
    await refused(
      () => send([...fields(), proof('a.png', Buffer.from('<html><script>alert(1)</script></html>'))]),
      415,
      "Le fichier a.png n'est pas un format valide (JPEG, PNG ou PDF)",
    );
    await refused(
      () =>
        send([
          ...fields(),
          proof('b.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')),
        ]),
      415,
      "Le fichier b.png n'est pas un format valide (JPEG, PNG ou PDF)",
    );
  });

  it('refuses a PDF of 11 MB with the size message', async () => {
    const res = await refused(
      () => send([...fields(), proof('gros.pdf', pdfBytes(11 * 1024 * 1024), 'application/pdf')]),
      413,
      'Le fichier gros.pdf dépasse 10MB',
    );
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('accepts a file of exactly 10 MiB', async () => {
    const res = await send([...fields(), proof('limite.pdf', pdfBytes(10 * 1024 * 1024), 'application/pdf')]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.preuves[0].taille).toBe(10 * 1024 * 1024);
  });

  it('refuses six files', async () => {
    const six = Array.from({ length: 6 }, (_, i) => proof(`p${i}.png`, png));
    const res = await refused(() => send([...fields(), ...six]), 400, 'Maximum 5 fichiers autorisés');
    expect(res.json().errors).toEqual({ preuves: 'Maximum 5 fichiers autorisés' });
  });

  it('accepts five files', async () => {
    const five = Array.from({ length: 5 }, (_, i) => proof(`p${i}.png`, png));
    const res = await send([...fields(), ...five]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.preuves).toHaveLength(5);
  });

  it('refuses a request without any file', async () => {
    const res = await refused(() => send(fields()), 400, 'Au moins une preuve de paiement est requise');
    expect(res.json().errors).toEqual({ preuves: 'Au moins une preuve de paiement est requise' });
  });

  it('refuses a zero-byte file', async () => {
    await refused(
      () =>
        send([...fields(), proof('recu.png', png), proof('vide.pdf', Buffer.alloc(0), 'application/pdf')]),
      415,
      "Le fichier vide.pdf n'est pas un format valide (JPEG, PNG ou PDF)",
    );
  });

  it('refuses a small PNG claiming 30000×30000 pixels, which no browser decodes (ADR 051)', async () => {
    const res = await refused(
      () => send([...fields(), proof('recu.png', png), proof('geant.png', withPngSize(png, 30_000, 30_000))]),
      422,
      "L'image geant.png est trop grande (10\u00a0000 pixels de côté et 50 mégapixels au plus)",
    );
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: {
        preuves: "L'image geant.png est trop grande (10\u00a0000 pixels de côté et 50 mégapixels au plus)",
      },
    });
  });

  it('reads a JPEG’s size past a large EXIF, and refuses more than 50 megapixels', async () => {
    // 9000×9000: each side is fine, 81 megapixels are not. Its frame header comes after 20 KB of
    // EXIF, beyond the first bytes read to tell the format.
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1f6f3f' } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'x'.repeat(20_000) } })
      .toBuffer();
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    expect(frame).toBeGreaterThan(20_000);
    const huge = Buffer.from(jpeg);
    huge.writeUInt16BE(9000, frame + 5);
    huge.writeUInt16BE(9000, frame + 7);
    await refused(
      () => send([...fields(), proof('scan.jpg', huge, 'image/jpeg')]),
      422,
      "L'image scan.jpg est trop grande (10\u00a0000 pixels de côté et 50 mégapixels au plus)",
    );
    // The same file at its own 8×8 is a proof like any other.
    const res = await send([...fields(), proof('scan.jpg', jpeg, 'image/jpeg')]);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('accepts a picture at the limits: 10,000 pixels on a side and 50 megapixels', async () => {
    const res = await send([...fields(), proof('long.png', withPngSize(png, 10_000, 5_000))]);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('cleans names with ../ and control characters, in messages and stored names', async () => {
    await refused(
      () => send([...fields(), proof('../../etc/\u0007pass\u0000wd\u202e.jpg', elfBytes())]),
      415,
      "Le fichier passwd.jpg n'est pas un format valide (JPEG, PNG ou PDF)",
    );
    const res = await send([
      ...fields(),
      proof('..\\..\\Windows\\re\u0001çu\t\u001b.png', png),
      proof('../' + 'é'.repeat(300) + '.png', png),
      proof('.htaccess', png),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const names = res.json().data.preuves.map((p: { nomFichier: string }) => p.nomFichier);
    expect(names[0]).toBe('reçu.png');
    expect(Array.from(names[1] as string)).toHaveLength(150);
    expect(names[1]).toMatch(/^é+\.png$/);
    expect(names[2]).toBe('htaccess');
    for (const file of await t.uploads()) expect(file).toMatch(/^preuves\/[0-9a-f-]{36}$/);
  });

  it('refuses a body that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/paiements/soumettre-preuve',
      headers: buyer.headers,
      payload: { reservationId: reservation.id, montant: 10, methode: 'ESPECES' },
    });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a declared body larger than five full files before reading it', async () => {
    const body = multipart([...fields(), proof('a.png', png)]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/paiements/soumettre-preuve',
      headers: { ...buyer.headers, ...body.headers, 'content-length': String(60 * 1024 * 1024) },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
  });

  it('leaves nothing behind when the body ends mid-file (truncated multipart)', async () => {
    const big = pdfBytes(300_000);
    await refused(
      () =>
        send([...fields(), proof('a.png', png), proof('b.pdf', big, 'application/pdf')], (payload) =>
          payload.subarray(0, payload.length - 150_000),
        ),
      400,
      'Le téléversement a été interrompu ou est mal formé. Veuillez réessayer.',
    );
  });

  it('leaves nothing behind when the client hangs up mid-upload', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const before = { files: await t.uploads(), rows: await countRows(t.database.db) };
    const body = multipart([...fields(), proof('a.png', png), proof('b.pdf', pdfBytes(2 * 1024 * 1024))]);
    // Everything up to the middle of the second file: the first one is complete and gets stored;
    // once it is, the connection is cut.
    await hangUpMidUpload(
      address,
      '/paiements/soumettre-preuve',
      buyer.headers.authorization,
      body,
      body.payload.length - 1024 * 1024,
      async () => (await t.uploads()).filter((f) => f.startsWith('preuves/')).length > before.files.length,
    );
    await settle(async () => isDeepStrictEqual(await t.uploads(), before.files), 10_000);
    expect(await t.uploads()).toEqual(before.files);
    expect(await countRows(t.database.db)).toEqual(before.rows);
  });
});

describe('cleanFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\moi\\reçu.pdf', 'reçu.pdf'],
    ['a\u0000b\u001fc\u007f.png', 'abc.png'],
    ['facture\u202egpj.exe', 'facturegpj.exe'],
    ['  plusieurs   espaces .png ', 'plusieurs espaces .png'],
    ['...', 'preuve'],
    ['', 'preuve'],
    ['e\u0301te\u0301.jpg', 'été.jpg'],
  ])('%j -> %j', (raw, clean) => {
    expect(cleanFileName(raw)).toBe(clean);
  });

  it('keeps the extension when it cuts a long name to 150 characters', () => {
    const name = cleanFileName(`${'a'.repeat(400)}.pdf`);
    expect(name).toHaveLength(150);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('with the S3 storage driver', () => {
  let s3: TestS3Server;
  let s3app: TestApp;
  beforeAll(async () => {
    s3 = await startTestS3Server();
    s3app = await createTestApp({ DATA_DIR: t.dataDir, ...s3.env });
  });
  afterAll(async () => {
    await s3app?.close();
    await s3?.stop();
  });

  it('stores the proofs in the bucket and serves them back', async () => {
    const user = await createUser(s3app.app, s3app.database.db);
    const mine = await createReservation(s3app.database.db, user.id);
    const pdf = pdfBytes();
    const res = await requests(() => s3app.app).postForm(
      user,
      '/paiements/soumettre-preuve',
      { reservationId: mine.id, montant: '99.99', methode: 'ESPECES' },
      [proof('recu.pdf', pdf, 'application/pdf')],
    );
    expect(res.statusCode, res.body).toBe(201);
    const [preuve] = res.json().data.preuves;
    const file = await s3app.app.inject({ url: preuve.url, headers: user.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload).toEqual(pdf);
    // Not on the local disk.
    expect(await t.uploads()).not.toContain(expect.stringMatching(new RegExp(preuve.id)));
  });
});
