// A plot's pictures (issue 11, spec §7): staff (ADMIN, AGENT) upload, delete and reorder them; each
// answers the plot as GET /parcelles/{id} does. The files themselves are public, served from the
// storage under /media/parcelles/ by plotMediaRoutes (outside /api/v1, so outside the access table).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureSchema, successSchema } from '@parcelles/shared/contracts/common';
import { parcelleSchema } from '@parcelles/shared/contracts/parcelles';
import { imageDeleteSchema, imageOrderSchema } from '@parcelles/shared/contracts/parcelles-admin';
import { AppError, MESSAGES } from '@parcelles/shared/errors';
import { MEDIA_PREFIX } from '../../lib/urls';
import { currentAuth } from '../../plugins/auth';
import { ok } from '../../plugins/reply';
import { IMAGE_MESSAGES } from '../mail/messages';
import type { ImageActor, ParcelleImagesDeps } from './parcelle-images.deps';
import { PLOT_IMAGE_PREFIX } from './parcelle-images.keys';
import { IMAGE_UPLOAD_LIMITS, MAX_IMAGE_UPLOAD_BYTES, receiveImageUpload } from './parcelle-images.upload';
import { addImages, prepareImageUpload } from './use-cases/add-images';
import { deleteImage } from './use-cases/delete-image';
import { openPlotMedia } from './use-cases/open-plot-media';
import { reorderImages } from './use-cases/reorder-images';
import { failureAnswers, idParams, security } from '../../lib/route-schemas';

const tags = ['Parcelles'];
const failures = failureAnswers(400, 401, 403, 404);

const payloadTooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', { status: 413, message: MESSAGES.payloadTooLarge });

/**
 * The whole body is bounded: a declared length above ten full files is refused before a byte is
 * read, and a body without one (chunked) is cut off once it passes the same size.
 */
function guardBodySize(request: FastifyRequest) {
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (declared > MAX_IMAGE_UPLOAD_BYTES) throw payloadTooLarge();
  let received = 0;
  request.raw.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > MAX_IMAGE_UPLOAD_BYTES) request.raw.destroy(payloadTooLarge());
  });
}

const actor = (request: FastifyRequest): ImageActor => ({ id: currentAuth(request).user.id, ip: request.ip });

export function parcelleImagesRoutes(deps: ParcelleImagesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/parcelles/:id/images',
      {
        schema: {
          tags,
          security,
          summary:
            'Ajouter des photos à une parcelle (multipart, champ « images » répété : 1 à 10 fichiers JPEG, PNG ou WebP de 10 Mo au plus, 20 photos par parcelle ; ADMIN, AGENT)',
          consumes: ['multipart/form-data'],
          params: idParams,
          response: {
            200: successSchema(parcelleSchema),
            ...failures,
            409: failureSchema,
            413: failureSchema,
            415: failureSchema,
          },
        },
      },
      async (request) => {
        const parcelleId = request.params.id;
        const { current } = await prepareImageUpload(deps, parcelleId);
        guardBodySize(request);
        const upload = await receiveImageUpload(request.parts({ limits: IMAGE_UPLOAD_LIMITS }), deps, {
          parcelleId,
          current,
        });
        const data = await addImages(deps, actor(request), parcelleId, upload);
        return ok(data, IMAGE_MESSAGES.added(upload.images.length));
      },
    );

    app.delete(
      '/parcelles/:id/images',
      {
        schema: {
          tags,
          security,
          summary:
            'Supprimer une photo d’une parcelle, désignée par une de ses adresses (imageUrl ; ADMIN, AGENT)',
          params: idParams,
          body: imageDeleteSchema,
          response: { 200: successSchema(parcelleSchema), ...failures },
        },
      },
      async (request) => {
        const data = await deleteImage(deps, actor(request), request.params.id, request.body.imageUrl);
        return ok(data, IMAGE_MESSAGES.deleted);
      },
    );

    app.put(
      '/parcelles/:id/images/ordre',
      {
        schema: {
          tags,
          security,
          summary:
            'Réordonner les photos d’une parcelle : tous leurs identifiants, la couverture en premier (ADMIN, AGENT)',
          params: idParams,
          body: imageOrderSchema,
          response: { 200: successSchema(parcelleSchema), ...failures },
        },
      },
      async (request) => {
        const data = await reorderImages(deps, actor(request), request.params.id, request.body);
        return ok(data, IMAGE_MESSAGES.reordered);
      },
    );
  };
}

/** Keys are never reused (a new picture is a new id): the files may be cached forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const mediaParams = z.object({ parcelleId: z.string(), imageId: z.string(), name: z.string() });

/** GET /media/parcelles/<plotId>/<imageId>/<original|carte|galerie|plein>, public. */
export function plotMediaRoutes(deps: Pick<ParcelleImagesDeps, 'db' | 'storage'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${MEDIA_PREFIX}${PLOT_IMAGE_PREFIX}/:parcelleId/:imageId/:name`,
      { schema: { hide: true, params: mediaParams } },
      async (request, reply) => {
        const { parcelleId, imageId, name } = request.params;
        const media = await openPlotMedia(deps, parcelleId, imageId, name);
        if (!media) {
          return reply
            .code(404)
            .header('Cache-Control', 'no-store')
            .send(new AppError('NOT_FOUND', { status: 404, message: MESSAGES.notFound }).toJSON());
        }
        reply
          .header('Cache-Control', IMMUTABLE)
          .header('ETag', media.etag)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Type', media.contentType);
        if (request.headers['if-none-match'] === media.etag) {
          media.stream.destroy();
          return reply.code(304).send();
        }
        return reply.header('Content-Length', String(media.size)).send(media.stream);
      },
    );
  };
}
