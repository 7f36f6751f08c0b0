// Instalment plans in API tests: a plan made by an admin, a reservation made through the real
// POST /reservations with a plan, and payments submitted and validated through the real routes.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestUser } from './accounts';
import { pngBytes } from './reservation-fixtures';
import { api, requests, submitProof } from './requests';
let plans = 0;

export async function createPlan(
  app: FastifyInstance,
  admin: TestUser,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; nom: string }> {
  const res = await app.inject({
    method: 'POST',
    url: api('/plans-paiement'),
    headers: admin.headers,
    payload: { nom: `Plan test ${process.pid}-${++plans}`, partAcompte: 30, nombreMensualites: 6, ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

export async function reserveWithPlan(
  app: FastifyInstance,
  buyer: TestUser,
  parcelleId: string,
  planId?: string,
) {
  const res = await app.inject({
    method: 'POST',
    url: api('/reservations'),
    headers: buyer.headers,
    payload: { parcelleId, ...(planId ? { planId } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    id: string;
    reference: string;
    montantTotal: number;
    echeancier: {
      numero: number;
      dateEcheance: string;
      montant: number;
      montantPaye: number;
      statut: string;
    }[];
  };
}

/** A payment of `montant` dollars submitted by the buyer and validated by the admin. */
export async function payAndValidate(
  app: FastifyInstance,
  buyer: TestUser,
  admin: TestUser,
  reservationId: string,
  montant: number,
): Promise<void> {
  const paiementId = await submitProof(
    app,
    buyer,
    reservationId,
    montant.toFixed(2),
    await pngBytes(montant),
  );
  const validated = await requests(() => app).post(admin, `/paiements/${paiementId}/valider`);
  expect(validated.statusCode, validated.body).toBe(200);
}
