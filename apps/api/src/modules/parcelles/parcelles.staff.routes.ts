// HTTP side of the staff's plot catalogue (issue 11, spec §7 "Plots"): create, edit, delete, a
// plot's history, export, the import and its template. Who may call them is the authorization
// table's business (ADMIN and AGENT); nothing here is cached.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureSchema, successSchema } from '@parcelles/shared/contracts/common';
import { parcelleFormSchema, parcelleUpdateSchema } from '@parcelles/shared/contracts/parcelle-form';
import { parcelleSchema } from '@parcelles/shared/contracts/parcelles';
import {
  importQuerySchema,
  importResultSchema,
  importTemplateQuerySchema,
  parcelleExportQuerySchema,
  parcelleHistorySchema,
} from '@parcelles/shared/contracts/parcelles-admin';
import { currentAuth } from '../../plugins/auth';
import { done, ok } from '../../plugins/reply';
import { PARCELLE_MESSAGES as M } from '../mail/messages';
import type { ParcellesDeps } from './parcelles.deps';
import { receiveImportFile } from './parcelles-import.upload';
import { createParcelle } from './use-cases/create-parcelle';
import { deleteParcelle } from './use-cases/delete-parcelle';
import { exportParcelles, type ExportedFile } from './use-cases/export-parcelles';
import { importParcelles } from './use-cases/import-parcelles';
import { importTemplate } from './use-cases/import-template';
import { parcelleHistory } from './use-cases/parcelle-history';
import { updateParcelle } from './use-cases/update-parcelle';
import { failureAnswers, idParams, messageOnly, noStore, security } from '../../lib/route-schemas';

const tags = ['Parcelles (gestion)'];
const failures = failureAnswers(400, 401, 403, 404, 409);

export function parcellesStaffRoutes(deps: ParcellesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    noStore(app);
    const download = (reply: FastifyReply, file: ExportedFile) =>
      reply
        .type(file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);

    app.post(
      '/parcelles',
      {
        schema: {
          tags,
          security,
          summary: 'Créer une parcelle (statut DISPONIBLE ou SUSPENDUE) ; data est la parcelle',
          body: parcelleFormSchema,
          response: { 201: successSchema(parcelleSchema), ...failures },
        },
      },
      async (request, reply) => {
        const data = await createParcelle(deps, currentAuth(request), request.body);
        return reply.code(201).send(ok(data, M.created));
      },
    );

    app.patch(
      '/parcelles/:id',
      {
        schema: {
          tags,
          security,
          summary:
            'Modifier une parcelle (tout ou partie du formulaire) ; statut à la main : DISPONIBLE ↔ SUSPENDUE seulement, prix figé pendant une réservation',
          params: idParams,
          body: parcelleUpdateSchema,
          response: { 200: successSchema(parcelleSchema), ...failures },
        },
      },
      async (request) =>
        ok(await updateParcelle(deps, currentAuth(request), request.params.id, request.body), M.updated),
    );

    app.delete(
      '/parcelles/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Supprimer une parcelle jamais réservée, avec ses photos',
          params: idParams,
          response: { 200: messageOnly, ...failures },
        },
      },
      async (request) => {
        await deleteParcelle(deps, currentAuth(request), request.params.id);
        return done(M.deleted);
      },
    );

    app.get(
      '/parcelles/:id/historique',
      {
        schema: {
          tags,
          security,
          summary: "Historique d'une parcelle (journal d'audit, du plus ancien au plus récent)",
          params: idParams,
          response: { 200: successSchema(parcelleHistorySchema), ...failures },
        },
      },
      async (request) => ok(await parcelleHistory(deps, request.params.id)),
    );

    app.get(
      '/parcelles/export',
      {
        schema: {
          tags,
          security,
          summary:
            'Exporter les parcelles filtrées : JSON par défaut (forme de l’import), ou CSV (UTF-8 avec BOM, « ; », virgule décimale, en-têtes en français)',
          querystring: parcelleExportQuerySchema,
        },
      },
      async (request, reply) => download(reply, await exportParcelles(deps, request.query)),
    );

    app.get(
      '/parcelles/import/modele',
      {
        schema: {
          tags,
          security,
          summary: "Modèle d'import (en-têtes et une ligne d'exemple), CSV par défaut ou JSON",
          querystring: importTemplateQuerySchema,
        },
      },
      async (request, reply) => download(reply, importTemplate(request.query.format ?? 'csv')),
    );

    app.post(
      '/parcelles/import',
      {
        schema: {
          tags,
          security,
          summary:
            'Importer des parcelles (multipart, champ « file » : CSV ou JSON, 10 Mo et 10 000 lignes au plus) : tout ou rien ; simulation=true pour voir sans rien écrire',
          consumes: ['multipart/form-data'],
          querystring: importQuerySchema,
          response: {
            200: successSchema(importResultSchema),
            ...failures,
            413: failureSchema,
            415: failureSchema,
            422: failureSchema,
          },
        },
      },
      async (request) => {
        const file = await receiveImportFile(request);
        const result = await importParcelles(deps, currentAuth(request), file, {
          simulation: request.query.simulation,
        });
        return ok(result, result.simulation ? M.simulated : M.imported(result.crees, result.modifies));
      },
    );
  };
}
