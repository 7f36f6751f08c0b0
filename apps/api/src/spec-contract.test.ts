// Spec §7 is the public contract (DESIGN.md §3): a client written from the spec alone must find,
// in each answer, what the spec says it reads. One test per call, asserting that shape through the
// real application and database; the payload names are the spec's too (extend's `days`).
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from './db/schema/index';
import { createTestApp, type TestApp } from '../test/build-app';
import { createUser, type TestUser } from '../test/accounts';
import { freePlot as freePlotIn, multipart, pdfBytes, pngBytes } from '../test/reservation-fixtures';

let t: TestApp;
let buyer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [buyer, admin] = await Promise.all([
    createUser(t.app, t.database.db),
    createUser(t.app, t.database.db, 'ADMIN'),
  ]);
});
afterAll(() => t?.close());

let n = 0;
/** A client address per call, so the sign-in and mail rate limits never bite here. */
const freshIp = () => `10.77.${Math.floor(++n / 250)}.${n % 250}`;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function call(method: Method, url: string, { as, body }: { as?: TestUser; body?: object } = {}) {
  const res = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: freshIp(),
    headers: as?.headers ?? {},
    ...(body === undefined ? {} : { payload: body }),
  });
  return res;
}

/** The spec's `{ success, data, message? }` envelope, read as a client would. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json = (res: { json(): unknown }) => res.json() as { success: boolean; data: any; message?: string };

const freePlot = () => freePlotIn(t.database.db);

/** A fresh buyer's reservation (a buyer holds at most 3 pending ones). */
async function reserve(existing?: TestUser) {
  const user = existing ?? (await createUser(t.app, t.database.db));
  const plot = await freePlot();
  const res = await call('POST', '/reservations', {
    as: user,
    body: { parcelleId: plot.id, commentaire: 'Spec §7' },
  });
  expect(res.statusCode).toBe(201);
  return { id: json(res).data.id as string, plot, user };
}

async function submitProof(user: TestUser, reservationId: string) {
  const form = multipart([
    { name: 'reservationId', value: reservationId },
    { name: 'montant', value: '100' },
    { name: 'methode', value: 'ESPECES' },
    { name: 'preuves', filename: 'recu.pdf', contentType: 'application/pdf', data: pdfBytes() },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/paiements/soumettre-preuve',
    headers: { ...user.headers, ...form.headers },
    payload: form.payload,
  });
}

async function mailedToken(email: string, path: '/verify-email' | '/reset-password') {
  await t.app.afterReply.idle(); // the mails are queued once the answer is sent (ADR 020)
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.destinataire, email))
    .orderBy(desc(emailOutbox.createdAt));
  return new RegExp(`${path}\\?token=([\\w-]+)`).exec(mail?.texte ?? '')![1]!;
}

const anEmail = () => `spec-${randomUUID().slice(0, 8)}@exemple.cd`;
const registration = (email: string) => ({
  nom: 'Kabongo Mwamba',
  email,
  telephone: '+243812345678',
  motDePasse: 'Lubumbashi2026',
});

