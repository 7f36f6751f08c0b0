// Walks the authorization table (src/plugins/authorization.ts): every API route, called as a
// visitor, a buyer, another buyer, an agent and an admin, with real fixtures (the buyer's own
// reservation, payment, proof file and notification), answers 401, 403, 404 or success — never a
// 5xx. The expected gate (401/403) comes from the table; what each route shows past the gate
// (another buyer's record is a 404) is written here route by route. Every registered route must
// be in the table, and the table must name only registered routes.
import { randomUUID } from 'node:crypto';
import Fastify, { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@parcelles/shared/domain';
import { ROUTE_ACCESS, registerAuthorization, type RouteKey } from '../src/plugins/authorization';
import { comptesEncaissement, echeances, lignesReleve, notifications, releves } from '../src/db/schema/index';
import { MANY_PROOFS, createTestApp, type TestApp } from './build-app';
import { createUser, signIn, type TestUser } from './accounts';
import { createReservation, freePlot, multipart, pngBytes } from './reservation-fixtures';
import { insertSchedule } from '../src/modules/reservations/echeances.repository';

type Caller = 'visiteur' | 'acheteur' | 'autreAcheteur' | 'agent' | 'admin';
const CALLERS: Caller[] = ['visiteur', 'acheteur', 'autreAcheteur', 'agent', 'admin'];
const ROLE_OF: Record<Exclude<Caller, 'visiteur'>, Role> = {
  acheteur: 'ACHETEUR',
  autreAcheteur: 'ACHETEUR',
  agent: 'AGENT',
  admin: 'ADMIN',
};

/** 'ok' is any 2xx; a number is that exact status. */
type Outcome = 'ok' | 400 | 404;

interface RouteCase {
  /** The request, built per caller (a fresh fixture when the call changes it). */
  request: (caller: Caller) => Promise<Omit<InjectOptions, 'method'>> | Omit<InjectOptions, 'method'>;
  /** Past the gate, what each caller gets; 'ok' for those not listed. */
  past?: Partial<Record<Caller, Outcome>>;
  /** Sign in again for each call (the call ends the session). */
  freshSession?: boolean;
}

let t: TestApp;
let users: Record<Exclude<Caller, 'visiteur'>, TestUser>;
let png: Buffer;
let plotId: string;
let imagePlotId: string;
let reservationId: string;
let paiementId: string;
let preuveId: string;
let notificationId: string;

const db = () => t.database.db;
const api = (url: string) => `/api/v1${url}`;
const OWN_ONLY = { autreAcheteur: 404, agent: 404, admin: 404 } as const;
const OWN_OR_ADMIN = { autreAcheteur: 404, agent: 404 } as const;
const OWN_OR_STAFF = { autreAcheteur: 404 } as const;
const INVALID = { acheteur: 400, autreAcheteur: 400, agent: 400, admin: 400, visiteur: 400 } as const;

async function submitProof(user: TestUser, forReservation: string) {
  const body = multipart([
    { name: 'reservationId', value: forReservation },
    { name: 'montant', value: '100' },
    { name: 'methode', value: 'ESPECES' },
    { name: 'preuves', filename: 'recu.png', contentType: 'image/png', data: png },
  ]);
  return t.app.inject({
    method: 'POST',
    url: api('/paiements/soumettre-preuve'),
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
}

/** A fresh SOUMIS payment of the buyer's, on a fresh reservation. */
async function freshPaiement(): Promise<{ id: string; preuveId: string }> {
  const r = await createReservation(db(), users.acheteur.id);
  const res = await submitProof(users.acheteur, r.id);
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data;
  return { id: data.id, preuveId: data.preuves[0].id };
}

async function notificationOf(userId: string): Promise<string> {
  const [row] = await db()
    .insert(notifications)
    .values({ userId, titre: 'Bienvenue', message: 'Une notification de test', type: 'SYSTEME' })
    .returning({ id: notifications.id });
  return row!.id;
}

let lots = 0;
const aPlot = () => ({
  numeroLot: `AUTH-${process.pid}-${++lots}`,
  surface: 400,
  prix: 20000,
  position: { x: 1000, y: 1000 },
  statut: 'DISPONIBLE',
});

/** A plot created by an admin for the call (deleting or editing it touches nothing else). */
async function newPlot(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: api('/parcelles'),
    headers: users.admin.headers,
    payload: aPlot(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/** A picture freshly uploaded (by an admin) to the plot the image routes use: its URL. */
async function uploadedImage(): Promise<string> {
  const body = multipart([{ name: 'images', filename: 'lot.png', contentType: 'image/png', data: png }]);
  const res = await t.app.inject({
    method: 'POST',
    url: api(`/parcelles/${imagePlotId}/images`),
    headers: { ...users.admin.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.images as string[]).at(-1)!;
}

const freshReservation = async () => (await createReservation(db(), users.acheteur.id)).id;
/** A sale being paid whose only instalment was due yesterday. */
async function lateReservation() {
  const { id } = await createReservation(db(), users.acheteur.id, {
    statut: 'VALIDEE',
    montantTotalCents: 10_000,
  });
  const yesterday = new Date(Date.now() - 36 * 3600_000).toISOString().slice(0, 10);
  await db()
    .insert(echeances)
    .values({ reservationId: id, numero: 1, dateEcheance: yesterday, montantCents: 10_000 });
  return id;
}

let plans = 0;
const aPlan = () => ({ nom: `Plan ${process.pid}-${++plans}`, partAcompte: 40, nombreMensualites: 3 });

/** A plan created by an admin for the call (no reservation uses it). */
async function newPlan(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: api('/plans-paiement'),
    headers: users.admin.headers,
    payload: aPlan(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/** A VALIDEE reservation of the buyer's with a deposit and one instalment a month later. */
async function scheduledReservation(): Promise<string> {
  const r = await createReservation(db(), users.acheteur.id, { statut: 'VALIDEE' });
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  await insertSchedule(db(), r.id, [
    { numero: 1, dateEcheance: day(7), montantCents: r.montantTotalCents - 100 },
    { numero: 2, dateEcheance: day(40), montantCents: 100 },
  ]);
  return r.id;
}

/** Issue 12: the buyer's payment validated by an admin (it has a receipt), made once. */
let validatedId: string | undefined;
async function validatedPaiement(): Promise<string> {
  if (validatedId) return validatedId;
  const { id } = await freshPaiement();
  const res = await t.app.inject({
    method: 'POST',
    url: api(`/paiements/${id}/valider`),
    headers: users.admin.headers,
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
  validatedId = id;
  return id;
}

/** Issue 26: an account of the company, made once, with a CSV mapping. */
let compteId: string | undefined;
async function aCompte(): Promise<string> {
  if (compteId) return compteId;
  const [row] = await db()
    .insert(comptesEncaissement)
    .values({
      nom: `Banque ${process.pid}`,
      type: 'BANQUE',
      mappingCsv: {
        separateur: ';',
        separateurDecimal: ',',
        formatDate: 'JJ/MM/AAAA',
        ligneEntete: true,
        premieresLignesIgnorees: 0,
        colonnes: { date: 'Date', montant: 'Montant', libelle: 'Libellé' },
      },
    })
    .returning({ id: comptesEncaissement.id });
  compteId = row!.id;
  return compteId;
}

let comptes = 0;
/** An account created for the call (editing or deactivating it touches nothing else). */
async function freshCompte(): Promise<string> {
  const [row] = await db()
    .insert(comptesEncaissement)
    .values({ nom: `Compte ${process.pid}-${++comptes}`, type: 'BANQUE' })
    .returning({ id: comptesEncaissement.id });
  return row!.id;
}

let lines = 0;
/** A statement line of 100 $ for the call: waiting for staff, or linked to a payment. */
async function freshLine(paiementId?: string): Promise<string> {
  const compte = await aCompte();
  const [releve] = await db()
    .insert(releves)
    .values({
      compteId: compte,
      nomFichier: 'releve.csv',
      format: 'CSV',
      empreinte: `e${++lines}`,
      lignes: 1,
      nouvelles: 1,
      doublons: 0,
    })
    .returning({ id: releves.id });
  const [ligne] = await db()
    .insert(lignesReleve)
    .values({
      releveId: releve!.id,
      compteId: compte,
      cleDoublon: `auth-${process.pid}-${lines}`,
      numeroLigne: 2,
      dateOperation: '2026-01-15',
      montantCents: 10_000,
      sens: 'CREDIT',
      devise: 'USD',
      libelle: `Virement ${lines}`,
      ...(paiementId ? { statut: 'RAPPROCHEE', paiementId, rapprochement: 'REFERENCE' } : {}),
    })
    .returning({ id: lignesReleve.id });
  return ligne!.id;
}

const statementCsv = () =>
  multipart([
    { name: 'compteId', value: compteId! },
    { name: 'simulation', value: 'true' },
    {
      name: 'fichier',
      filename: 'releve.csv',
      data: Buffer.from('Date;Montant;Libellé\n15/01/2026;100,00;Virement RES-2A2A2A\n'),
    },
  ]);

let closedDays = 0;
const today = () => new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 10);

const CASES: Record<RouteKey, RouteCase> = {
  'GET /health': { request: () => ({ url: '/health' }) },

  'POST /auth/register': { request: () => ({ url: '/auth/register', payload: {} }), past: INVALID },
  'POST /auth/login': { request: () => ({ url: '/auth/login', payload: {} }), past: INVALID },
  'POST /auth/logout': { request: () => ({ url: '/auth/logout' }), freshSession: true },
  'GET /auth/profile': { request: () => ({ url: '/auth/profile' }) },
  'PUT /auth/profile': { request: () => ({ url: '/auth/profile', payload: {} }), past: INVALID },
  'PUT /auth/profile/preferences': {
    request: () => ({ url: '/auth/profile/preferences', payload: {} }),
    past: INVALID,
  },
  'PUT /auth/change-password': {
    request: () => ({ url: '/auth/change-password', payload: {} }),
    past: INVALID,
  },
  'POST /auth/forgot-password': {
    request: () => ({ url: '/auth/forgot-password', payload: {} }),
    past: INVALID,
  },
  'POST /auth/reset-password': {
    request: () => ({ url: '/auth/reset-password', payload: {} }),
    past: INVALID,
  },
  'POST /auth/verify-email': { request: () => ({ url: '/auth/verify-email', payload: {} }), past: INVALID },
  'POST /auth/resend-verification-email': {
    request: () => ({ url: '/auth/resend-verification-email', payload: {} }),
    past: INVALID,
  },
  'POST /auth/accept-invitation': {
    request: () => ({ url: '/auth/accept-invitation', payload: {} }),
    past: INVALID,
  },

  'GET /notifications/my': { request: () => ({ url: '/notifications/my' }) },
  'GET /notifications': { request: () => ({ url: '/notifications' }) },
  'PUT /notifications/read-all': { request: () => ({ url: '/notifications/read-all' }) },
  'PUT /notifications/:id/read': {
    request: () => ({ url: `/notifications/${notificationId}/read` }),
    past: OWN_ONLY,
  },
  'DELETE /notifications/:id': {
    request: async () => {
      const id = await notificationOf(users.acheteur.id);
      return { url: `/notifications/${id}` };
    },
    past: OWN_ONLY,
  },

  'GET /parcelles': { request: () => ({ url: '/parcelles' }) },
  'GET /parcelles/search': { request: () => ({ url: '/parcelles/search' }) },
  'GET /parcelles/cards': { request: () => ({ url: '/parcelles/cards' }) },
  'GET /parcelles/stats': { request: () => ({ url: '/parcelles/stats' }) },
  'GET /parcelles/utilisateur/parcelles': { request: () => ({ url: '/parcelles/utilisateur/parcelles' }) },
  'GET /parcelles/:id': { request: () => ({ url: `/parcelles/${plotId}` }) },
  'GET /parcelles/:id/similaires': { request: () => ({ url: `/parcelles/${plotId}/similaires` }) },
  'GET /plan': { request: () => ({ url: '/plan' }) },
  'POST /parcelles': { request: () => ({ url: '/parcelles', payload: aPlot() }) },
  'PATCH /parcelles/:id': {
    request: async () => ({ url: `/parcelles/${await newPlot()}`, payload: { description: 'Modifiée' } }),
  },
  'DELETE /parcelles/:id': { request: async () => ({ url: `/parcelles/${await newPlot()}` }) },
  'GET /parcelles/:id/historique': { request: () => ({ url: `/parcelles/${plotId}/historique` }) },
  'GET /parcelles/export': { request: () => ({ url: '/parcelles/export?format=csv&statut=VENDUE' }) },
  'GET /parcelles/import/modele': { request: () => ({ url: '/parcelles/import/modele' }) },
  'POST /parcelles/import': {
    request: () => {
      const plot = aPlot();
      const csv = `numeroLot;surface;prix;statut;positionX;positionY\n${plot.numeroLot};400;20000;DISPONIBLE;10;10\n`;
      const body = multipart([{ name: 'file', filename: 'import.csv', data: Buffer.from(csv) }]);
      return { url: '/parcelles/import?simulation=true', headers: body.headers, payload: body.payload };
    },
  },
  'POST /parcelles/:id/images': {
    request: () => {
      const body = multipart([{ name: 'images', filename: 'lot.png', contentType: 'image/png', data: png }]);
      return { url: `/parcelles/${imagePlotId}/images`, headers: body.headers, payload: body.payload };
    },
  },
  'DELETE /parcelles/:id/images': {
    request: async () => ({
      url: `/parcelles/${imagePlotId}/images`,
      payload: { imageUrl: await uploadedImage() },
    }),
  },
  'PUT /parcelles/:id/images/ordre': {
    request: async () => {
      await uploadedImage();
      const plot = await t.app.inject({ method: 'GET', url: api(`/parcelles/${imagePlotId}`) });
      const ids = (plot.json().data.photos as { id: string }[]).map((p) => p.id);
      return { url: `/parcelles/${imagePlotId}/images/ordre`, payload: { ordre: ids.reverse() } };
    },
  },

  'POST /reservations': { request: () => ({ url: '/reservations', payload: {} }), past: INVALID },
  'GET /reservations/my': { request: () => ({ url: '/reservations/my' }) },
  'GET /reservations/check-availability/:parcelleId': {
    request: () => ({ url: `/reservations/check-availability/${plotId}` }),
  },
  'GET /reservations/stats': { request: () => ({ url: '/reservations/stats' }) },
  'GET /reservations/export': { request: () => ({ url: '/reservations/export?format=csv' }) },
  'GET /reservations': { request: () => ({ url: '/reservations' }) },
  'GET /reservations/:id': { request: () => ({ url: `/reservations/${reservationId}` }), past: OWN_OR_STAFF },
  'GET /reservations/:id/historique': {
    request: () => ({ url: `/reservations/${reservationId}/historique` }),
  },
  'DELETE /reservations/:id': {
    request: async () => ({ url: `/reservations/${await freshReservation()}` }),
    past: OWN_ONLY,
  },
  'PATCH /reservations/:id': {
    request: async () => ({
      url: `/reservations/${await freshReservation()}`,
      payload: { statut: 'VALIDEE' },
    }),
  },
  'POST /reservations/:id/valider': {
    request: async () => ({ url: `/reservations/${await freshReservation()}/valider` }),
  },
  'POST /reservations/:id/rejeter': {
    request: async () => ({
      url: `/reservations/${await freshReservation()}/rejeter`,
      payload: { commentaire: 'Dossier incomplet' },
    }),
  },
  'POST /reservations/:id/extend': {
    request: async () => ({ url: `/reservations/${await freshReservation()}/extend`, payload: { days: 3 } }),
  },

  'POST /paiements/soumettre-preuve': {
    // Each caller tries to pay for the buyer's own fresh reservation.
    request: async () => {
      const body = multipart([
        { name: 'reservationId', value: await freshReservation() },
        { name: 'montant', value: '100' },
        { name: 'methode', value: 'ESPECES' },
        { name: 'preuves', filename: 'recu.png', contentType: 'image/png', data: png },
      ]);
      return { url: '/paiements/soumettre-preuve', headers: body.headers, payload: body.payload };
    },
    past: OWN_ONLY,
  },
  'GET /paiements/mes-paiements': { request: () => ({ url: '/paiements/mes-paiements' }) },
  'GET /paiements/admin/en-attente': { request: () => ({ url: '/paiements/admin/en-attente' }) },
  'GET /paiements/admin/tous': { request: () => ({ url: '/paiements/admin/tous' }) },
  'GET /paiements/admin/stats': { request: () => ({ url: '/paiements/admin/stats' }) },
  'GET /paiements/:id': { request: () => ({ url: `/paiements/${paiementId}` }), past: OWN_OR_ADMIN },
  'DELETE /paiements/:id/preuves': {
    request: async () => ({ url: `/paiements/${(await freshPaiement()).id}/preuves` }),
    past: OWN_ONLY,
  },
  'POST /paiements/:id/preuves': {
    // A payment whose proofs were withdrawn waits for new ones.
    request: async () => {
      const { id } = await freshPaiement();
      const withdrawn = await t.app.inject({
        method: 'DELETE',
        url: api(`/paiements/${id}/preuves`),
        headers: users.acheteur.headers,
      });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      const body = multipart([
        { name: 'preuves', filename: 'recu.png', contentType: 'image/png', data: png },
      ]);
      return { url: `/paiements/${id}/preuves`, headers: body.headers, payload: body.payload };
    },
    past: OWN_ONLY,
  },
  'GET /paiements/:id/preuves/:preuveId/fichier': {
    request: () => ({ url: `/paiements/${paiementId}/preuves/${preuveId}/fichier` }),
    past: OWN_OR_ADMIN,
  },
  'POST /paiements/:id/valider': {
    request: async () => ({ url: `/paiements/${(await freshPaiement()).id}/valider` }),
  },
  'POST /paiements/:id/rejeter': {
    request: async () => ({
      url: `/paiements/${(await freshPaiement()).id}/rejeter`,
      payload: { commentaireAdmin: 'Montant illisible' },
    }),
  },

  'POST /paiements/:id/demander-complement': {
    request: async () => ({
      url: `/paiements/${(await freshPaiement()).id}/demander-complement`,
      payload: { message: 'Le relevé est illisible : pouvez-vous en envoyer une photo plus nette ?' },
    }),
  },
  'GET /paiements/:id/messages': {
    request: () => ({ url: `/paiements/${paiementId}/messages` }),
    past: OWN_OR_ADMIN,
  },
  'POST /paiements/:id/messages': {
    request: () => {
      const body = multipart([{ name: 'message', value: 'Bonjour, voici une précision.' }]);
      return { url: `/paiements/${paiementId}/messages`, headers: body.headers, payload: body.payload };
    },
    past: OWN_OR_ADMIN,
  },

  'POST /admin/paiements': {
    request: async () => ({
      url: '/admin/paiements',
      payload: {
        reservationId: await freshReservation(),
        methode: 'ESPECES',
        montant: 100,
        datePaiement: today(),
      },
    }),
  },

  // Issue 26: statements and the cash office's day.
  'GET /admin/comptes-encaissement': { request: () => ({ url: '/admin/comptes-encaissement' }) },
  'POST /admin/comptes-encaissement': {
    request: () => ({
      url: '/admin/comptes-encaissement',
      payload: {
        nom: `Nouveau compte ${process.pid}-${++comptes}`,
        type: 'MOBILE_MONEY',
        operateur: 'MPESA',
      },
    }),
  },
  'PATCH /admin/comptes-encaissement/:id': {
    request: async () => ({
      url: `/admin/comptes-encaissement/${await freshCompte()}`,
      payload: { numero: '00012-00098765432-10' },
    }),
  },
  'DELETE /admin/comptes-encaissement/:id': {
    request: async () => ({ url: `/admin/comptes-encaissement/${await freshCompte()}` }),
  },
  'POST /admin/releves': {
    request: async () => {
      await aCompte();
      const body = statementCsv();
      return { url: '/admin/releves', headers: body.headers, payload: body.payload };
    },
  },
  'POST /admin/releves/apercu': {
    request: async () => {
      await aCompte();
      const body = statementCsv();
      return { url: '/admin/releves/apercu', headers: body.headers, payload: body.payload };
    },
  },
  'GET /admin/releves/lignes': { request: () => ({ url: '/admin/releves/lignes?statut=A_RAPPROCHER' }) },
  'POST /admin/releves/lignes/:id/ecarter': {
    request: async () => ({
      url: `/admin/releves/lignes/${await freshLine()}/ecarter`,
      payload: { motif: 'Virement interne entre comptes' },
    }),
  },
  'POST /admin/releves/lignes/:id/affecter': {
    request: async () => ({
      url: `/admin/releves/lignes/${await freshLine()}/affecter`,
      payload: { reservationId: await freshReservation() },
    }),
  },
  'POST /admin/releves/lignes/:id/valider': {
    request: async () => ({
      url: `/admin/releves/lignes/${await freshLine((await freshPaiement()).id)}/valider`,
    }),
  },
  'GET /admin/caisse/:jour': { request: () => ({ url: '/admin/caisse/2026-01-15' }) },
  'POST /admin/caisse/:jour/cloture': {
    // A day of its own each time (closing twice is a 409).
    request: () => ({ url: `/admin/caisse/2021-06-${String(10 + ++closedDays).padStart(2, '0')}/cloture` }),
  },
  'GET /admin/caisse/:jour/pdf': { request: () => ({ url: '/admin/caisse/2026-01-15/pdf' }) },

  'GET /utilisateurs': { request: () => ({ url: '/utilisateurs' }) },
  'GET /utilisateurs/:id': { request: () => ({ url: `/utilisateurs/${users.acheteur.id}` }) },
  'PATCH /utilisateurs/:id': {
    request: () => ({ url: `/utilisateurs/${users.acheteur.id}`, payload: {} }),
    past: { admin: 400 },
  },
  'POST /utilisateurs/invitations': {
    request: () => ({ url: '/utilisateurs/invitations', payload: {} }),
    past: { admin: 400 },
  },
  'POST /utilisateurs/:id/invitation': {
    request: () => ({ url: `/utilisateurs/${randomUUID()}/invitation` }),
    past: { admin: 404 },
  },
  'GET /audit': { request: () => ({ url: '/audit' }) },
  'GET /admin/dashboard': { request: () => ({ url: '/admin/dashboard' }) },
  'GET /admin/recouvrement': { request: () => ({ url: '/admin/recouvrement' }) },
  'POST /admin/recouvrement/:id/rappel': {
    request: async () => ({ url: `/admin/recouvrement/${await lateReservation()}/rappel` }),
  },
  'GET /admin/comptabilite/paiements.csv': {
    request: () => ({ url: '/admin/comptabilite/paiements.csv?du=2026-11-01&au=2026-11-30' }),
  },
  'GET /admin/comptabilite/recus.csv': {
    request: () => ({ url: '/admin/comptabilite/recus.csv?du=2026-11-01&au=2026-11-30' }),
  },
  'GET /admin/comptabilite/synthese.pdf': {
    request: () => ({ url: '/admin/comptabilite/synthese.pdf?du=2026-11-01&au=2026-11-30' }),
  },

  'GET /plans-paiement': { request: () => ({ url: `/plans-paiement?parcelleId=${plotId}` }) },
  'GET /plans-paiement/admin': { request: () => ({ url: '/plans-paiement/admin' }) },
  'POST /plans-paiement': { request: () => ({ url: '/plans-paiement', payload: aPlan() }) },
  'PATCH /plans-paiement/:id': {
    request: async () => ({ url: `/plans-paiement/${await newPlan()}`, payload: { ordre: 7 } }),
  },
  'DELETE /plans-paiement/:id': { request: async () => ({ url: `/plans-paiement/${await newPlan()}` }) },
  'PATCH /reservations/:id/echeances/:numero': {
    request: async () => ({
      url: `/reservations/${await scheduledReservation()}/echeances/2`,
      payload: { dateEcheance: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10) },
    }),
  },
  'GET /paiements/:id/recu': {
    request: async () => ({ url: `/paiements/${await validatedPaiement()}/recu` }),
    past: OWN_OR_ADMIN,
  },
  'GET /reservations/:id/releve': {
    request: () => ({ url: `/reservations/${reservationId}/releve` }),
    past: OWN_OR_STAFF,
  },
  'GET /recus/verifier/:code': {
    // An unknown code: everyone gets the same 404 (the receipts test checks a real one).
    request: () => ({ url: '/recus/verifier/K7QM-4TZP-9XRB-2HWD' }),
    past: { acheteur: 404, autreAcheteur: 404, agent: 404, admin: 404, visiteur: 404 },
  },
};

beforeAll(async () => {
  t = await createTestApp(MANY_PROOFS);
  png = await pngBytes();
  const [acheteur, autreAcheteur, agent, admin] = await Promise.all([
    createUser(t.app, db()),
    createUser(t.app, db()),
    createUser(t.app, db(), 'AGENT'),
    createUser(t.app, db(), 'ADMIN'),
  ]);
  users = { acheteur, autreAcheteur, agent, admin };
  plotId = (await freePlot(db())).id;
  imagePlotId = (await freePlot(db())).id;
  reservationId = await freshReservation();
  ({ id: paiementId, preuveId } = await freshPaiement());
  notificationId = await notificationOf(acheteur.id);
});
afterAll(async () => {
  await t?.close();
});

function expected(key: RouteKey, caller: Caller): Outcome | 401 | 403 {
  const access = ROUTE_ACCESS[key];
  const past = CASES[key].past?.[caller] ?? 'ok';
  if (access === 'public') return past;
  if (caller === 'visiteur') return 401;
  if (access !== 'authenticated' && !access.includes(ROLE_OF[caller])) return 403;
  return past;
}

describe('the authorization table', () => {
  it('lists every registered API route, and only those', () => {
    expect([...t.app.apiRoutes].sort()).toEqual(Object.keys(ROUTE_ACCESS).sort());
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(ROUTE_ACCESS).sort());
  });

  it('keeps AGENT off payments and the audit, and buyers off every staff route', () => {
    const staffOnly = Object.entries(ROUTE_ACCESS).filter(([, access]) => Array.isArray(access));
    for (const [, access] of staffOnly) expect(access).not.toContain('ACHETEUR');
    for (const [key, access] of staffOnly) {
      if (key.includes('/paiements') || key.includes('/audit')) expect(access).toEqual(['ADMIN']);
    }
  });

  it.each(Object.keys(ROUTE_ACCESS) as RouteKey[])(
    '%s answers each caller as the table says',
    async (key) => {
      const [method, ...rest] = key.split(' ');
      const failures: string[] = [];
      for (const caller of CALLERS) {
        const { url, headers, ...request } = await CASES[key].request(caller);
        let auth = {};
        if (caller !== 'visiteur') {
          const user = CASES[key].freshSession ? await signIn(t.app, users[caller]) : users[caller];
          auth = user.headers;
        }
        const res = await t.app.inject({
          ...request,
          method: method as InjectOptions['method'],
          url: api(String(url)),
          headers: { ...(headers as object), ...auth },
        } as InjectOptions);
        const want = expected(key, caller);
        const got = res.statusCode;
        const fine = want === 'ok' ? got >= 200 && got < 300 : got === want;
        if (!fine) failures.push(`${caller}: expected ${want}, got ${got} ${res.body.slice(0, 200)}`);
        if (got >= 400) expect(res.json().message, `${key} ${caller}`).toMatch(/\S/);
      }
      expect(failures, `${rest.join(' ')}`).toEqual([]);
    },
  );
});

describe('the start-up check', () => {
  it('refuses to start when a registered route is missing from the table', async () => {
    const app = Fastify();
    registerAuthorization(app, { 'GET /connue': 'public' });
    const start = async () => {
      await app.register(
        async (api) => {
          api.get('/connue', async () => 'ok');
          api.get('/oubliee', async () => 'ok');
        },
        { prefix: '/api/v1' },
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/oubliee is missing from the authorization table/);
  });

  it('refuses to start when the table names a route that does not exist', async () => {
    const app = Fastify();
    registerAuthorization(app, { 'GET /connue': 'public', [`GET /${randomUUID()}`]: 'authenticated' });
    await app.register(async (api) => void api.get('/connue', async () => 'ok'), { prefix: '/api/v1' });
    await expect(app.ready()).rejects.toThrow(/lists routes that do not exist/);
  });
});
