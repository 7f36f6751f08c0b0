// Issue 23: `npm run db:check` lists every row that breaks a rule of DESIGN.md §4. Each rule is
// broken on purpose here (rows written straight to the database, as no use case would) and found;
// the use cases' own rows are never reported (the demo's test plays a whole season for that).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paiements, parcelles, recus } from '../../db/schema/index';
import { insertTestUser } from '../../../test/accounts';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { runCli } from '../../../test/process';
import { createReservation, freePlot } from '../../../test/reservation-fixtures';
import { insertSchedule } from '../reservations/echeances.repository';
import { checkInvariants, receiptGaps } from './use-cases/check-invariants';

let t: TestDatabase;
let buyer: { id: string };
let other: { id: string };
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestDatabase();
  [buyer, other] = await Promise.all([insertTestUser(db()), insertTestUser(db())]);
});
afterAll(() => t?.drop());

/** The rules broken by the row `id`. */
const brokenBy = async (id: string) =>
  (await checkInvariants(db())).filter((v) => v.id === id).map((v) => v.regle);

const payment = (reservationId: string, userId: string, statut: string, montantCents = 10_000) =>
  db()
    .insert(paiements)
    .values({ reservationId, userId, montantCents, methode: 'ESPECES', statut, traiteLe: new Date() })
    .returning({ id: paiements.id })
    .then(([row]) => row!.id);

describe('checkInvariants (npm run db:check)', () => {
  it('finds nothing in the demo city as generated: plots are available or suspended', async () => {
    expect(await checkInvariants(db())).toEqual([]);
  });

  it('reports a plot Réservé that no reservation holds, and one Vendu without an owner who paid', async () => {
    const [reserved, sold] = [await freePlot(db()), await freePlot(db())];
    await db().update(parcelles).set({ statut: 'RESERVEE' }).where(eq(parcelles.id, reserved.id));
    await db().update(parcelles).set({ statut: 'VENDUE' }).where(eq(parcelles.id, sold.id));
    expect(await brokenBy(reserved.id)).toEqual(['PARCELLE_RESERVEE_SANS_RESERVATION']);
    expect(await brokenBy(sold.id)).toEqual(['PARCELLE_VENDUE_SANS_PAIEMENT_COMPLET']);
    const violations = await checkInvariants(db());
    expect(violations.find((v) => v.id === reserved.id)?.message).toBe(
      `La parcelle ${reserved.numeroLot} est « Réservée » sans réservation en cours.`,
    );
    expect(violations.find((v) => v.id === sold.id)?.message).toBe(
      `La parcelle ${sold.numeroLot} est « Vendue » sans propriétaire.`,
    );
  });

  it('reports a sale not paid in full, and an owner on a plot for sale', async () => {
    const r = await createReservation(db(), buyer.id, { statut: 'VALIDEE' });
    await db()
      .update(parcelles)
      .set({ statut: 'VENDUE', proprietaireId: buyer.id })
      .where(eq(parcelles.id, r.parcelleId));
    expect(await brokenBy(r.parcelleId)).toEqual(['PARCELLE_VENDUE_SANS_PAIEMENT_COMPLET']);
    expect(await brokenBy(r.id)).toEqual(['RESERVATION_ET_PARCELLE_EN_DESACCORD']);

    const owned = await freePlot(db());
    await db().update(parcelles).set({ proprietaireId: buyer.id }).where(eq(parcelles.id, owned.id));
    expect(await brokenBy(owned.id)).toEqual(['PROPRIETAIRE_SANS_VENTE']);
  });

  it('reports a running reservation whose plot is for sale, or paid up but not sold', async () => {
    const free = await createReservation(db(), buyer.id);
    await db().update(parcelles).set({ statut: 'DISPONIBLE' }).where(eq(parcelles.id, free.parcelleId));
    expect(await brokenBy(free.id)).toEqual(['RESERVATION_ET_PARCELLE_EN_DESACCORD']);

    const paidUp = await createReservation(db(), buyer.id, { statut: 'VALIDEE', montantTotalCents: 10_000 });
    const paid = await payment(paidUp.id, buyer.id, 'VALIDE');
    expect(await brokenBy(paidUp.id)).toEqual(['RESERVATION_ET_PARCELLE_EN_DESACCORD']);
    expect(await brokenBy(paid)).toEqual(['PAIEMENT_VALIDE_SANS_RECU']);
  });

  it('reports a reservation still pending with a validated payment, and payments left open on a closed one', async () => {
    const pending = await createReservation(db(), buyer.id);
    await payment(pending.id, buyer.id, 'VALIDE');
    expect(await brokenBy(pending.id)).toContain('RESERVATION_EN_ATTENTE_AVEC_PAIEMENT_VALIDE');

    const expired = await createReservation(db(), buyer.id, { statut: 'EXPIREE' });
    const open = await payment(expired.id, buyer.id, 'SOUMIS');
    expect(await brokenBy(open)).toEqual(['PAIEMENT_OUVERT_SUR_RESERVATION_CLOSE']);
  });

  it('reports a payment made by another buyer than the reservation’s', async () => {
    const r = await createReservation(db(), buyer.id);
    const foreign = await payment(r.id, other.id, 'SOUMIS');
    expect(await brokenBy(foreign)).toEqual(['PAIEMENT_D_UN_AUTRE_ACHETEUR']);
  });

  it('reports a schedule that does not add up to the price', async () => {
    const r = await createReservation(db(), buyer.id, { montantTotalCents: 100_000 });
    await insertSchedule(db(), r.id, [
      { numero: 1, dateEcheance: '2027-01-10', montantCents: 30_000 },
      { numero: 2, dateEcheance: '2027-02-10', montantCents: 60_000 },
    ]);
    const violations = await checkInvariants(db());
    expect(violations.filter((v) => v.id === r.id)).toEqual([
      {
        regle: 'ECHEANCIER_DIFFERENT_DU_PRIX',
        message: `L’échéancier de la réservation ${r.reference} totalise 900.00 $ pour 1000.00 $ dus.`,
        entite: 'reservation',
        id: r.id,
      },
    ]);
  });

  it('reports a receipt of a payment that is not validated, and the gap it leaves in the numbers', async () => {
    const r = await createReservation(db(), buyer.id);
    const soumis = await payment(r.id, buyer.id, 'SOUMIS');
    const [recu] = await db()
      .insert(recus)
      .values({
        numero: 7,
        code: `TEST${Date.now()}`,
        paiementId: soumis,
        reservationId: r.id,
        montantCents: 10_000,
        contenu: {},
      })
      .returning({ id: recus.id });
    expect(await brokenBy(recu!.id)).toEqual(['RECU_SANS_SON_PAIEMENT']);
    const gaps = (await checkInvariants(db())).filter((v) => v.regle === 'NUMEROTATION_DES_RECUS');
    expect(gaps.map((v) => v.id)).toEqual(['1', '2', '3', '4', '5', '6', 'compteur']);
  });
});