describe('§7 Authentication', () => {
  it('POST /auth/login answers success, data.token, data.user', async () => {
    const email = anEmail();
    await call('POST', '/auth/register', { body: registration(email) });
    await call('POST', '/auth/verify-email', { body: { token: await mailedToken(email, '/verify-email') } });
    const res = await call('POST', '/auth/login', { body: { email, motDePasse: 'Lubumbashi2026' } });
    expect(json(res)).toMatchObject({
      success: true,
      data: { token: expect.any(String), user: { email, nom: 'Kabongo Mwamba', role: 'ACHETEUR' } },
    });
  });

  it('POST /auth/register (nom, email, telephone, motDePasse) answers success and message, or errors', async () => {
    const ok = await call('POST', '/auth/register', { body: registration(anEmail()) });
    expect(json(ok)).toMatchObject({ success: true, message: expect.any(String) });
    const refused = await call('POST', '/auth/register', { body: { ...registration('pas-une-adresse') } });
    expect(refused.json()).toMatchObject({
      success: false,
      message: expect.any(String),
      errors: { email: 'Adresse email invalide' },
    });
  });

  it('GET /auth/profile answers success and data, the user', async () => {
    const res = await call('GET', '/auth/profile', { as: buyer });
    expect(json(res)).toMatchObject({ success: true, data: { id: buyer.id, email: buyer.email } });
  });

  it('PUT /auth/profile (nom, email, telephone) answers the updated user', async () => {
    const user = await createUser(t.app, t.database.db);
    const res = await call('PUT', '/auth/profile', {
      as: user,
      body: { nom: 'Awa Mbuyi', email: user.email, telephone: '+243990001111' },
    });
    expect(json(res)).toMatchObject({
      success: true,
      data: { id: user.id, nom: 'Awa Mbuyi', email: user.email, telephone: '+243990001111' },
    });
  });

  it('POST /auth/forgot-password (email) answers success with a message for the toast', async () => {
    const res = await call('POST', '/auth/forgot-password', { body: { email: buyer.email } });
    expect(json(res)).toMatchObject({ success: true, message: expect.any(String) });
  });

  it('POST /auth/reset-password (reset data) answers success with a message for the toast', async () => {
    const user = await createUser(t.app, t.database.db);
    await call('POST', '/auth/forgot-password', { body: { email: user.email } });
    const token = await mailedToken(user.email, '/reset-password');
    const res = await call('POST', '/auth/reset-password', {
      body: { token, motDePasse: 'Kinshasa2027', confirmationMotDePasse: 'Kinshasa2027' },
    });
    expect(json(res)).toMatchObject({ success: true, message: expect.any(String) });
  });

  it('PUT /auth/change-password (currentPassword, newPassword) answers success with a message', async () => {
    const user = await createUser(t.app, t.database.db);
    const res = await call('PUT', '/auth/change-password', {
      as: user,
      body: { currentPassword: 'Lubumbashi2026', newPassword: 'Kinshasa2027' },
    });
    expect(json(res)).toMatchObject({ success: true, message: expect.any(String) });
  });

  it('POST /auth/verify-email (token) answers success and message', async () => {
    const email = anEmail();
    await call('POST', '/auth/register', { body: registration(email) });
    const res = await call('POST', '/auth/verify-email', {
      body: { token: await mailedToken(email, '/verify-email') },
    });
    expect(json(res)).toMatchObject({ success: true, message: expect.any(String) });
  });

  it('POST /auth/resend-verification-email (email) answers success or message', async () => {
    const email = anEmail();
    await call('POST', '/auth/register', { body: registration(email) });
    const res = await call('POST', '/auth/resend-verification-email', { body: { email } });
    expect(json(res)).toMatchObject({ success: true, message: expect.any(String) });
  });
});

describe('§7 Notifications', () => {
  /** A buyer with at least one notification (reserving notifies). */
  async function notified() {
    const user = await createUser(t.app, t.database.db);
    await reserve(user);
    const list = json(await call('GET', '/notifications/my', { as: user })).data;
    return { user, id: list.notifications[0].id as string };
  }

  it('GET /notifications/my (lue, limit) answers data.notifications and data.pagination.total', async () => {
    const { user } = await notified();
    const res = await call('GET', '/notifications/my?lue=false&limit=1', { as: user });
    expect(json(res)).toMatchObject({
      success: true,
      data: { notifications: [{ id: expect.any(String), lue: false }], pagination: { total: 1 } },
    });
  });

  it('PUT /notifications/{id}/read marks one as read', async () => {
    const { user, id } = await notified();
    expect(json(await call('PUT', `/notifications/${id}/read`, { as: user }))).toMatchObject({
      success: true,
      data: { id, lue: true },
    });
  });

  it('PUT /notifications/read-all marks them all', async () => {
    const { user } = await notified();
    expect(json(await call('PUT', '/notifications/read-all', { as: user })).success).toBe(true);
    const unread = json(await call('GET', '/notifications/my?lue=false&limit=1', { as: user }));
    expect(unread.data.pagination.total).toBe(0);
  });

  it('DELETE /notifications/{id} deletes one', async () => {
    const { user, id } = await notified();
    expect(json(await call('DELETE', `/notifications/${id}`, { as: user })).success).toBe(true);
    const left = json(await call('GET', '/notifications/my', { as: user }));
    expect(left.data.notifications.map((x: { id: string }) => x.id)).not.toContain(id);
  });

  it('GET /notifications (with query params) answers the same list shape', async () => {
    const { user } = await notified();
    const res = await call('GET', '/notifications?limit=5', { as: user });
    expect(json(res)).toMatchObject({
      success: true,
      data: { notifications: expect.any(Array), pagination: { total: expect.any(Number) } },
    });
  });
});

