// Instalment plans (issue 12, ADR 015): the public list with each plan's schedule for a price or a
// plot, and the ADMIN's management under the same path. Who may call what is the authorization
// table's business; nothing here is cached (a plan's schedule depends on today's date).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureSchema, successSchema } from '@parcelles/shared/contracts/common';
import {
  createPlanSchema,
  planListSchema,
  planPaiementSchema,
  plansQuerySchema,
  updatePlanSchema,
} from '@parcelles/shared/contracts/plans-paiement';
import { currentAuth } from '../../plugins/auth';
import { done, ok } from '../../plugins/reply';
import { PLAN_MESSAGES as M } from '../mail/messages';
import type { PlansPaiementDeps } from './plans-paiement.deps';
import { createPlan } from './use-cases/create-plan';
import { deletePlan } from './use-cases/delete-plan';
import { listAllPlans, listPlans } from './use-cases/list-plans';
import { updatePlan } from './use-cases/update-plan';
import { failureAnswers, idParams, messageOnly, noStore, security } from '../../lib/route-schemas';

const tags = ['Plans de paiement'];
const failures = failureAnswers(400, 401, 403, 404, 409, 422);

export function plansPaiementRoutes(deps: PlansPaiementDeps): FastifyPluginAsyncZod {
  return async (app) => {
    noStore(app);

    app.get(
      '/plans-paiement',
      {
        schema: {
          tags,
          summary:
            'Les plans de paiement actifs (ordre, puis nom) ; avec prix (dollars) ou parcelleId, chacun porte son échéancier si la réservation était faite maintenant ; parcelleId ne garde que les plans proposés pour cette parcelle et prend son prix',
          querystring: plansQuerySchema,
          response: { 200: successSchema(planListSchema), 400: failureSchema, 404: failureSchema },
        },
      },
      async (request) => ok(await listPlans(deps, request.query)),
    );

    app.get(
      '/plans-paiement/admin',
      {
        schema: {
          tags,
          security,
          summary: 'Tous les plans de paiement, inactifs compris (administrateurs)',
          response: { 200: successSchema(planListSchema), ...failures },
        },
      },
      async () => ok(await listAllPlans(deps)),
    );

    app.post(
      '/plans-paiement',
      {
        schema: {
          tags,
          security,
          summary:
            'Créer un plan de paiement : nom unique (409), parcelles existantes (422) (administrateurs)',
          body: createPlanSchema,
          response: { 201: successSchema(planPaiementSchema), ...failures },
        },
      },
      async (request, reply) =>
        reply.code(201).send(ok(await createPlan(deps, currentAuth(request), request.body), M.created)),
    );

    app.patch(
      '/plans-paiement/:id',
      {
        schema: {
          tags,
          security,
          summary:
            'Modifier un plan (tout ou partie) ; les réservations faites gardent leur échéancier ; le plan comptant reste à 100 %, actif, pour toutes les parcelles (409) (administrateurs)',
          params: idParams,
          body: updatePlanSchema,
          response: { 200: successSchema(planPaiementSchema), ...failures },
        },
      },
      async (request) =>
        ok(await updatePlan(deps, currentAuth(request), request.params.id, request.body), M.updated),
    );

    app.delete(
      '/plans-paiement/:id',
      {
        schema: {
          tags,
          security,
          summary:
            'Supprimer un plan qu’aucune réservation n’utilise ; sinon 409 (désactivez-le) ; jamais le plan comptant (administrateurs)',
          params: idParams,
          response: { 200: messageOnly, ...failures },
        },
      },
      async (request) => {
        await deletePlan(deps, currentAuth(request), request.params.id);
        return done(M.deleted);
      },
    );
  };
}
