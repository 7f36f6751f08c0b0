// Issue 26, statements (ADR 046, 047), all ADMIN's (plugins/authorization.ts): the company's
// accounts, the import of a statement file (multipart, streamed), the statement lines and the
// staff's decisions on one (set aside, assign to a reservation, validate its payment).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '@parcelles/shared/contracts/common';
import {
  affecterLigneSchema,
  apercuReleveSchema,
  compteEncaissementSchema,
  compteListSchema,
  createCompteSchema,
  ecarterLigneSchema,
  importReleveResultSchema,
  ligneDecisionSchema,
  ligneReleveListSchema,
  ligneReleveSchema,
  lignesReleveQuerySchema,
  updateCompteSchema,
  validerLigneSchema,
} from '@parcelles/shared/contracts/releves';
import { currentAuth } from '../../plugins/auth';
import { ok } from '../../plugins/reply';
import { failureAnswers, idParams, noStore, security } from '../../lib/route-schemas';
import {
  COMPTE_ENCAISSEMENT_MESSAGES,
  IMPORT_RELEVE_MESSAGES,
  LIGNE_RELEVE_MESSAGES,
} from '../mail/messages';
import type { RelevesDeps } from './releves.deps';
import { receiveReleve } from './releves.upload';
import { affecterLigne } from './use-cases/affecter-ligne';
import { apercuReleve } from './use-cases/apercu-releve';
import { createCompte } from './use-cases/create-compte';
import { ecarterLigne } from './use-cases/ecarter-ligne';
import { importReleve } from './use-cases/import-releve';
import { listComptes } from './use-cases/list-comptes';
import { listLignes } from './use-cases/ligne-view';
import { updateCompte } from './use-cases/update-compte';
import { validerLigne } from './use-cases/valider-ligne';

const tags = ['Relevés'];
const failures = failureAnswers(400, 401, 403, 404);
const decisionFailures = { ...failures, ...failureAnswers(409) };
const uploadFailures = { ...failures, ...failureAnswers(409, 413, 415, 422, 429) };

