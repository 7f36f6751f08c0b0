// Issue 23: the journal names each event's element as a person quotes it (a reservation's reference
// and lot, a payment's amount, a plot's lot, a user's or plan's name), in the journal and in both
// histories, and staff find an author by a part of their name or e-mail.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@parcelles/shared/contracts/audit';
import { formatMoney } from '@parcelles/shared/format';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUsers, type TestUser } from '../../../test/accounts';
import { createReservation, freePlot } from '../../../test/reservation-fixtures';
import { requests, submitProof as submitProofAs } from '../../../test/requests';
import { parcelles, plansPaiement, users } from '../../db/schema/index';
import { recordAudit } from './audit.repository';

let t: TestApp;
let buyer: TestUser, admin: TestUser, agent: TestUser;
const db = () => t.database.db;
/** Names no other test file gives, so a search finds these accounts alone. */
const tag = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  t = await createTestApp({ EXPIRY_SWEEP_SECONDS: '3600' });
  [buyer, admin, agent] = await createUsers(t.app, db(), 'ACHETEUR', 'ADMIN', 'AGENT');
  await db()
    .update(users)
    .set({ nom: `Grâce Kalenga ${tag}` })
    .where(eq(users.id, buyer.id));
});
afterAll(() => t?.close());

const { get, post } = requests(() => t.app);

