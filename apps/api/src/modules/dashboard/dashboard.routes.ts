// The back office's dashboard (ADMIN and AGENT): counts, money and what needs doing, in one call.
// The latest audit events are the audit module's (GET /audit).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureSchema, successSchema } from '@parcelles/shared/contracts/common';
import { dashboardSchema } from '@parcelles/shared/contracts/dashboard';
import { ok } from '../../plugins/reply';
import type { DashboardDeps } from './dashboard.deps';
import { getDashboard } from './use-cases/get-dashboard';
import { noStore } from '../../lib/route-schemas';

export function dashboardRoutes(deps: DashboardDeps): FastifyPluginAsyncZod {
  return async (app) => {
    noStore(app);

    app.get(
      '/admin/dashboard',
      {
        schema: {
          tags: ['Administration'],
          security: [{ bearerAuth: [] }],
          summary:
            'Tableau de bord : parcelles et réservations par statut, preuves en attente, montants validés, expirations sous 24 h et cette semaine, paiements par semaine, ventes par catégorie et par mois, pipeline des ventes (réservé, acompte payé, vendu), valeur du stock (ADMIN, AGENT)',
          response: { 200: successSchema(dashboardSchema), 401: failureSchema, 403: failureSchema },
        },
      },
      async () => ok(await getDashboard(deps)),
    );
  };
}
