// Issue 12, receipts: issued when a payment is validated (numbers without gaps, even in parallel
// and after a failed validation), read back from the PDF, attached to the validation mail, checked
// by anyone with the code (and by no one guessing), and shown only to whom the payment belongs.
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compteurs, paiements, recus } from '../../db/schema/index';
import { createUser, createUsers, type TestUser } from '../../../test/accounts';
import { createReservation, pngBytes, type ReservationFixture } from '../../../test/reservation-fixtures';
import { decodeQr, pdfText } from '../../../test/pdf';
import { api, requests } from '../../../test/requests';
import { createTestAppWithSmtp, type TestAppWithSmtp } from '../../../test/smtp';
import { insertSchedule } from '../reservations/echeances.repository';
import { issueMissingRecus } from '../paiements/use-cases/payment-receipt';

const PUBLIC_URL = 'https://parcelles.exemple.cd';
let t: TestAppWithSmtp;
let png: Buffer;
let buyer: TestUser, other: TestUser, agent: TestUser, admin: TestUser;

const db = () => t.database.db;
const { postForm } = requests(() => t.app);
let ips = 0;
/** Each verification test has its own client address, so their rate limits do not add up. */
const freshIp = () => `10.12.${Math.floor(++ips / 250)}.${ips % 250}`;

