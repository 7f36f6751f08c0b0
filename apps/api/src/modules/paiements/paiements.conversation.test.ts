// The conversation on a payment (issue 12, ADR 016): staff ask for more, the buyer answers with text
// and files, the payment goes back to review; each side is told in-app and by mail; the hold stays
// paused while staff wait. Real database, real files, the app's clock moved by hand.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANY_PROOFS, createTestAppWithDataDir, type TestAppWithDataDir } from '../../../test/build-app';
import { createUsers, signIn, type TestUser } from '../../../test/accounts';
import { movableClock } from '../../../test/clock';
import {
  createReservation,
  exeBytes,
  pdfBytes,
  pngBytes,
  proofPart,
  type ReservationFixture,
} from '../../../test/reservation-fixtures';
import {
  auditEvents,
  emailOutbox,
  notifications,
  paiementMessages,
  paiements,
  preuves,
  reservations,
} from '../../db/schema/index';
import { formatDateLong } from '@parcelles/shared/format';
import { flat, pdfText } from '../../../test/pdf';
import { requests } from '../../../test/requests';
import { handSweeper } from '../../../test/sweeper';

const clock = movableClock();
let t: TestAppWithDataDir;
let buyer: TestUser, other: TestUser, admin: TestUser, agent: TestUser;
let png: Buffer;
const pdf = pdfBytes();

beforeAll(async () => {
  t = await createTestAppWithDataDir(
    'conversation',
    { EXPIRY_SWEEP_SECONDS: '3600', ...MANY_PROOFS },
    { clock },
  );
  const db = t.database.db;
  [buyer, other, admin, agent] = await createUsers(t.app, db, 'ACHETEUR', 'ACHETEUR', 'ADMIN', 'AGENT');
  png = await pngBytes();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const { get, post, postForm, del } = requests(() => t.app);
const ASK = 'Le relevé est illisible : pouvez-vous envoyer une photo plus nette du bordereau ?';

async function submitted(user: TestUser, reservation: ReservationFixture) {
  const res = await postForm(
    user,
    '/paiements/soumettre-preuve',
    {
      reservationId: reservation.id,
      montant: '6000',
      methode: 'VIREMENT_BANCAIRE',
      referencePaiement: 'VIR-7',
    },
    [proofPart('bordereau.png', png)],
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string };
}

async function askedFor(paiementId: string, message = ASK) {
  const res = await post(admin, `/paiements/${paiementId}/demander-complement`, { message });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const statutOf = async (paiementId: string) =>
  (await db().select().from(paiements).where(eq(paiements.id, paiementId)))[0]!.statut;
const notificationsOf = (userId: string) =>
  db()
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.dateEnvoi));
const mailsTo = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.destinataire, email));
const auditOf = (paiementId: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entite, 'paiement'), eq(auditEvents.entiteId, paiementId)));
const messageRows = (paiementId: string) =>
  db().select().from(paiementMessages).where(eq(paiementMessages.paiementId, paiementId));
const adminEmail = () => admin.email;

