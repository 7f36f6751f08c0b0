// HTTP side of the public plot catalogue (spec §7 "Plots", read side). Every read goes through the
// public cache: ETag + Cache-Control, pre-compressed bodies.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureSchema, successSchema } from '@parcelles/shared/contracts/common';
import {
  parcelleCardSchema,
  parcelleCardsQuerySchema,
  parcelleListQuerySchema,
  parcelleListSchema,
  parcelleSchema,
  parcelleStatsSchema,
  similarQuerySchema,
  sitePlanSchema,
} from '@parcelles/shared/contracts/parcelles';
import { currentAuth } from '../../plugins/auth';
import type { PublicCache } from '../../plugins/public-cache';
import { ok } from '../../plugins/reply';
import type { ParcellesService } from './parcelles.service';
import { idParams } from '../../lib/route-schemas';

const errors = { 400: failureSchema, 404: failureSchema };

export function parcellesRoutes(service: ParcellesService, cache: PublicCache): FastifyPluginAsyncZod {
  return async (app) => {
    const send = async (request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>) => {
      await cache.send(request, reply, produce);
    };

    app.get(
      '/parcelles',
      {
        schema: {
          tags: ['Parcelles'],
          summary: 'Liste paginée des parcelles, filtrée et triée',
          querystring: parcelleListQuerySchema,
          response: { 200: successSchema(parcelleListSchema), ...errors },
        },
      },
      (request, reply) => send(request, reply, () => service.listParcelles(request.query)),
    );

    app.get(
      '/parcelles/search',
      {
        schema: {
          tags: ['Parcelles'],
          summary: 'Recherche de parcelles (vue liste de la carte : page 1, 20 par page)',
          querystring: parcelleListQuerySchema,
          response: { 200: successSchema(parcelleListSchema), ...errors },
        },
      },
      (request, reply) => send(request, reply, () => service.listParcelles(request.query)),
    );

    app.get(
      '/parcelles/cards',
      {
        schema: {
          tags: ['Parcelles'],
          summary: 'Données légères de toutes les parcelles pour la carte (toutes si aucune limite)',
          querystring: parcelleCardsQuerySchema,
          response: { 200: successSchema(z.array(parcelleCardSchema)), ...errors },
        },
      },
      (request, reply) => send(request, reply, () => service.listCards(request.query)),
    );

    app.get(
      '/parcelles/stats',
      {
        schema: {
          tags: ['Parcelles'],
          summary: 'Statistiques du catalogue : nombre par statut et catégorie, prix et surfaces',
          response: { 200: successSchema(parcelleStatsSchema) },
        },
      },
      (request, reply) => send(request, reply, () => service.getStats()),
    );

    app.get(
      '/parcelles/utilisateur/parcelles',
      {
        schema: {
          tags: ['Parcelles'],
          summary: 'Mes parcelles acquises (entièrement payées)',
          security: [{ bearerAuth: [] }],
          response: { 200: successSchema(z.array(parcelleSchema)), 401: failureSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return ok(await service.listOwned(currentAuth(request).user.id));
      },
    );

    app.get(
      '/parcelles/:id',
      {
        schema: {
          tags: ['Parcelles'],
          summary: "Détail d'une parcelle",
          params: idParams,
          response: { 200: successSchema(parcelleSchema), 404: failureSchema },
        },
      },
      // A 304 is only possible while the catalogue version is unchanged, so a deleted plot is a 404.
      (request, reply) => send(request, reply, () => service.getParcelle(request.params.id)),
    );

    app.get(
      '/parcelles/:id/similaires',
      {
        schema: {
          tags: ['Parcelles'],
          summary: 'Parcelles disponibles similaires (±30 % de prix et de surface)',
          params: idParams,
          querystring: similarQuerySchema,
          response: { 200: successSchema(z.array(parcelleCardSchema)), ...errors },
        },
      },
      (request, reply) =>
        send(request, reply, () => service.listSimilar(request.params.id, request.query.limit)),
    );

    app.get(
      '/plan',
      {
        schema: {
          tags: ['Parcelles'],
          summary: 'Plan de masse du site et dimensions de la grille des positions',
          response: { 200: successSchema(sitePlanSchema), 404: failureSchema },
        },
      },
      async () => ok(await service.getSitePlan()),
    );
  };
}