async function submit(user: TestUser, reservationId: string, montant: string, reference = 'REF-1') {
  const res = await postForm(
    user,
    '/paiements/soumettre-preuve',
    { reservationId, montant, methode: 'VIREMENT_BANCAIRE', referencePaiement: reference },
    [{ name: 'preuves', filename: 'preuve.png', contentType: 'image/png', data: png }],
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

const validate = (id: string) =>
  t.app.inject({ method: 'POST', url: api(`/paiements/${id}/valider`), headers: admin.headers, payload: {} });

async function validated(user: TestUser, reservationId: string, montant: string, reference?: string) {
  const id = await submit(user, reservationId, montant, reference);
  const res = await validate(id);
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

const get = (url: string, user?: TestUser, remoteAddress?: string) =>
  t.app.inject({
    method: 'GET',
    url: api(url),
    ...(user ? { headers: user.headers } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const counter = async () =>
  (await db().select({ valeur: compteurs.valeur }).from(compteurs).where(eq(compteurs.cle, 'recus')))[0]!
    .valeur;

const recuOf = async (paiementId: string) =>
  (await db().select().from(recus).where(eq(recus.paiementId, paiementId)))[0]!;

/** A reservation of $10 000 in three instalments: 3 000 (deposit), 3 500, 3 500. */
async function instalmentReservation(user: TestUser): Promise<ReservationFixture> {
  const r = await createReservation(db(), user.id, { montantTotalCents: 1_000_000 });
  await insertSchedule(db(), r.id, [
    { numero: 1, dateEcheance: '2026-12-01', montantCents: 300_000 },
    { numero: 2, dateEcheance: '2027-01-01', montantCents: 350_000 },
    { numero: 3, dateEcheance: '2027-02-01', montantCents: 350_000 },
  ]);
  return r;
}

beforeAll(async () => {
  t = await createTestAppWithSmtp({ PUBLIC_URL });
  png = await pngBytes();
  [buyer, other, agent, admin] = await createUsers(t.app, db(), 'ACHETEUR', 'ACHETEUR', 'AGENT', 'ADMIN');
});
afterAll(() => t?.close());

describe('the receipt of a validated payment', () => {
  let r: ReservationFixture;
  let secondId: string;

  beforeAll(async () => {
    r = await instalmentReservation(buyer);
    await validated(buyer, r.id, '2000', 'VIR-PREMIER');
    secondId = await validated(buyer, r.id, '6000.50', 'VIR-2026-0042');
  });

  it('is a French PDF with the number, the amount in figures and words, the plot, the instalments and the balance', async () => {
    const recu = await recuOf(secondId);
    const numero = String(recu.numero).padStart(6, '0');
    const res = await get(`/paiements/${secondId}/recu`, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="recu-${numero}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Reçu de paiement N° ${numero}`);
    expect(text).toContain('6 000,50 $US');
    expect(text).toContain('six mille dollars américains et cinquante cents');
    expect(text).toContain(`Lot : ${r.numeroLot}`);
    expect(text).toContain(`Réservation : ${r.reference}`);
    expect(text).toContain('Référence : VIR-2026-0042');
    expect(text).toContain('Mode : Virement bancaire');
    // 2 000 had paid part of the deposit: this one ends it and instalment 2, and starts 3.
    // Named as on the screens (issue 23): the deposit, then the monthly instalments from 1.
    expect(text).toMatch(/Acompte .* 1 000,00 \$US Soldée/);
    expect(text).toMatch(/Mensualité 1 .* 3 500,00 \$US Soldée/);
    expect(text).toMatch(/Mensualité 2 .* 1 500,50 \$US Partiellement réglée/);
    expect(text).toContain('Total payé : 8 000,50 $US');
    expect(text).toContain('Reste à payer : 1 999,50 $US');
    // The QR code's address, printed under it with the short code.
    const code = recu.code.match(/.{4}/g)!.join('-');
    expect(recu.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(text).toContain(code);
    expect(text.replace(/ /g, '')).toContain(`Vérifiezcereçusur${PUBLIC_URL}/verifier/${code}`);
    expect(decodeQr(res.rawPayload)).toBe(`${PUBLIC_URL}/verifier/${code}`);
  });

  it('is fixed when issued: a second download is the same receipt', async () => {
    const before = await recuOf(secondId);
    await get(`/paiements/${secondId}/recu`, buyer);
    const after = await recuOf(secondId);
    expect(after).toEqual(before);
  });

  it('comes with the validation mail as a PDF attachment', async () => {
    const recu = await recuOf(secondId);
    const numero = String(recu.numero).padStart(6, '0');
    const mail = await t.smtp.waitForMail(
      (m) => m.envelopeTo.includes(buyer.email) && m.raw.includes(`recu-${numero}.pdf`),
      10_000,
    );
    expect(mail.subject).toMatch(/validé/);
    expect(mail.text).toContain(`Votre reçu N° ${numero} est joint à ce message (PDF).`);
    const part = mail.raw.split(/\r?\n--/).find((p) => /Content-Type: application\/pdf/i.test(p))!;
    expect(part).toMatch(/filename="?recu-\d{6}\.pdf/);
    const base64 = part
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('')
      .replace(/[^A-Za-z0-9+/=]/g, '');
    const text = await pdfText(Buffer.from(base64, 'base64'));
    expect(text).toContain(`Reçu de paiement N° ${numero}`);
  });

  it('is shown with the payment and the reservation it belongs to', async () => {
    const recu = await recuOf(secondId);
    const paiement = (await get(`/paiements/${secondId}`, buyer)).json().data;
    expect(paiement.recu).toEqual({ numero: recu.numero, code: recu.code });
    const reservation = (await get(`/reservations/${r.id}`, buyer)).json().data;
    const summary = reservation.paiements.find((p: { id: string }) => p.id === secondId);
    expect(summary.recu).toEqual({ numero: recu.numero, code: recu.code });
  });

  it('is the buyer’s or an admin’s: another buyer and an agent get 404', async () => {
    expect((await get(`/paiements/${secondId}/recu`, other)).statusCode).toBe(404);
    expect((await get(`/paiements/${secondId}/recu`, agent)).statusCode).toBe(404);
    expect((await get(`/paiements/${secondId}/recu`, admin)).statusCode).toBe(200);
    expect((await get(`/paiements/${secondId}/recu`)).statusCode).toBe(401);
    expect((await get(`/paiements/pas-un-id/recu`, admin)).statusCode).toBe(404);
  });

  it('does not exist before validation: 409 with the reason in French', async () => {
    const pending = await submit(buyer, r.id, '100', 'VIR-ATTENTE');
    const res = await get(`/paiements/${pending}/recu`, buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Ce paiement n’est pas encore validé : son reçu sera disponible après sa validation.',
    );
    expect((await get(`/paiements/${pending}/recu`, other)).statusCode).toBe(404);
  });

  it('the statement lists the schedule, every payment with its receipt number, and the totals', async () => {
    const recu = await recuOf(secondId);
    const res = await get(`/reservations/${r.id}/releve`, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="releve-${r.reference}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Relevé de compte — Réservation ${r.reference}`);
    expect(text).toContain('Échéancier');
    expect(text).toMatch(/Mensualité 2 .* 3 500,00 \$US 1 500,50 \$US 1 999,50 \$US/);
    expect(text).toContain('VIR-2026-0042');
    expect(text).toContain(`N° ${String(recu.numero).padStart(6, '0')}`);
    expect(text).toContain('VIR-ATTENTE');
    expect(text).toContain('Reste à payer : 1 999,50 $US');
  });

  it('the statement is the buyer’s, and staff’s to read; another buyer gets 404', async () => {
    expect((await get(`/reservations/${r.id}/releve`, other)).statusCode).toBe(404);
    expect((await get(`/reservations/${r.id}/releve`, agent)).statusCode).toBe(200);
    expect((await get(`/reservations/${r.id}/releve`, admin)).statusCode).toBe(200);
    expect((await get(`/reservations/${r.id}/releve`)).statusCode).toBe(401);
  });
});

describe('verifying a receipt by its code', () => {
  let code: string;
  let numero: number;
  let r: ReservationFixture;

  beforeAll(async () => {
    r = await createReservation(db(), buyer.id);
    const id = await validated(buyer, r.id, '1250');
    ({ code, numero } = await recuOf(id));
  });

  it('a good code, typed in any case and with or without dashes, shows the receipt with the buyer’s name masked', async () => {
    for (const typed of [code.match(/.{4}/g)!.join('-'), code.toLowerCase()]) {
      const res = await get(`/recus/verifier/${typed}`, undefined, freshIp());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({
        valide: true,
        numero,
        dateEmission: expect.any(String),
        montant: 1250,
        numeroLot: r.numeroLot,
        acheteur: 'T*** A*******',
        methode: 'Virement bancaire',
      });
    }
  });

  it('a wrong or malformed code gets the same 404, saying only that no receipt matches', async () => {
    const wrong = code.slice(0, 15) + (code.endsWith('Z') ? 'Y' : 'Z');
    for (const typed of [wrong, 'abc', 'x'.repeat(64), '%20']) {
      const res = await get(`/recus/verifier/${typed}`, undefined, freshIp());
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Ce code ne correspond à aucun reçu.');
      expect(Object.keys(res.json())).not.toContain('data');
    }
  });

  it('guessed codes find nothing', async () => {
    const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    const guesses = Array.from({ length: 200 }, () =>
      Array.from({ length: 16 }, () => ALPHABET[randomInt(32)]).join(''),
    );
    let ip = freshIp();
    for (const [i, guess] of guesses.entries()) {
      if (i % 25 === 0) ip = freshIp();
      expect((await get(`/recus/verifier/${guess}`, undefined, ip)).statusCode).toBe(404);
    }
  });

  it('is rate-limited per client: too many checks get 429 in French', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      expect((await get(`/recus/verifier/${code}`, undefined, ip)).statusCode).toBe(200);
    }
    const res = await get(`/recus/verifier/${code}`, undefined, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/\S/);
    expect(res.headers['retry-after']).toBeDefined();
    // Another client is not held up.
    expect((await get(`/recus/verifier/${code}`, undefined, freshIp())).statusCode).toBe(200);
  });
});

describe('receipt numbers', () => {
  it('have no gaps when payments are validated at the same time', async () => {
    // A buyer of its own: eight proofs on top of the other tests' would pass one buyer's hourly limit.
    const payer = await createUser(t.app, db());
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await createReservation(db(), payer.id);
      ids.push(await submit(payer, r.id, String(100 + i), `PARALLELE-${i}`));
    }
    const before = await counter();
    const results = await Promise.all(ids.map((id) => validate(id)));
    expect(results.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    const numbers = (await Promise.all(ids.map(recuOf))).map((recu) => recu.numero).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => before + 1 + i));
    expect(await counter()).toBe(before + 8);
  });

  it('a validation that fails after numbering gives its number back', async () => {
    const r = await createReservation(db(), other.id);
    const failing = await submit(other, r.id, '300', 'ECHOUE-1');
    // The validation mail to this buyer cannot be written: the whole validation rolls back.
    await db().execute(sql`
      create or replace function refuse_test_mail() returns trigger language plpgsql as $$
      begin raise exception 'test: outbox refused'; end $$`);
    await db().execute(
      sql.raw(`
      create trigger refuse_test_mail before insert on email_outbox for each row
      when (new.destinataire = '${other.email}') execute function refuse_test_mail()`),
    );
    const before = await counter();
    try {
      const res = await validate(failing);
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await db().execute(sql`drop trigger refuse_test_mail on email_outbox`);
    }
    expect(await counter()).toBe(before);
    const [row] = await db().select().from(paiements).where(eq(paiements.id, failing));
    expect(row!.statut).toBe('SOUMIS');
    expect(await db().select().from(recus).where(eq(recus.paiementId, failing))).toEqual([]);

    const next = await validated(buyer, (await createReservation(db(), buyer.id)).id, '50', 'APRES');
    expect((await recuOf(next)).numero).toBe(before + 1);
  });

  it('payments validated before receipts existed get theirs, in the order they were validated', async () => {
    const r = await createReservation(db(), buyer.id);
    const older = await submit(buyer, r.id, '70', 'ANCIEN-1');
    const newer = await submit(buyer, r.id, '80', 'ANCIEN-2');
    // As main had them: VALIDE, with no receipt.
    await db()
      .update(paiements)
      .set({ statut: 'VALIDE', traiteLe: new Date('2026-01-02T10:00:00Z') })
      .where(eq(paiements.id, newer));
    await db()
      .update(paiements)
      .set({ statut: 'VALIDE', traiteLe: new Date('2026-01-01T10:00:00Z') })
      .where(eq(paiements.id, older));
    const before = await counter();
    expect(await issueMissingRecus(db(), new Date(), 100)).toEqual({ issued: 2, done: true });
    expect((await recuOf(older)).numero).toBe(before + 1);
    expect((await recuOf(newer)).numero).toBe(before + 2);
    expect((await recuOf(newer)).contenu).toMatchObject({ totalPayeCents: 15_000 });
    expect(await issueMissingRecus(db(), new Date(), 100)).toEqual({ issued: 0, done: true });

    // And one missed by the backfill is issued when first asked for.
    const late = await submit(buyer, r.id, '90', 'ANCIEN-3');
    await db()
      .update(paiements)
      .set({ statut: 'VALIDE', traiteLe: new Date() })
      .where(eq(paiements.id, late));
    const res = await get(`/paiements/${late}/recu`, buyer);
    expect(res.statusCode).toBe(200);
    expect((await recuOf(late)).numero).toBe(before + 3);
  });
});