describe('receiptGaps', () => {
  it('accepts 1…n with the counter at n, and no receipt at all', () => {
    expect(receiptGaps([1, 2, 3], 3)).toEqual([]);
    expect(receiptGaps([], 0)).toEqual([]);
    expect(receiptGaps([], undefined)).toEqual([]);
  });

  it('names a missing number, a number given twice and a counter out of step', () => {
    expect(receiptGaps([1, 2, 2, 4], 5).map((v) => v.message)).toEqual([
      'Le numéro de reçu 2 est attribué deux fois.',
      'Le numéro de reçu 3 manque dans la suite.',
      'Le compteur des reçus est à 5 alors que le dernier reçu porte le n° 4.',
    ]);
  });
});

describe('npm run db:check', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'parcelles-db-check-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('prints each broken rule with its rows and exits 1, then 0 once the data holds', async () => {
    const pglite = await createTestDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    const plot = await freePlot(pglite.database.db);
    await pglite.database.db.update(parcelles).set({ statut: 'RESERVEE' }).where(eq(parcelles.id, plot.id));
    await pglite.drop();
    const broken = await runCli('db-check.ts', { DATA_DIR: dataDir });
    expect(broken.code, broken.out).toBe(1);
    expect(broken.out).toContain('PARCELLE_RESERVEE_SANS_RESERVATION (1)');
    expect(broken.out).toContain(`La parcelle ${plot.numeroLot} est « Réservée » sans réservation en cours.`);

    const again = await createTestDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    await again.database.db.update(parcelles).set({ statut: 'DISPONIBLE' }).where(eq(parcelles.id, plot.id));
    await again.drop();
    const clean = await runCli('db-check.ts', { DATA_DIR: dataDir });
    expect(clean.code, clean.out).toBe(0);
    expect(clean.out).toContain('Base cohérente');
  }, 120_000);

  it('says so when there is no database to check', async () => {
    const none = await runCli('db-check.ts', { DATA_DIR: path.join(dataDir, 'nowhere') });
    expect(none.code).toBe(1);
    expect(none.out).toContain('Aucune base à vérifier');
  }, 60_000);
});