export function relevesRoutes(deps: RelevesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    noStore(app);
    const staff = (request: FastifyRequest) => {
      const { user } = currentAuth(request);
      return { id: user.id, role: user.role };
    };

    app.get(
      '/admin/comptes-encaissement',
      {
        schema: {
          tags,
          security,
          summary: 'Les comptes d’encaissement (banque, mobile money) et leurs relevés (ADMIN)',
          response: { 200: successSchema(compteListSchema), ...failures },
        },
      },
      async () => ok(await listComptes(deps)),
    );

    app.post(
      '/admin/comptes-encaissement',
      {
        schema: {
          tags,
          security,
          summary:
            'Ajouter un compte d’encaissement : nom, type (BANQUE, MOBILE_MONEY), operateur, devise (USD par défaut), numero, mappingCsv (ADMIN)',
          body: createCompteSchema,
          response: { 201: successSchema(compteEncaissementSchema), ...decisionFailures },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            ok(await createCompte(deps, staff(request), request.body), COMPTE_ENCAISSEMENT_MESSAGES.created),
          ),
    );

    app.patch(
      '/admin/comptes-encaissement/:id',
      {
        schema: {
          tags,
          security,
          summary:
            'Modifier un compte d’encaissement, dont son paramétrage CSV (mappingCsv, null pour l’oublier) ou actif (ADMIN)',
          params: idParams,
          body: updateCompteSchema,
          response: { 200: successSchema(compteEncaissementSchema), ...decisionFailures },
        },
      },
      async (request) =>
        ok(
          await updateCompte(deps, staff(request), request.params.id, request.body),
          COMPTE_ENCAISSEMENT_MESSAGES.updated,
        ),
    );

    app.delete(
      '/admin/comptes-encaissement/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Désactiver un compte d’encaissement (ses relevés et ses lignes restent) (ADMIN)',
          params: idParams,
          response: { 200: successSchema(compteEncaissementSchema), ...decisionFailures },
        },
      },
      async (request) =>
        ok(
          await updateCompte(deps, staff(request), request.params.id, { actif: false }),
          COMPTE_ENCAISSEMENT_MESSAGES.deactivated,
        ),
    );

    app.post(
      '/admin/releves',
      {
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          summary:
            'Importer un relevé (multipart, dans cet ordre : compteId, simulation=true|false, mapping? (JSON du paramétrage CSV, enregistré avec le compte), puis le fichier « fichier » : CSV, camt.053 ou MT940) : tout ou rien, chaque ligne enregistrée une fois, les crédits rapprochés des paiements déclarés ; 422 avec chaque erreur (ADMIN)',
          response: { 200: successSchema(importReleveResultSchema), ...uploadFailures },
        },
      },
      async (request) => {
        const result = await receiveReleve(request, deps.statementMaxBytes, (fields, fichier) =>
          importReleve(deps, staff(request), fields, fichier),
        );
        const message = result.simulation
          ? IMPORT_RELEVE_MESSAGES.simulated(result.nouvelles, result.doublons)
          : IMPORT_RELEVE_MESSAGES.imported(result.nouvelles, result.doublons);
        return ok(result, message);
      },
    );

    app.post(
      '/admin/releves/apercu',
      {
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          summary:
            'Reconnaître un relevé avant de l’importer (multipart, fichier « fichier ») : son format et, pour un CSV, le paramétrage des colonnes proposé (ADMIN)',
          response: { 200: successSchema(apercuReleveSchema), ...uploadFailures },
        },
      },
      async (request) =>
        ok(await receiveReleve(request, deps.statementMaxBytes, (_fields, fichier) => apercuReleve(fichier))),
    );

    app.get(
      '/admin/releves/lignes',
      {
        schema: {
          tags,
          security,
          summary:
            'Les lignes des relevés, les plus récentes d’abord (filtres statut, compteId, sens, du, au, q ; pagination ; compteurs par statut) (ADMIN)',
          querystring: lignesReleveQuerySchema,
          response: { 200: successSchema(ligneReleveListSchema), ...failures },
        },
      },
      async (request) => ok(await listLignes(deps, request.query)),
    );

    app.post(
      '/admin/releves/lignes/:id/ecarter',
      {
        schema: {
          tags,
          security,
          summary: 'Écarter un crédit à rapprocher, avec son motif (ADMIN)',
          params: idParams,
          body: ecarterLigneSchema,
          response: { 200: successSchema(ligneReleveSchema), ...decisionFailures },
        },
      },
      async (request) =>
        ok(
          await ecarterLigne(deps, staff(request), request.params.id, request.body),
          LIGNE_RELEVE_MESSAGES.setAside,
        ),
    );

    app.post(
      '/admin/releves/lignes/:id/affecter',
      {
        schema: {
          tags,
          security,
          summary:
            'Affecter un crédit à rapprocher à une réservation : le paiement est enregistré, validé aussitôt et son reçu émis (ADMIN)',
          params: idParams,
          body: affecterLigneSchema,
          response: { 200: successSchema(ligneDecisionSchema), ...decisionFailures },
        },
      },
      async (request) =>
        ok(
          await affecterLigne(deps, staff(request), request.params.id, request.body),
          LIGNE_RELEVE_MESSAGES.assigned,
        ),
    );

    app.post(
      '/admin/releves/lignes/:id/valider',
      {
        schema: {
          tags,
          security,
          summary:
            'Valider le paiement soumis rapproché de cette ligne ; le journal d’audit garde la ligne (ADMIN)',
          params: idParams,
          // The comment is optional, and so is the body itself.
          body: z.preprocess((body) => body ?? {}, validerLigneSchema),
          response: { 200: successSchema(ligneDecisionSchema), ...decisionFailures },
        },
      },
      async (request) =>
        ok(
          await validerLigne(deps, staff(request), request.params.id, request.body),
          LIGNE_RELEVE_MESSAGES.validated,
        ),
    );
  };
}
