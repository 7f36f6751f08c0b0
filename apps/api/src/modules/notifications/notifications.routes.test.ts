import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/accounts';
import { notify, notifyAdmins } from './notifications.service';

let t: TestApp;
let buyer: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [buyer, other] = await Promise.all([createUser(t.app, t.database.db), createUser(t.app, t.database.db)]);
  await notify(t.database.db, buyer.id, {
    type: 'RESERVATION',
    titre: 'Réservation enregistrée',
    message: 'LOT-012',
  });
  // A minute older, so 'newest first' does not hang on two inserts landing in one clock tick.
  await t.database.db
    .update(notifications)
    .set({ dateEnvoi: sql`${notifications.dateEnvoi} - interval '1 minute'` })
    .where(eq(notifications.userId, buyer.id));
  await notify(t.database.db, buyer.id, {
    type: 'PAIEMENT',
    titre: 'Paiement validé',
    message: '1 000 $',
    donnees: { paiementId: 'p1' },
  });
  await notify(t.database.db, other.id, { type: 'RAPPEL', titre: 'Rappel', message: 'Expire demain' });
});
afterAll(() => t?.close());

const get = (user: TestUser, url: string) => t.app.inject({ url: `/api/v1${url}`, headers: user.headers });

describe('notifications', () => {
  it("lists only the user's own, newest first, with the unread count in pagination.total", async () => {
    const all = (await get(buyer, '/notifications/my')).json().data;
    expect(all.notifications.map((n: { titre: string }) => n.titre)).toEqual([
      'Paiement validé',
      'Réservation enregistrée',
    ]);
    expect(all.notifications[0]).toMatchObject({ lue: false, isUnread: true, donnees: { paiementId: 'p1' } });
    expect(all.notifications[0].formattedDate).toMatch(/\d{4}/);
    const unread = (await get(buyer, '/notifications/my?lue=false&limit=1')).json().data;
    expect(unread.pagination.total).toBe(2);
    const payments = (await get(buyer, '/notifications/my?type=PAIEMENT')).json().data;
    expect(payments.notifications).toHaveLength(1);
  });

  it("marks read, marks all read and deletes, and answers 404 for another user's", async () => {
    const [first] = (await get(buyer, '/notifications/my')).json().data.notifications;
    const [theirs] = (await get(other, '/notifications/my')).json().data.notifications;
    const stolen = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/notifications/${theirs.id}/read`,
      headers: buyer.headers,
    });
    expect(stolen.statusCode).toBe(404);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/notifications/${theirs.id}`,
      headers: buyer.headers,
    });
    expect(deleted.statusCode).toBe(404);
    expect((await get(other, '/notifications/my?lue=false')).json().data.pagination.total).toBe(1);

    const read = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/notifications/${first.id}/read`,
      headers: buyer.headers,
    });
    expect(read.json().data.lue).toBe(true);
    expect((await get(buyer, '/notifications/my?lue=false')).json().data.pagination.total).toBe(1);
    await t.app.inject({ method: 'PUT', url: '/api/v1/notifications/read-all', headers: buyer.headers });
    expect((await get(buyer, '/notifications/my?lue=false')).json().data.pagination.total).toBe(0);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/notifications/${first.id}`,
      headers: buyer.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await get(buyer, '/notifications/my')).json().data.pagination.total).toBe(1);
  });

  it('refuses visitors, bad filters and malformed ids without a 5xx', async () => {
    expect((await t.app.inject('/api/v1/notifications/my')).statusCode).toBe(401);
    expect((await get(buyer, '/notifications/my?lue=peut-etre')).statusCode).toBe(400);
    expect((await get(buyer, '/notifications/my?type=SPAM')).statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/abc/read',
      headers: buyer.headers,
    });
    expect(bad.statusCode).toBe(404);
  });

  it('reaches every active administrator', async () => {
    const admin = await createUser(t.app, t.database.db, 'ADMIN');
    await notifyAdmins(t.database.db, { type: 'PAIEMENT', titre: 'Nouvelle preuve', message: 'À vérifier' });
    expect((await get(admin, '/notifications/my')).json().data.notifications[0].titre).toBe(
      'Nouvelle preuve',
    );
    const buyers = (await get(buyer, '/notifications/my')).json().data.notifications;
    expect(buyers.map((n: { titre: string }) => n.titre)).not.toContain('Nouvelle preuve');
  });
});
