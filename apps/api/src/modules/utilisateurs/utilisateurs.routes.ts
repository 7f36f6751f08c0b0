// The accounts, for administrators (issue 11, ADR 012): the list, one account, its role and
// active switch, and the staff invitation. The authorization table keeps every route ADMIN-only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '@parcelles/shared/contracts/common';
import {
  inviteUtilisateurSchema,
  updateUtilisateurSchema,
  utilisateurDetailSchema,
  utilisateurListSchema,
  utilisateurSchema,
  utilisateursQuerySchema,
} from '@parcelles/shared/contracts/utilisateurs';
import { currentAuth, requestContext } from '../../plugins/auth';
import { ok } from '../../plugins/reply';
import { UTILISATEUR_MESSAGES } from '../mail/messages';
import type { UtilisateursDeps } from './utilisateurs.deps';
import { getUtilisateur } from './use-cases/get-utilisateur';
import { inviteUtilisateur, resendInvitation } from './use-cases/invite-utilisateur';
import { listUtilisateurs } from './use-cases/list-utilisateurs';
import { updateUtilisateur } from './use-cases/update-utilisateur';
import { failureAnswers, idParams, noStore, security } from '../../lib/route-schemas';

const tags = ['Utilisateurs'];
const failures = failureAnswers(400, 401, 403, 404, 409);

export function utilisateursRoutes(deps: UtilisateursDeps): FastifyPluginAsyncZod {
  return async (app) => {
    noStore(app);

    app.get(
      '/utilisateurs',
      {
        schema: {
          tags,
          security,
          summary:
            'Les comptes : recherche (nom, email, téléphone), filtres role et etat (ACTIF, DESACTIVE, NON_VERIFIE), tri (nom, email, dateCreation, derniereConnexion) et pagination (ADMIN)',
          querystring: utilisateursQuerySchema,
          response: { 200: successSchema(utilisateurListSchema), ...failures },
        },
      },
      async (request) => ok(await listUtilisateurs(deps, request.query)),
    );

    app.get(
      '/utilisateurs/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Un compte : profil, réservations, paiements et parcelles acquises (ADMIN)',
          params: idParams,
          response: { 200: successSchema(utilisateurDetailSchema), ...failures },
        },
      },
      async (request) => ok(await getUtilisateur(deps, request.params.id)),
    );

    app.patch(
      '/utilisateurs/:id',
      {
        schema: {
          tags,
          security,
          summary:
            'Changer le rôle, désactiver (les sessions du compte prennent fin aussitôt) ou réactiver un compte ; jamais le dernier administrateur actif ni soi-même (ADMIN)',
          params: idParams,
          body: updateUtilisateurSchema,
          response: { 200: successSchema(utilisateurSchema), ...failures },
        },
      },
      async (request) => {
        const { user } = currentAuth(request);
        const data = await updateUtilisateur(
          deps,
          user,
          request.params.id,
          request.body,
          requestContext(request).ip,
        );
        return ok(data, UTILISATEUR_MESSAGES.updated);
      },
    );

    app.post(
      '/utilisateurs/invitations',
      {
        schema: {
          tags,
          security,
          summary:
            "Inviter un membre de l'équipe (AGENT ou ADMIN) : le compte est créé et un email l'invite à choisir son mot de passe (ADMIN)",
          body: inviteUtilisateurSchema,
          response: { 201: successSchema(utilisateurSchema), ...failures },
        },
      },
      async (request, reply) => {
        const { user } = currentAuth(request);
        const data = await inviteUtilisateur(deps, user, request.body, requestContext(request).ip);
        return reply.code(201).send(ok(data, UTILISATEUR_MESSAGES.invited(data.email)));
      },
    );

    app.post(
      '/utilisateurs/:id/invitation',
      {
        schema: {
          tags,
          security,
          summary:
            "Renvoyer l'invitation d'un compte qui n'a pas encore choisi son mot de passe ; le lien précédent ne fonctionne plus (ADMIN)",
          params: idParams,
          response: { 200: successSchema(utilisateurSchema), ...failures },
        },
      },
      async (request) => {
        const { user } = currentAuth(request);
        const data = await resendInvitation(deps, user, request.params.id, requestContext(request).ip);
        return ok(data, UTILISATEUR_MESSAGES.invitationResent(data.email));
      },
    );
  };
}