/**
 * The staff calls of the plot catalogue are issue 11's: POST /parcelles, the update of
 * /parcelles/{id} (PATCH), DELETE /parcelles/{id}, GET /parcelles/export and POST /parcelles/import
 * are below; POST and DELETE /parcelles/{id}/images are the pictures' (not built here yet).
 */
describe('§7 Plots', () => {
  const plotBody = () => ({
    numeroLot: `SPEC-${randomUUID().slice(0, 8)}`,
    surface: 500,
    prix: 30000,
    position: { x: 2000, y: 3000 },
    statut: 'DISPONIBLE',
  });

  it('POST /parcelles (body a plot) answers data, the plot; a refusal carries errors', async () => {
    const body = plotBody();
    const res = await call('POST', '/parcelles', { as: admin, body });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ success: true, data: { id: expect.any(String), ...body } });
    const refused = await call('POST', '/parcelles', { as: admin, body: { ...body, surface: -1 } });
    expect(refused.json()).toMatchObject({
      success: false,
      errors: { surface: 'La surface doit être positive' },
    });
  });

  it('PATCH /parcelles/{id} answers data, the updated plot; DELETE /parcelles/{id} answers success', async () => {
    const created = json(await call('POST', '/parcelles', { as: admin, body: plotBody() })).data;
    const updated = await call('PATCH', `/parcelles/${created.id}`, { as: admin, body: { prix: 31000 } });
    expect(json(updated)).toMatchObject({ success: true, data: { id: created.id, prix: 31000 } });
    const deleted = await call('DELETE', `/parcelles/${created.id}`, { as: admin });
    expect(json(deleted)).toMatchObject({ success: true, message: expect.any(String) });
  });

  it('GET /parcelles/export (format json by default, csv, filters) answers a file', async () => {
    const asJson = await call('GET', '/parcelles/export?statut=DISPONIBLE', { as: admin });
    expect(asJson.headers['content-disposition']).toMatch(/^attachment; filename="parcelles-.+\.json"$/);
    expect(Array.isArray(JSON.parse(asJson.body))).toBe(true);
    const asCsv = await call('GET', '/parcelles/export?format=csv&statut=DISPONIBLE', { as: admin });
    expect(asCsv.headers['content-disposition']).toMatch(/\.csv"$/);
    expect(asCsv.body.startsWith('\uFEFFNuméro de lot;')).toBe(true);
  });

  it('POST /parcelles/import (multipart, field file) answers the counts', async () => {
    const { numeroLot } = plotBody();
    const form = multipart([
      {
        name: 'file',
        filename: 'parcelles.csv',
        data: Buffer.from(
          `numeroLot;surface;prix;statut;positionX;positionY\n${numeroLot};400;20000;DISPONIBLE;5;5\n`,
        ),
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/parcelles/import',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(json(res)).toMatchObject({ success: true, data: { crees: 1, modifies: 0, inchanges: 0 } });
  });

  it('GET /parcelles/utilisateur/parcelles reads data, the list of the user’s plots', async () => {
    const res = await call('GET', '/parcelles/utilisateur/parcelles', { as: buyer });
    expect(json(res)).toMatchObject({ success: true, data: expect.any(Array) });
  });

  it('GET /parcelles (statut, limit, sort newest) reads data.parcelles: the featured plots', async () => {
    const res = await call('GET', '/parcelles?statut=DISPONIBLE&limit=6&sort=newest');
    const { data } = json(res);
    expect(data.parcelles).toHaveLength(6);
    expect(data.parcelles.every((p: { statut: string }) => p.statut === 'DISPONIBLE')).toBe(true);
  });

  it('GET /parcelles/cards (filters, limit) reads data as a list', async () => {
    const res = await call('GET', '/parcelles/cards?statut=DISPONIBLE&minPrix=1&maxSurface=100000&limit=5');
    const { data } = json(res);
    expect(Array.isArray(data)).toBe(true);
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]).toMatchObject({ id: expect.any(String), numeroLot: expect.any(String) });
  });

  it('GET /parcelles/{id} reads data, the plot', async () => {
    const plot = await freePlot();
    expect(json(await call('GET', `/parcelles/${plot.id}`))).toMatchObject({
      success: true,
      data: { id: plot.id, prix: plot.prixCents / 100, position: { x: expect.any(Number) } },
    });
  });

  it('GET /parcelles/search (filters, page 1, limit 20) reads data.parcelles', async () => {
    const res = await call('GET', '/parcelles/search?statut=DISPONIBLE&page=1&limit=20');
    expect(json(res).data.parcelles).toHaveLength(20);
  });

  it('GET /parcelles/search serves the similar plots: DISPONIBLE within ±30% of price and surface', async () => {
    const res = await call('GET', '/parcelles/search?statut=DISPONIBLE&minPrix=1&maxPrix=1000000&limit=5');
    expect(json(res).data.parcelles.length).toBeGreaterThan(0);
  });

  it('GET /parcelles/stats answers success and data', async () => {
    expect(json(await call('GET', '/parcelles/stats', { as: admin }))).toMatchObject({
      success: true,
      data: expect.any(Object),
    });
  });

  it('POST /parcelles/{id}/images (multipart, repeated field images) and DELETE with imageUrl', async () => {
    const plot = await freePlot();
    const before = json(await call('GET', `/parcelles/${plot.id}`)).data.images as string[];
    const png = await pngBytes();
    const form = multipart([
      { name: 'images', filename: 'a.png', contentType: 'image/png', data: png },
      { name: 'images', filename: 'b.png', contentType: 'image/png', data: await pngBytes(9) },
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v1/parcelles/${plot.id}/images`,
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(added.statusCode, added.body).toBe(200);
    const images = json(added).data.images as string[];
    expect(json(added)).toMatchObject({ success: true, data: { id: plot.id } });
    expect(images).toHaveLength(before.length + 2);

    const removed = await call('DELETE', `/parcelles/${plot.id}/images`, {
      as: admin,
      body: { imageUrl: images.at(-1) },
    });
    expect(json(removed)).toMatchObject({ success: true, data: { images: images.slice(0, -1) } });
  });
});

describe('§7 Reservations', () => {
  it('POST /reservations (parcelleId, commentaire) is read for success and data with id', async () => {
    const plot = await freePlot();
    const res = await call('POST', '/reservations', {
      as: buyer,
      body: { parcelleId: plot.id, commentaire: 'Visite samedi' },
    });
    const answer = json(res);
    expect(answer.success).toBe(true);
    expect(answer.data).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      parcelleId: plot.id,
      commentaire: 'Visite samedi',
      statut: 'EN_ATTENTE',
    });
    expect(answer.data).not.toHaveProperty('reservation');
  });

  it('GET /reservations/my (query options) reads data.reservations', async () => {
    const { id, user } = await reserve();
    const res = await call('GET', '/reservations/my?limit=50', { as: user });
    expect(json(res).data.reservations.map((r: { id: string }) => r.id)).toContain(id);
  });

  it('GET /reservations/{id} reads data, the reservation', async () => {
    const { id, user } = await reserve();
    expect(json(await call('GET', `/reservations/${id}`, { as: user }))).toMatchObject({
      success: true,
      data: { id, parcelle: { prix: expect.any(Number) }, paiements: [] },
    });
  });

  it('DELETE /reservations/{id} cancels it', async () => {
    const { id, user } = await reserve();
    expect(json(await call('DELETE', `/reservations/${id}`, { as: user }))).toMatchObject({
      success: true,
      data: { id, statut: 'ANNULEE' },
    });
  });

  it('GET /reservations (all, with query) answers data.reservations for staff', async () => {
    await reserve();
    const res = await call('GET', '/reservations?statut=EN_ATTENTE&limit=5', { as: admin });
    expect(json(res)).toMatchObject({
      success: true,
      data: { reservations: expect.any(Array), pagination: { total: expect.any(Number) } },
    });
  });

  it('GET /reservations/check-availability/{parcelleId} answers whether it can be reserved', async () => {
    const plot = await freePlot();
    expect(json(await call('GET', `/reservations/check-availability/${plot.id}`))).toMatchObject({
      success: true,
      data: { disponible: true },
    });
  });

  it('GET /reservations/stats answers success and data', async () => {
    expect(json(await call('GET', '/reservations/stats', { as: admin }))).toMatchObject({
      success: true,
      data: { total: expect.any(Number) },
    });
  });

  it('GET /reservations/export (format json by default, filters) answers a file', async () => {
    await reserve();
    const res = await call('GET', '/reservations/export?statut=EN_ATTENTE', { as: admin });
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
    expect(Array.isArray(res.json())).toBe(true);
  });

  it('update of /reservations/{id} with statut and commentaire (PATCH) validates or rejects', async () => {
    const first = await reserve();
    const validated = await call('PATCH', `/reservations/${first.id}`, {
      as: admin,
      body: { statut: 'VALIDEE', commentaire: 'Dossier complet' },
    });
    expect(json(validated)).toMatchObject({
      success: true,
      data: { id: first.id, statut: 'VALIDEE', commentaireAdmin: 'Dossier complet' },
    });

    const second = await reserve();
    const withoutComment = await call('PATCH', `/reservations/${second.id}`, {
      as: admin,
      body: { statut: 'ANNULEE' },
    });
    expect(withoutComment.statusCode).toBe(400);
    expect(withoutComment.json().errors).toEqual({
      commentaire: 'Un commentaire est requis pour rejeter une réservation',
    });
    const rejected = await call('PATCH', `/reservations/${second.id}`, {
      as: admin,
      body: { statut: 'ANNULEE', commentaire: 'Pièce illisible' },
    });
    expect(json(rejected).data).toMatchObject({ statut: 'ANNULEE', commentaireAdmin: 'Pièce illisible' });
    const plotAfter = json(await call('GET', `/reservations/check-availability/${second.plot.id}`));
    expect(plotAfter.data.disponible).toBe(true);

    for (const statut of ['EXPIREE', 'EN_ATTENTE', 'PERDUE', undefined]) {
      const bad = await call('PATCH', `/reservations/${second.id}`, { as: admin, body: { statut } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ statut: 'Statut invalide' });
    }
    const byBuyer = await call('PATCH', `/reservations/${second.id}`, {
      as: second.user,
      body: { statut: 'VALIDEE' },
    });
    expect(byBuyer.statusCode).toBe(403);
  });

  it('update of /reservations/{id}/extend with days adds that many days', async () => {
    const { id, user } = await reserve();
    const before = json(await call('GET', `/reservations/${id}`, { as: user })).data;
    const res = await call('POST', `/reservations/${id}/extend`, { as: admin, body: { days: 3 } });
    const gained =
      (Date.parse(json(res).data.dateExpiration) - Date.parse(before.dateExpiration)) / 86_400_000;
    expect(gained).toBeCloseTo(3, 1);
  });
});

describe('the OpenAPI document', () => {
  it('describes the reservation calls as the spec reads them', async () => {
    const { paths } = (await t.app.inject('/api/docs/json')).json();
    const created = paths['/api/v1/reservations'].post.responses['201'].content['application/json'].schema;
    expect(created.properties.data.properties).toHaveProperty('id');
    expect(created.properties.data.properties).toHaveProperty('reference');
    expect(created.properties.data.properties).not.toHaveProperty('reservation');
    expect(
      paths['/api/v1/reservations/{id}'].patch.requestBody.content['application/json'].schema,
    ).toMatchObject({ properties: { statut: { enum: ['VALIDEE', 'ANNULEE'] } } });
    const extend = paths['/api/v1/reservations/{id}/extend'].post.requestBody.content['application/json'];
    expect(JSON.stringify(extend.schema)).toContain('"days"');
  });
});

describe('§7 Payments', () => {
  it('POST /paiements/soumettre-preuve (multipart) is read for success and message', async () => {
    const { id, user } = await reserve();
    const res = await submitProof(user, id);
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ success: true, message: expect.any(String) });
  });

  it('GET /paiements/mes-paiements (optional query) answers the buyer’s payments', async () => {
    const { id, user } = await reserve();
    await submitProof(user, id);
    const res = await call('GET', `/paiements/mes-paiements?reservationId=${id}`, { as: user });
    expect(json(res)).toMatchObject({
      success: true,
      data: { paiements: [{ reservationId: id, statut: 'SOUMIS' }], pagination: { total: 1 } },
    });
  });

  it('GET /paiements/{id} answers the payment', async () => {
    const { id, user } = await reserve();
    const paiementId = json(await submitProof(user, id)).data.id;
    expect(json(await call('GET', `/paiements/${paiementId}`, { as: user }))).toMatchObject({
      success: true,
      data: { id: paiementId, reservationId: id },
    });
  });

  it('DELETE /paiements/{id}/preuves removes the proofs', async () => {
    const { id, user } = await reserve();
    const paiementId = json(await submitProof(user, id)).data.id;
    expect(json(await call('DELETE', `/paiements/${paiementId}/preuves`, { as: user }))).toMatchObject({
      success: true,
      data: { id: paiementId, statut: 'EN_ATTENTE' },
    });
  });

  it('GET /paiements/admin/en-attente (optional query) lists the proofs to check', async () => {
    const { id, user } = await reserve();
    const paiementId = json(await submitProof(user, id)).data.id;
    const res = await call('GET', '/paiements/admin/en-attente?limit=100', { as: admin });
    expect(json(res).data.paiements.map((p: { id: string }) => p.id)).toContain(paiementId);
  });

  it('GET /paiements/admin/tous (optional query) lists every payment', async () => {
    const res = await call('GET', '/paiements/admin/tous?limit=5', { as: admin });
    expect(json(res)).toMatchObject({
      success: true,
      data: { paiements: expect.any(Array), pagination: { total: expect.any(Number) } },
    });
  });

  it('GET /paiements/admin/stats answers success and data', async () => {
    expect(json(await call('GET', '/paiements/admin/stats', { as: admin }))).toMatchObject({
      success: true,
      data: { total: { nombre: expect.any(Number) } },
    });
  });

  it('validate on /paiements/{id}/valider, sent with commentaireAdmin (default empty)', async () => {
    const { id, user } = await reserve();
    const paiementId = json(await submitProof(user, id)).data.id;
    const res = await call('POST', `/paiements/${paiementId}/valider`, {
      as: admin,
      body: { commentaireAdmin: '' },
    });
    expect(json(res)).toMatchObject({ success: true, data: { id: paiementId, statut: 'VALIDE' } });
  });

  it('reject on /paiements/{id}/rejeter, sent with commentaireAdmin', async () => {
    const { id, user } = await reserve();
    const paiementId = json(await submitProof(user, id)).data.id;
    const res = await call('POST', `/paiements/${paiementId}/rejeter`, {
      as: admin,
      body: { commentaireAdmin: 'Reçu illisible' },
    });
    expect(json(res)).toMatchObject({
      success: true,
      data: { id: paiementId, statut: 'REJETE', commentaireAdmin: 'Reçu illisible' },
    });
  });
});