describe('the round trip: complement asked, answered with a file, then validated', () => {
  it('goes SOUMIS → EN_ATTENTE → SOUMIS → VALIDE, each side told in-app and by mail', async () => {
    const reservation = await createReservation(db(), buyer.id);
    const { id } = await submitted(buyer, reservation);

    const asked = await askedFor(id);
    expect(asked).toMatchObject({
      message: 'Demande de complément envoyée',
      data: { id, statut: 'EN_ATTENTE' },
    });
    const [toBuyer] = await notificationsOf(buyer.id);
    expect(toBuyer).toMatchObject({ type: 'PAIEMENT', titre: 'Complément demandé sur votre paiement' });
    expect(toBuyer!.donnees).toMatchObject({ paiementId: id, lien: `/paiements/${id}` });
    const buyerMail = (await mailsTo(buyer.email)).find((m) => m.sujet.startsWith('Complément demandé'));
    expect(buyerMail?.texte).toContain(ASK);
    expect(buyerMail?.texte).toContain(`/paiements/${id}`);
    expect((await auditOf(id)).map((a) => a.action)).toContain('PAIEMENT_COMPLEMENT_DEMANDE');

    const thread = await get(buyer, `/paiements/${id}/messages`);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json().data.messages).toEqual([
      expect.objectContaining({ cote: 'EQUIPE', demandeComplement: true, message: ASK, preuves: [] }),
    ]);
    expect(thread.json().data.messages[0].auteur.nom).toMatch(/\S/);

    const beforeAdminMails = (await mailsTo(adminEmail())).length;
    const answer = await postForm(
      buyer,
      `/paiements/${id}/messages`,
      { message: 'Voici le bordereau scanné.' },
      [proofPart('bordereau-net.pdf', pdf)],
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const sent = answer.json().data;
    expect(sent).toMatchObject({
      cote: 'ACHETEUR',
      demandeComplement: false,
      message: 'Voici le bordereau scanné.',
    });
    expect(sent.preuves).toEqual([
      expect.objectContaining({ nomFichier: 'bordereau-net.pdf', typeMime: 'application/pdf' }),
    ]);
    // The file joins the payment's proofs and is served by the proof file route.
    expect(await statutOf(id)).toBe('SOUMIS');
    const paiement = (await get(buyer, `/paiements/${id}`)).json().data;
    expect(paiement.preuves.map((p: { nomFichier: string }) => p.nomFichier)).toEqual([
      'bordereau.png',
      'bordereau-net.pdf',
    ]);
    const file = await t.app.inject({ url: sent.preuves[0].url, headers: admin.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');

    const [toAdmin] = await notificationsOf(admin.id);
    expect(toAdmin).toMatchObject({ type: 'PAIEMENT', titre: 'Complément reçu : paiement à vérifier' });
    expect(toAdmin!.donnees).toMatchObject({ lien: `/admin/paiements/${id}` });
    const adminMails = await mailsTo(adminEmail());
    expect(adminMails.length).toBe(beforeAdminMails + 1);
    expect(adminMails.at(-1)?.texte ?? adminMails.map((m) => m.texte).join()).toContain(
      'Voici le bordereau scanné.',
    );
    const message = (await auditOf(id)).find((a) => a.action === 'PAIEMENT_MESSAGE');
    expect(message).toMatchObject({
      acteurId: buyer.id,
      avant: { statut: 'EN_ATTENTE' },
      apres: { statut: 'SOUMIS' },
      details: expect.objectContaining({ cote: 'ACHETEUR', fichiers: 1, longueur: 26 }),
    });

    // The thread is part of the reservation's history in the back office.
    const history = await get(admin, `/reservations/${reservation.id}/historique`);
    expect(history.statusCode, history.body).toBe(200);
    const actions = history.json().data.evenements.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['PAIEMENT_COMPLEMENT_DEMANDE', 'PAIEMENT_MESSAGE']));

    const validated = await post(admin, `/paiements/${id}/valider`);
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json().data.statut).toBe('VALIDE');

    const late = await postForm(buyer, `/paiements/${id}/messages`, { message: 'Merci !' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Ce paiement est clos : il a été validé. Il n’accepte plus de message.');
    expect(await messageRows(id)).toHaveLength(2);
  });
});

describe('staff messages', () => {
  it('change no status and reach the buyer in-app and by mail', async () => {
    const { id } = await submitted(buyer, await createReservation(db(), buyer.id));
    const res = await postForm(admin, `/paiements/${id}/messages`, {
      message: 'Nous vérifions auprès de la banque.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ cote: 'EQUIPE', demandeComplement: false });
    expect(await statutOf(id)).toBe('SOUMIS');
    const [toBuyer] = await notificationsOf(buyer.id);
    expect(toBuyer).toMatchObject({ titre: 'Nouveau message sur votre paiement' });
    expect(toBuyer!.donnees).toMatchObject({ lien: `/paiements/${id}` });
    const mail = (await mailsTo(buyer.email)).find((m) =>
      m.texte.includes('Nous vérifions auprès de la banque.'),
    );
    expect(mail?.sujet).toMatch(/^Nouveau message sur votre paiement du lot/);
    expect((await auditOf(id)).find((a) => a.action === 'PAIEMENT_MESSAGE')?.details).toMatchObject({
      cote: 'EQUIPE',
      fichiers: 0,
    });
  });

  it('carry no file: refused, and nothing is kept', async () => {
    const { id } = await submitted(buyer, await createReservation(db(), buyer.id));
    const before = await t.uploads();
    const res = await postForm(admin, `/paiements/${id}/messages`, { message: 'Voir pièce jointe' }, [
      proofPart('note.png', png),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.preuves).toBe('Les fichiers joints sont réservés aux réponses de l’acheteur.');
    expect(await t.uploads()).toEqual(before);
    expect(await messageRows(id)).toHaveLength(0);
  });
});

describe('who may read and write the thread', () => {
  it('answers 404 to another buyer and to an agent, as if the payment did not exist', async () => {
    const { id } = await submitted(buyer, await createReservation(db(), buyer.id));
    for (const stranger of [other, agent]) {
      expect((await get(stranger, `/paiements/${id}/messages`)).statusCode).toBe(404);
      const res = await postForm(stranger, `/paiements/${id}/messages`, { message: 'Bonjour' });
      expect(res.statusCode).toBe(404);
    }
    expect((await post(other, `/paiements/${id}/demander-complement`, { message: ASK })).statusCode).toBe(
      403,
    );
    expect(await messageRows(id)).toHaveLength(0);
  });
});

describe('POST /paiements/{id}/demander-complement', () => {
  it('requires a message, in French', async () => {
    const { id } = await submitted(buyer, await createReservation(db(), buyer.id));
    const res = await post(admin, `/paiements/${id}/demander-complement`, { message: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toBe('Le message est requis');
    const long = await post(admin, `/paiements/${id}/demander-complement`, { message: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.message).toBe('Maximum 2000 caractères');
    expect(await statutOf(id)).toBe('SOUMIS');
  });

  it('only concerns a payment under review (409 otherwise)', async () => {
    const { id } = await submitted(buyer, await createReservation(db(), buyer.id));
    await askedFor(id);
    const again = await post(admin, `/paiements/${id}/demander-complement`, { message: ASK });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Seul un paiement soumis peut faire l’objet d’une demande de complément.',
    );
    expect(await messageRows(id)).toHaveLength(1);
  });
});

describe('the buyer’s files', () => {
  it('refuses a file of the wrong kind (415) or too big (413), leaving no file and no row', async () => {
    const { id } = await submitted(buyer, await createReservation(db(), buyer.id));
    await askedFor(id);
    const before = await t.uploads();
    const preuvesBefore = await db().select().from(preuves).where(eq(preuves.paiementId, id));

    const exe = await postForm(buyer, `/paiements/${id}/messages`, { message: 'Le voici' }, [
      proofPart('bon.png', png),
      proofPart('virus.png', exeBytes()),
    ]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().errors.preuves).toMatch(/virus\.png/);

    const big = await postForm(buyer, `/paiements/${id}/messages`, { message: 'Le voici' }, [
      proofPart('enorme.pdf', pdfBytes(10 * 1024 * 1024 + 10)),
    ]);
    expect(big.statusCode).toBe(413);

    expect(await t.uploads()).toEqual(before);
    expect(await db().select().from(preuves).where(eq(preuves.paiementId, id))).toEqual(preuvesBefore);
    expect(await messageRows(id)).toHaveLength(1);
    expect(await statutOf(id)).toBe('EN_ATTENTE');
  });

  it('may write on a payment under review: it stays SOUMIS', async () => {
    const { id } = await submitted(buyer, await createReservation(db(), buyer.id));
    const res = await postForm(buyer, `/paiements/${id}/messages`, {
      message: 'Une précision : versé à 10 h.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await statutOf(id)).toBe('SOUMIS');
  });

  it('requires the message text', async () => {
    const { id } = await submitted(buyer, await createReservation(db(), buyer.id));
    const res = await postForm(buyer, `/paiements/${id}/messages`, {}, [proofPart('bon.png', png)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toBe('Le message est requis');
  });
});

describe('the hold while staff wait for a complement', () => {
  const HOUR = 3_600_000;
  const sweeper = () => handSweeper(t, clock);
  const reservationStatut = async (id: string) =>
    (await db().select().from(reservations).where(eq(reservations.id, id)))[0]!.statut;

  it('stays paused while the complement is awaited, and after the answer (SOUMIS)', async () => {
    const reservation = await createReservation(db(), buyer.id, {
      dateExpiration: new Date(clock.now().getTime() + HOUR),
    });
    const { id } = await submitted(buyer, reservation);
    await askedFor(id);
    // A payment whose buyer withdrew the proofs also reads EN_ATTENTE; that one does not pause.
    const withdrawn = await createReservation(db(), other.id, {
      dateExpiration: new Date(clock.now().getTime() + HOUR),
    });
    const { id: otherId } = await submitted(other, withdrawn);
    const removed = await del(other, `/paiements/${otherId}/preuves`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.statut).toBe('EN_ATTENTE');

    clock.advance(2 * HOUR);
    await sweeper().sweep();
    expect(await reservationStatut(reservation.id)).toBe('EN_ATTENTE');
    expect(await reservationStatut(withdrawn.id)).toBe('EXPIREE');
    buyer = await signIn(t.app, buyer);
    admin = await signIn(t.app, admin);
    const seen = await get(buyer, `/reservations/${reservation.id}`);
    expect(seen.json().data.statut).toBe('EN_ATTENTE');

    const answer = await postForm(buyer, `/paiements/${id}/messages`, { message: 'Le voici.' }, [
      proofPart('net.png', png),
    ]);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await statutOf(id)).toBe('SOUMIS');
    clock.advance(HOUR);
    await sweeper().sweep();
    expect(await reservationStatut(reservation.id)).toBe('EN_ATTENTE');
  });

  it('does not let a message revive a hold that ran out while no complement was awaited', async () => {
    other = await signIn(t.app, other);
    const reservation = await createReservation(db(), other.id, {
      dateExpiration: new Date(clock.now().getTime() + HOUR),
    });
    const { id } = await submitted(other, reservation);
    const removed = await del(other, `/paiements/${id}/preuves`);
    expect(removed.statusCode, removed.body).toBe(200);
    clock.advance(2 * HOUR);
    other = await signIn(t.app, other);
    const res = await postForm(other, `/paiements/${id}/messages`, { message: 'Le voici.' }, [
      proofPart('net.png', png),
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cette réservation a expiré : elle n’accepte plus de paiement.');
    expect(await statutOf(id)).toBe('EN_ATTENTE');
    expect(await messageRows(id)).toHaveLength(0);
  });
});

describe('the declared payment date (issue 23)', () => {
  const MINUTE = 60_000;
  const DAY = 24 * 60 * MINUTE;
  // Earlier tests moved the clock past the sessions' lifetime.
  beforeAll(async () => {
    buyer = await signIn(t.app, buyer);
    admin = await signIn(t.app, admin);
  });

  it('stays the buyer’s declared date through a question and its answer, and the receipt prints it', async () => {
    const reservation = await createReservation(db(), buyer.id);
    const { id } = await submitted(buyer, reservation);
    const declared = (await get(buyer, `/paiements/${id}`)).json().data.datePaiement as string;
    await askedFor(id);
    // The answer comes a day and 8 minutes later (02:47 must not become 02:55).
    clock.advance(DAY + 8 * MINUTE);
    buyer = await signIn(t.app, buyer);
    admin = await signIn(t.app, admin);
    const answer = await postForm(buyer, `/paiements/${id}/messages`, { message: 'Le voici.' }, [
      proofPart('net.png', png),
    ]);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await statutOf(id)).toBe('SOUMIS');

    const seen = (await get(buyer, `/paiements/${id}`)).json().data;
    expect(seen.datePaiement).toBe(declared);
    const mine = (await get(buyer, `/reservations/${reservation.id}`)).json().data;
    expect(mine.paiements.find((p: { id: string }) => p.id === id).datePaiement).toBe(declared);
    // Staff wait from the answer: a new review started with it.
    const queue = (await get(admin, '/paiements/admin/en-attente?limit=100')).json().data.paiements;
    expect(queue.find((p: { id: string }) => p.id === id)).toMatchObject({
      datePaiement: declared,
      attenteHeures: 0,
    });

    const validated = await post(admin, `/paiements/${id}/valider`);
    expect(validated.statusCode, validated.body).toBe(200);
    const pdf = await get(buyer, `/paiements/${id}/recu`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(flat(`Payé le : ${formatDateLong(declared)}`));
    expect(text).toContain(flat(`Validé le : ${formatDateLong(clock.now())}`));
  });

  it('stays the declared date when rejected proofs are sent again', async () => {
    const reservation = await createReservation(db(), buyer.id);
    const { id } = await submitted(buyer, reservation);
    const declared = (await get(buyer, `/paiements/${id}`)).json().data.datePaiement as string;
    const rejected = await post(admin, `/paiements/${id}/rejeter`, { commentaireAdmin: 'Illisible' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    clock.advance(8 * MINUTE);
    const again = await postForm(buyer, `/paiements/${id}/preuves`, {}, [proofPart('net.png', png)]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ statut: 'SOUMIS', datePaiement: declared });
  });
});
