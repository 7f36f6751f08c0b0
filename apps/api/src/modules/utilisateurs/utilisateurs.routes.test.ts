// Account management by administrators (issue 11, ADR 012), through the real routes on a real
// database: the list, one account, role and active changes with their refusals and audit entries,
// and the staff invitation mailed over a loopback SMTP server, then accepted.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createUser, createUsers, type TestUser } from '../../../test/accounts';
import { createReservation } from '../../../test/reservation-fixtures';
import { createTestAppWithSmtp, findLink, type TestAppWithSmtp } from '../../../test/smtp';

const PASSWORD = 'Lubumbashi2026';
let t: TestAppWithSmtp;
let admin: TestUser, agent: TestUser, acheteur: TestUser;

const db = () => t.database.db;
const api = (url: string) => `/api/v1${url}`;

function get(url: string, who: TestUser = admin) {
  return t.app.inject({ method: 'GET', url: api(url), headers: who.headers });
}
function patch(id: string, payload: object, who: TestUser = admin) {
  return t.app.inject({ method: 'PATCH', url: api(`/utilisateurs/${id}`), headers: who.headers, payload });
}
function login(email: string, motDePasse = PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: api('/auth/login'),
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: { email, motDePasse },
  });
}
async function auditOf(id: string) {
  const res = await get(`/audit?entite=utilisateur&entiteId=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.evenements as { action: string; avant: unknown; apres: unknown; acteur: unknown }[];
}

beforeAll(async () => {
  t = await createTestAppWithSmtp();
  [admin, agent, acheteur] = await createUsers(t.app, db(), 'ADMIN', 'AGENT', 'ACHETEUR');
});
afterAll(() => t?.close());

describe('GET /utilisateurs', () => {
  it('searches by name without accents or case, by e-mail and by phone digits', async () => {
    const tag = randomUUID().slice(0, 6);
    const email = `elodie-${tag}@exemple.cd`;
    await db()
      .insert(users)
      .values({
        nom: `Élodie Kasongo ${tag}`,
        email,
        telephone: '+243997001122',
        motDePasseHash: 'x',
        emailVerifieLe: new Date(),
      });
    const byName = await get(`/utilisateurs?search=${encodeURIComponent(`ELODIE kasongo ${tag}`)}`);
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().data.utilisateurs.map((u: { email: string }) => u.email)).toEqual([email]);
    const byEmail = await get(`/utilisateurs?search=${encodeURIComponent(email.toUpperCase())}`);
    expect(byEmail.json().data.utilisateurs).toHaveLength(1);
    const byPhone = await get('/utilisateurs?search=0997%20001%20122');
    expect(byPhone.json().data.utilisateurs.map((u: { email: string }) => u.email)).toContain(email);
    // Never the password hash.
    expect(byName.body).not.toContain('motDePasse');
  });

  it('filters by role and state, sorts and pages', async () => {
    const agents = await get('/utilisateurs?role=AGENT&limit=100');
    const roles = agents.json().data.utilisateurs.map((u: { role: string }) => u.role);
    expect(roles.length).toBeGreaterThan(0);
    expect(new Set(roles)).toEqual(new Set(['AGENT']));

    const off = await createUser(t.app, db(), 'ACHETEUR');
    await db().update(users).set({ actif: false }).where(eq(users.id, off.id));
    const inactive = await get('/utilisateurs?etat=DESACTIVE&limit=100');
    const ids = inactive.json().data.utilisateurs.map((u: { id: string; actif: boolean }) => u.id);
    expect(ids).toContain(off.id);
    expect(inactive.json().data.utilisateurs.every((u: { actif: boolean }) => !u.actif)).toBe(true);

    const page1 = await get('/utilisateurs?tri=email&ordre=asc&limit=2&page=1');
    const page2 = await get('/utilisateurs?tri=email&ordre=asc&limit=2&page=2');
    const { pagination } = page1.json().data;
    expect(pagination).toMatchObject({ page: 1, limit: 2 });
    expect(pagination.total).toBeGreaterThanOrEqual(4);
    const first = page1.json().data.utilisateurs.map((u: { email: string }) => u.email.toLowerCase());
    const second = page2.json().data.utilisateurs.map((u: { email: string }) => u.email.toLowerCase());
    expect([...first].sort()).toEqual(first);
    expect(first[1] < second[0]).toBe(true);
  });

  it('refuses a limit above 100 and an unknown role in French', async () => {
    const res = await get('/utilisateurs?limit=500&role=ROI');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      limit: 'La limite doit être un entier entre 1 et 100',
      role: 'Rôle invalide (ADMIN, AGENT ou ACHETEUR)',
    });
  });

  it('is for administrators only', async () => {
    expect((await get('/utilisateurs', agent)).statusCode).toBe(403);
    expect((await get('/utilisateurs', acheteur)).statusCode).toBe(403);
    expect((await get(`/utilisateurs/${acheteur.id}`, agent)).statusCode).toBe(403);
    expect((await patch(acheteur.id, { actif: false }, agent)).statusCode).toBe(403);
  });
});

describe('GET /utilisateurs/:id', () => {
  it('shows the profile and the reservations, payments and plots of the account', async () => {
    const buyer = await createUser(t.app, db(), 'ACHETEUR');
    const reservation = await createReservation(db(), buyer.id);
    const res = await get(`/utilisateurs/${buyer.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.utilisateur).toMatchObject({
      id: buyer.id,
      email: buyer.email,
      actif: true,
      emailVerifie: true,
    });
    expect(data.utilisateur.derniereConnexion).not.toBeNull();
    expect(data.reservations).toHaveLength(1);
    expect(data.reservations[0]).toMatchObject({ id: reservation.id, statut: 'EN_ATTENTE', montantPaye: 0 });
    expect(data.reservations[0].parcelle.numeroLot).toEqual(expect.any(String));
    expect(data.paiements).toEqual([]);
    expect(data.parcelles).toEqual([]);
  });

  it('answers 404 in French for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'pas-un-id']) {
      const res = await get(`/utilisateurs/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Utilisateur non trouvé.');
    }
  });
});

describe('PATCH /utilisateurs/:id', () => {
  it('changes a role, audited with before and after; the new role applies at once', async () => {
    const someone = await createUser(t.app, db(), 'ACHETEUR');
    expect((await get('/admin/dashboard', someone)).statusCode).toBe(403);
    const res = await patch(someone.id, { role: 'AGENT' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Utilisateur mis à jour', data: { role: 'AGENT' } });
    expect((await get('/admin/dashboard', someone)).statusCode).toBe(200);
    const [last] = await auditOf(someone.id);
    expect(last).toMatchObject({
      action: 'ROLE_MODIFIE',
      avant: { role: 'ACHETEUR' },
      apres: { role: 'AGENT' },
    });
  });

  it('deactivation ends the sessions at once and refuses the sign-in; reactivation lets them back', async () => {
    const buyer = await createUser(t.app, db(), 'ACHETEUR');
    expect((await get('/auth/profile', buyer)).statusCode).toBe(200);

    const off = await patch(buyer.id, { actif: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.actif).toBe(false);
    expect((await get('/auth/profile', buyer)).statusCode).toBe(401);

    const refused = await login(buyer.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      message: 'Ce compte a été désactivé. Contactez le service client pour le réactiver.',
    });
    // A wrong password says nothing about the account's state.
    const wrong = await login(buyer.email, 'Mauvais2026');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Email ou mot de passe incorrect.');

    const on = await patch(buyer.id, { actif: true });
    expect(on.json().data.actif).toBe(true);
    expect((await login(buyer.email)).statusCode).toBe(200);

    const actions = (await auditOf(buyer.id)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['COMPTE_DESACTIVE', 'COMPTE_REACTIVE']));
  });

  it('refuses an administrator changing their own role or switching themselves off', async () => {
    const self = await patch(admin.id, { role: 'AGENT' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(
      'Vous ne pouvez pas modifier votre propre rôle : demandez-le à un autre administrateur.',
    );
    const selfOff = await patch(admin.id, { actif: false });
    expect(selfOff.statusCode).toBe(409);
    expect(selfOff.json().message).toBe(
      'Vous ne pouvez pas désactiver votre propre compte : demandez-le à un autre administrateur.',
    );
    // Saying the same role again changes nothing and is not refused.
    expect((await patch(admin.id, { role: 'ADMIN', actif: true })).statusCode).toBe(200);
  });

  it('refuses an empty change and a bad role in French', async () => {
    const empty = await patch(acheteur.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ requete: 'Indiquez le nouveau rôle ou le nouvel état du compte' });
    const bad = await patch(acheteur.id, { role: 'ROI' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.role).toBe('Rôle invalide (ADMIN, AGENT ou ACHETEUR)');
  });
});

describe('POST /utilisateurs/invitations', () => {
  it('creates a closed account, mails a link that sets the password, then the invitee signs in', async () => {
    const email = `agent-${randomUUID().slice(0, 8)}@exemple.cd`;
    const res = await t.app.inject({
      method: 'POST',
      url: api('/utilisateurs/invitations'),
      headers: admin.headers,
      payload: { nom: 'Kabongo Mwamba', email, telephone: '0812345678', role: 'AGENT' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: `Invitation envoyée à ${email}`,
      data: { email, role: 'AGENT', actif: true, emailVerifie: false, telephone: '+243812345678' },
    });
    const id = res.json().data.id as string;
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'INVITATION_ENVOYEE', apres: { email, role: 'AGENT' } });

    const mail = await t.smtp.waitForMail((m) => m.envelopeTo.includes(email), 10_000);
    expect(mail.subject).toMatch(/Votre compte agent vous attend/);
    expect(mail.text).toContain('Kabongo Mwamba');
    expect(mail.text).toContain('7 jours');
    const link = findLink(mail, '/invitation');
    expect(link?.origin).toBe('https://parcelles.exemple.cd');
    const token = link!.searchParams.get('token')!;

    // Not signable-in before the link is used: no password anyone knows.
    expect((await login(email)).statusCode).toBe(401);

    const weak = await t.app.inject({
      method: 'POST',
      url: api('/auth/accept-invitation'),
      payload: { token, motDePasse: 'court' },
    });
    expect(weak.statusCode).toBe(400);
    const accepted = await t.app.inject({
      method: 'POST',
      url: api('/auth/accept-invitation'),
      payload: { token, motDePasse: PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toBe(
      'Votre mot de passe est enregistré. Vous pouvez maintenant vous connecter.',
    );
    const signedIn = await login(email);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ role: 'AGENT', emailVerifie: true });

    // The link serves once.
    const again = await t.app.inject({
      method: 'POST',
      url: api('/auth/accept-invitation'),
      payload: { token, motDePasse: 'Autre2026Mot' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      "Lien d'invitation invalide ou expiré. Demandez à un administrateur de vous inviter à nouveau.",
    );
    // And an accepted invitation cannot be sent again.
    const resend = await t.app.inject({
      method: 'POST',
      url: api(`/utilisateurs/${id}/invitation`),
      headers: admin.headers,
    });
    expect(resend.statusCode).toBe(409);
  });

  it('resends an invitation with a new link; the old one stops working', async () => {
    const email = `admin-${randomUUID().slice(0, 8)}@exemple.cd`;
    const res = await t.app.inject({
      method: 'POST',
      url: api('/utilisateurs/invitations'),
      headers: admin.headers,
      payload: { nom: 'Ngoy Banza', email, role: 'ADMIN' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const first = findLink(
      await t.smtp.waitForMail((m) => m.envelopeTo.includes(email), 10_000),
      '/invitation',
    )!;
    const resent = await t.app.inject({
      method: 'POST',
      url: api(`/utilisateurs/${res.json().data.id}/invitation`),
      headers: admin.headers,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const old = await t.app.inject({
      method: 'POST',
      url: api('/auth/accept-invitation'),
      payload: { token: first.searchParams.get('token'), motDePasse: PASSWORD },
    });
    expect(old.statusCode).toBe(400);
  });

  it('refuses an address already used (409 on the e-mail field) and a buyer role', async () => {
    const taken = await t.app.inject({
      method: 'POST',
      url: api('/utilisateurs/invitations'),
      headers: admin.headers,
      payload: { nom: 'Déjà Là', email: acheteur.email.toUpperCase(), role: 'AGENT' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: 'Cette adresse email est déjà utilisée' });
    const buyer = await t.app.inject({
      method: 'POST',
      url: api('/utilisateurs/invitations'),
      headers: admin.headers,
      payload: { nom: 'Un Acheteur', email: `x-${randomUUID().slice(0, 6)}@exemple.cd`, role: 'ACHETEUR' },
    });
    expect(buyer.statusCode).toBe(400);
    expect(buyer.json().errors.role).toBe('Choisissez le rôle : Agent ou Administrateur');
    const byAgent = await t.app.inject({
      method: 'POST',
      url: api('/utilisateurs/invitations'),
      headers: agent.headers,
      payload: { nom: 'Un Agent', email: `y-${randomUUID().slice(0, 6)}@exemple.cd`, role: 'AGENT' },
    });
    expect(byAgent.statusCode).toBe(403);
  });
});

// Last: it leaves a single active administrator behind.
describe('the last active administrator', () => {
  it('is neither demoted nor deactivated, even when two admins demote each other at once', async () => {
    // Only `admin` and `second` stay active administrators.
    const second = await createUser(t.app, db(), 'ADMIN');
    const { utilisateurs } = (await get('/utilisateurs?role=ADMIN&etat=ACTIF&limit=100')).json().data;
    for (const u of utilisateurs as { id: string }[]) {
      if (u.id !== admin.id && u.id !== second.id) {
        expect((await patch(u.id, { actif: false })).statusCode).toBe(200);
      }
    }
    const [x, y] = await Promise.all([
      patch(second.id, { role: 'AGENT' }, admin),
      patch(admin.id, { actif: false }, second),
    ]);
    // Both pass the session check and race in the database: the loser gets 409. Or one is over
    // before the other's session is read: its author is an agent by then, signed out (401).
    const codes = [x.statusCode, y.statusCode].sort();
    expect([
      [200, 401],
      [200, 409],
    ]).toContainEqual(codes);
    const refused = x.statusCode === 200 ? y : x;
    if (refused.statusCode === 409) {
      expect(refused.json().message).toBe(
        'Ce compte est le dernier administrateur actif : il ne peut être ni rétrogradé ni désactivé. Nommez d’abord un autre administrateur.',
      );
    }
    // Exactly one active administrator is left.
    const active = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'ADMIN'), eq(users.actif, true)));
    expect(active).toHaveLength(1);
  });
});
