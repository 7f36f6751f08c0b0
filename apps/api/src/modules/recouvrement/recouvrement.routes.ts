// The collections desk (issue 25): ADMIN, and agents who read it. One call, figures and late payers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '@parcelles/shared/contracts/common';
import { recouvrementSchema } from '@parcelles/shared/contracts/recouvrement';
import { currentAuth } from '../../plugins/auth';
import { done, ok } from '../../plugins/reply';
import { RECOUVREMENT_MESSAGES } from '../mail/messages';
import { failureAnswers, idParams, messageOnly, noStore, security } from '../../lib/route-schemas';
import type { RecouvrementDeps } from './recouvrement.deps';
import { getRecouvrement } from './use-cases/get-recouvrement';
import { sendReminder } from './use-cases/send-reminder';

export function recouvrementRoutes(deps: RecouvrementDeps): FastifyPluginAsyncZod {
  return async (app) => {
    noStore(app);

    app.get(
      '/admin/recouvrement',
      {
        schema: {
          tags: ['Administration'],
          security,
          summary:
            'Recouvrement : échu et encaissé cette semaine et ce mois, prévisions sur six mois, ancienneté des retards et retardataires dès le premier jour (ADMIN, AGENT)',
          response: { 200: successSchema(recouvrementSchema), ...failureAnswers(401, 403) },
        },
      },
      async () => ok(await getRecouvrement(deps)),
    );

    app.post(
      '/admin/recouvrement/:id/rappel',
      {
        schema: {
          tags: ['Administration'],
          security,
          summary:
            'Relancer un acheteur en retard : un rappel de sa plus ancienne échéance impayée, notification, e-mail et SMS, inscrit au journal (ADMIN ; un par jour au plus)',
          params: idParams,
          response: { 200: messageOnly, ...failureAnswers(401, 403, 404, 409) },
        },
      },
      async (request) => {
        await sendReminder(deps, currentAuth(request).user, request.params.id);
        return done(RECOUVREMENT_MESSAGES.reminderSent);
      },
    );
  };
}