async function journal(query: string): Promise<AuditEvent[]> {
  const res = await get(admin, `/audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.evenements;
}

const submitProof = (reservationId: string, montant: number) =>
  submitProofAs(t.app, buyer, reservationId, String(montant));

describe('the element of each event, named', () => {
  it('names a reservation by its reference and lot, a payment by its amount, with their buyer', async () => {
    const r = await createReservation(db(), buyer.id);
    const paiementId = await submitProof(r.id, 1250.5);
    const validated = await post(admin, `/paiements/${paiementId}/valider`, { commentaireAdmin: 'Reçu' });
    expect(validated.statusCode, validated.body).toBe(200);

    const [reservationEvent] = await journal(`entite=reservation&entiteId=${r.id}`);
    expect(reservationEvent).toMatchObject({
      action: 'RESERVATION_VALIDEE',
      element: { libelle: `${r.reference} · ${r.numeroLot}`, acheteur: `Grâce Kalenga ${tag}` },
    });
    const [paymentEvent] = await journal(`entite=paiement&entiteId=${paiementId}`);
    expect(paymentEvent).toMatchObject({
      action: 'PAIEMENT_VALIDE',
      element: {
        libelle: `${formatMoney(1250.5)} · ${r.reference} · ${r.numeroLot}`,
        acheteur: `Grâce Kalenga ${tag}`,
      },
    });

    // A reservation's history names them the same way.
    const history = await get(agent, `/reservations/${r.id}/historique`);
    expect(history.statusCode, history.body).toBe(200);
    const elements = (history.json().data.evenements as AuditEvent[]).map((e) => [
      e.entite,
      e.element?.libelle,
    ]);
    expect(elements).toContainEqual(['reservation', `${r.reference} · ${r.numeroLot}`]);
    expect(elements).toContainEqual(['paiement', `${formatMoney(1250.5)} · ${r.reference} · ${r.numeroLot}`]);
  });

  it('names a plot by its lot (with its owner once sold), a user and a plan by their names', async () => {
    const plot = await freePlot(db());
    await db().update(parcelles).set({ proprietaireId: buyer.id }).where(eq(parcelles.id, plot.id));
    const [plan] = await db()
      .insert(plansPaiement)
      .values({ nom: `Plan 12 mois ${tag}`, partAcompte: 30, nombreMensualites: 12, ordre: 50 })
      .returning({ id: plansPaiement.id });
    await recordAudit(db(), {
      acteurId: admin.id,
      action: 'PARCELLE_MODIFIEE',
      entite: 'parcelle',
      entiteId: plot.id,
      avant: { prix: 18_000 },
      apres: { prix: 20_000 },
    });
    await recordAudit(db(), {
      acteurId: admin.id,
      action: 'PLAN_PAIEMENT_MODIFIE',
      entite: 'plan_paiement',
      entiteId: plan!.id,
      avant: { actif: true },
      apres: { actif: false },
    });
    await recordAudit(db(), {
      acteurId: admin.id,
      action: 'COMPTE_DESACTIVE',
      entite: 'utilisateur',
      entiteId: buyer.id,
      avant: { actif: true },
      apres: { actif: false },
    });

    expect((await journal(`entite=parcelle&entiteId=${plot.id}`))[0]!.element).toEqual({
      libelle: plot.numeroLot,
      acheteur: `Grâce Kalenga ${tag}`,
    });
    expect((await journal(`entite=plan_paiement&entiteId=${plan!.id}`))[0]!.element).toEqual({
      libelle: `Plan 12 mois ${tag}`,
      acheteur: null,
    });
    expect(
      (await journal(`entite=utilisateur&entiteId=${buyer.id}&action=COMPTE_DESACTIVE`))[0]!.element,
    ).toEqual({ libelle: `Grâce Kalenga ${tag}`, acheteur: null });

    // The plot's history too.
    const history = await get(admin, `/parcelles/${plot.id}/historique`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().data.evenements[0].element).toEqual({
      libelle: plot.numeroLot,
      acheteur: `Grâce Kalenga ${tag}`,
    });
  });

  it('still names a deleted plot or plan by the name its events recorded', async () => {
    const goneId = '00000000-0000-4000-8000-0000000000a1';
    await recordAudit(db(), {
      acteurId: admin.id,
      action: 'PARCELLE_CREEE',
      entite: 'parcelle',
      entiteId: goneId,
      apres: { numeroLot: `LOT-ANCIEN-${tag}` },
    });
    await recordAudit(db(), {
      acteurId: admin.id,
      action: 'PARCELLE_MODIFIEE',
      entite: 'parcelle',
      entiteId: goneId,
      avant: { numeroLot: `LOT-ANCIEN-${tag}` },
      apres: { numeroLot: `LOT-NOUVEAU-${tag}` },
    });
    await recordAudit(db(), {
      acteurId: admin.id,
      action: 'PARCELLE_SUPPRIMEE',
      entite: 'parcelle',
      entiteId: goneId,
      avant: { statut: 'DISPONIBLE' },
    });
    const events = await journal(`entite=parcelle&entiteId=${goneId}`);
    expect(events.map((e) => e.element)).toEqual([
      { libelle: `LOT-NOUVEAU-${tag}`, acheteur: null },
      { libelle: `LOT-NOUVEAU-${tag}`, acheteur: null },
      { libelle: `LOT-NOUVEAU-${tag}`, acheteur: null },
    ]);
    // Nothing names an unknown element: null, never its id.
    await recordAudit(db(), {
      acteurId: admin.id,
      action: 'PLAN_PAIEMENT_SUPPRIME',
      entite: 'plan_paiement',
      entiteId: 'pas-un-uuid',
    });
    expect((await journal('entite=plan_paiement&entiteId=pas-un-uuid'))[0]!.element).toBeNull();
  });
});

describe('the search by author', () => {
  it('finds the events of authors whose name or e-mail holds the text, in any case', async () => {
    const [beatrice, joseph] = await createUsers(t.app, db(), 'ADMIN', 'ADMIN');
    await db()
      .update(users)
      .set({ nom: `Béatrice Ilunga ${tag}` })
      .where(eq(users.id, beatrice.id));
    await db()
      .update(users)
      .set({ nom: `Joseph Mwamba ${tag}` })
      .where(eq(users.id, joseph.id));
    const [a, b] = [await createReservation(db(), buyer.id), await createReservation(db(), buyer.id)];
    expect((await post(beatrice, `/reservations/${a.id}/valider`)).statusCode).toBe(200);
    expect((await post(joseph, `/reservations/${b.id}/valider`)).statusCode).toBe(200);

    const byName = await journal(
      `acteur=${encodeURIComponent(`ilunga ${tag}`.toUpperCase())}&entite=reservation`,
    );
    expect(byName.map((e) => [e.acteur?.id, e.entiteId])).toEqual([[beatrice.id, a.id]]);
    const byEmail = await journal(
      `acteur=${encodeURIComponent(joseph.email.slice(0, 14))}&entite=reservation`,
    );
    expect(byEmail.map((e) => e.acteur?.id)).toEqual([joseph.id]);
    const both = await get(admin, `/audit?acteur=${tag}&action=RESERVATION_VALIDEE`);
    expect(both.json().data.pagination.total).toBe(2);
    // The pattern's own characters are text: '%' and '_' match only themselves.
    expect(await journal('acteur=%25')).toEqual([]);
    expect(await journal('acteur=_')).toEqual([]);
    // acteurId still works (links from a user's page).
    const byId = await journal(`acteurId=${beatrice.id}&entite=reservation`);
    expect(byId.map((e) => e.entiteId)).toEqual([a.id]);
  });

  it('refuses a search longer than 100 characters in French', async () => {
    const res = await get(admin, `/audit?acteur=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.acteur).toBe("L'auteur recherché ne peut pas dépasser 100 caractères");
  });
});
