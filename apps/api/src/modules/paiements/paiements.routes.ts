// Spec §7 Payments. Buyers submit and follow their own payments (another buyer's is a 404, as if
// it did not exist); ADMIN staff review them (anyone else gets 403). Uploads are multipart and go
// through paiements.upload.ts, each with an optional Idempotency-Key (ADR 028); the proof files are
// served only through the owner/staff route here.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureSchema, successSchema } from '@parcelles/shared/contracts/common';
import {
  adminPaiementsQuerySchema,
  enregistrerPaiementSchema,
  mesPaiementsQuerySchema,
  paiementAdminListSchema,
  paiementListSchema,
  paiementSchema,
  paiementStatsSchema,
  rejeterPaiementSchema,
  validerPaiementSchema,
} from '@parcelles/shared/contracts/paiements';
import {
  demanderComplementSchema,
  paiementMessageSchema,
  paiementMessagesSchema,
} from '@parcelles/shared/contracts/paiement-messages';
import { AppError, MESSAGES } from '@parcelles/shared/errors';
import { currentAuth } from '../../plugins/auth';
import { idempotencyScope, type IdempotencyScope } from '../../plugins/idempotency';
import { ok, sendPdf } from '../../plugins/reply';
import type { PaiementsDeps } from './paiements.deps';
import { PAIEMENT_ENREGISTRE_MESSAGES, PAIEMENT_MESSAGES } from '../mail/messages';
import { deleteProofs } from './use-cases/delete-proofs';
import { getPaiement } from './use-cases/get-paiement';
import { listMessages } from './use-cases/list-messages';
import { requestComplement } from './use-cases/request-complement';
import { sendMessage, sendMessageGate } from './use-cases/send-message';
import { listAllPaiements, listMyPaiements, listPendingPaiements } from './use-cases/list-paiements';
import { openProofFile } from './use-cases/open-proof-file';
import { getRecuPdf } from './use-cases/payment-receipt';
import { paiementStats } from './use-cases/paiement-stats';
import { rejectPaiement } from './use-cases/reject-paiement';
import { resubmitProof, resubmitProofGate } from './use-cases/resubmit-proof';
import { submitProof, submitProofGate } from './use-cases/submit-proof';
import { validatePaiement } from './use-cases/validate-paiement';
import { proofReception } from './use-cases/send-proofs-once';
import { recordPaiement } from './use-cases/record-paiement';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_LIMITS,
  receiveProofUpload,
  type BeforeFiles,
  type ProofUpload,
} from './paiements.upload';
import { failureAnswers, idempotencyHeaders, idParams, noStore, security } from '../../lib/route-schemas';

const tags = ['Paiements'];
const fileParams = z.object({ id: z.string(), preuveId: z.string() });
const failures = failureAnswers(400, 401, 404);
const staffFailures = failureAnswers(400, 401, 403);
const uploadFailures = { ...failures, ...failureAnswers(409, 413, 415, 422, 429) };
/** What every sending of proofs declares: multipart, and a retry's Idempotency-Key. */
const sending = { tags, security, consumes: ['multipart/form-data'], headers: idempotencyHeaders };
const retrySafe = ' ; en-tête Idempotency-Key recommandé : un nouvel essai rend la première réponse';

/** A JSON body as the multipart fields would carry it: text, absent values left out. */
const asFields = (body: object | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(body ?? {})
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, String(value)]),
  );

const payloadTooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', { status: 413, message: MESSAGES.payloadTooLarge });

/** RFC 5987/6266: the UTF-8 name percent-encoded, so no quote or semicolon can break the header. */
export const contentDisposition = (name: string) =>
  `inline; filename*=UTF-8''${encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )}`;

/**
 * The whole body is bounded too: a declared length above five full files is refused before a byte
 * is read, and a body without one (chunked) is cut off once it passes the same size.
 */
function guardBodySize(request: FastifyRequest) {
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (declared > MAX_UPLOAD_BYTES) throw payloadTooLarge();
  let received = 0;
  request.raw.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > MAX_UPLOAD_BYTES) request.raw.destroy(payloadTooLarge());
  });
}

export function paiementsRoutes(deps: PaiementsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    noStore(app);
    const actor = (request: FastifyRequest) => {
      const { user } = currentAuth(request);
      return { id: user.id, role: user.role };
    };
    /**
     * A sending's files and its Idempotency-Key. `gate` may refuse the sending (rate limit, full
     * review queue: ADR 019) before a byte of any file is read or stored; a key already answered
     * skips it, and its files are only read for their digests (ADR 028).
     */
    const receive = async (request: FastifyRequest, gate: BeforeFiles, once: IdempotencyScope) => {
      const reception = await proofReception(deps, actor(request).id, once.key, gate);
      // Only now: the size guard sets the body flowing, and the parts must be read from its start.
      guardBodySize(request);
      const parts = request.parts({ limits: UPLOAD_LIMITS });
      const upload = await receiveProofUpload(parts, reception.storage, request.log, reception.beforeFiles);
      return { upload, once };
    };

    app.post(
      '/paiements/soumettre-preuve',
      {
        schema: {
          ...sending,
          summary: `Soumettre une preuve de paiement (multipart : reservationId, montant, methode, referencePaiement?, commentaire?, 1 à 5 fichiers « preuves » JPEG/PNG/PDF de 10 Mo au plus)${retrySafe}`,
          response: { 201: successSchema(paiementSchema), ...uploadFailures },
        },
      },
      async (request, reply) => {
        const userId = actor(request).id;
        const { upload, once } = await receive(
          request,
          submitProofGate(deps, userId),
          idempotencyScope(request, 'POST /paiements/soumettre-preuve'),
        );
        const data = await submitProof(deps, userId, upload, once);
        return reply.code(201).send(ok(data, PAIEMENT_MESSAGES.submitted));
      },
    );

    app.get(
      '/paiements/mes-paiements',
      {
        schema: {
          tags,
          security,
          summary: 'Mes paiements (filtres statut, reservationId ; pagination)',
          querystring: mesPaiementsQuerySchema,
          response: { 200: successSchema(paiementListSchema), ...failures },
        },
      },
      async (request) => ok(await listMyPaiements(deps, actor(request).id, request.query)),
    );

    app.get(
      '/paiements/admin/en-attente',
      {
        schema: {
          tags,
          security,
          summary:
            'Preuves à vérifier, les plus anciennes d’abord, avec leur attente et les références déjà utilisées (filtres methode, du, au, acheteur, lot ; ADMIN)',
          querystring: adminPaiementsQuerySchema,
          response: { 200: successSchema(paiementAdminListSchema), ...staffFailures },
        },
      },
      async (request) => ok(await listPendingPaiements(deps, request.query)),
    );
    app.get(
      '/paiements/admin/tous',
      {
        schema: {
          tags,
          security,
          summary:
            'Tous les paiements, les plus récents d’abord (filtres statut, methode, du, au, acheteur, lot ; pagination ; ADMIN)',
          querystring: adminPaiementsQuerySchema,
          response: { 200: successSchema(paiementAdminListSchema), ...staffFailures },
        },
      },
      async (request) => ok(await listAllPaiements(deps, request.query)),
    );
    app.get(
      '/paiements/admin/stats',
      {
        schema: {
          tags,
          security,
          summary: 'Nombre et montant des paiements par statut et par méthode (ADMIN)',
          response: { 200: successSchema(paiementStatsSchema), ...staffFailures },
        },
      },
      async () => ok(await paiementStats(deps)),
    );

    app.get(
      '/paiements/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Un paiement (son acheteur ou un ADMIN)',
          params: idParams,
          response: { 200: successSchema(paiementSchema), ...failures },
        },
      },
      async (request) => ok(await getPaiement(deps, actor(request), request.params.id)),
    );

    app.delete(
      '/paiements/:id/preuves',
      {
        schema: {
          tags,
          security,
          summary: 'Retirer les preuves d’un paiement soumis ou rejeté (il repasse « En attente de preuve »)',
          params: idParams,
          response: { 200: successSchema(paiementSchema), ...failures, 409: failureSchema },
        },
      },
      async (request) =>
        ok(await deleteProofs(deps, actor(request).id, request.params.id), PAIEMENT_MESSAGES.proofsDeleted),
    );

    app.post(
      '/paiements/:id/preuves',
      {
        schema: {
          ...sending,
          summary: `Renvoyer des preuves pour un paiement rejeté ou en attente de preuve (multipart : 1 à 5 « preuves », montant?, referencePaiement?, commentaire?) ; il repasse « Soumis »${retrySafe}`,
          params: idParams,
          response: { 200: successSchema(paiementSchema), ...uploadFailures },
        },
      },
      async (request) => {
        const userId = actor(request).id;
        const { id } = request.params;
        const { upload, once } = await receive(
          request,
          resubmitProofGate(deps, userId, id),
          idempotencyScope(request, 'POST /paiements/:id/preuves', 200),
        );
        return ok(await resubmitProof(deps, userId, id, upload, once), PAIEMENT_MESSAGES.submitted);
      },
    );

    app.get(
      '/paiements/:id/preuves/:preuveId/fichier',
      {
        schema: {
          tags,
          security,
          summary: 'Le fichier d’une preuve (son acheteur ou un ADMIN)',
          params: fileParams,
          // The body is the file itself (image/jpeg, image/png or application/pdf); failures are JSON.
        },
      },
      async (request, reply) => {
        const file = await openProofFile(deps, actor(request), request.params.id, request.params.preuveId);
        return (
          reply
            .header('Content-Type', file.typeMime)
            .header('Content-Length', String(file.size))
            .header('Content-Disposition', contentDisposition(file.nomFichier))
            .header('X-Content-Type-Options', 'nosniff')
            .header('Cache-Control', 'private, no-store')
            // Opened straight in a tab, a file still runs nothing and loads nothing.
            .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
            .send(file.stream)
        );
      },
    );

    app.get(
      '/paiements/:id/recu',
      {
        schema: {
          tags,
          security,
          summary: 'Le reçu PDF d’un paiement validé (son acheteur ou un ADMIN)',
          description:
            'Réponse application/pdf (Content-Disposition: attachment; filename="recu-000123.pdf"). 409 si le paiement n’est pas validé.',
          params: idParams,
          // The body is the PDF itself; failures are JSON (401, 404, 409).
        },
      },
      async (request, reply) => sendPdf(reply, await getRecuPdf(deps, actor(request), request.params.id)),
    );

    // Issue 26: a payment staff record, received at the cash office or seen on a statement.
    app.post(
      '/admin/paiements',
      {
        schema: {
          tags,
          security,
          consumes: ['application/json', 'multipart/form-data'],
          headers: idempotencyHeaders,
          summary: `Enregistrer un paiement reçu à la caisse ou vu sur un relevé (ADMIN) : reservationId, methode, montant, datePaiement (AAAA-MM-JJ, pas dans le futur), referencePaiement, operateur (mobile money), commentaireAdmin ; en JSON, ou en multipart avec un scan facultatif « preuves » (JPEG/PNG/PDF, 10 Mo). Validé aussitôt avec son reçu ; 409 sur une journée de caisse clôturée${retrySafe}`,
          // JSON; a multipart body (no JSON body: null) is read by the handler instead.
          body: z.preprocess((body) => body ?? undefined, enregistrerPaiementSchema.optional()),
          response: { 201: successSchema(paiementSchema), ...uploadFailures, 403: failureSchema },
        },
      },
      async (request, reply) => {
        const staff = actor(request);
        const once = idempotencyScope(request, 'POST /admin/paiements');
        let upload: ProofUpload;
        if (request.isMultipart()) {
          const reception = await proofReception(deps, staff.id, once.key, async () => {});
          guardBodySize(request);
          const parts = request.parts({ limits: UPLOAD_LIMITS });
          upload = await receiveProofUpload(parts, reception.storage, request.log, reception.beforeFiles);
        } else {
          upload = { fields: asFields(request.body), files: [], digests: [] };
        }
        const data = await recordPaiement(deps, staff, upload, once);
        return reply.code(201).send(ok(data, PAIEMENT_ENREGISTRE_MESSAGES.recorded));
      },
    );

    app.post(
      '/paiements/:id/valider',
      {
        schema: {
          tags,
          security,
          summary:
            'Valider un paiement soumis (ADMIN) : réservation validée, parcelle vendue une fois soldée',
          params: idParams,
          // The comment is optional, and so is the body itself.
          body: z.preprocess((body) => body ?? {}, validerPaiementSchema),
          response: {
            200: successSchema(paiementSchema),
            ...failures,
            403: failureSchema,
            409: failureSchema,
          },
        },
      },
      async (request) =>
        ok(
          await validatePaiement(deps, actor(request), request.params.id, request.body.commentaireAdmin),
          PAIEMENT_MESSAGES.validated,
        ),
    );

    app.post(
      '/paiements/:id/rejeter',
      {
        schema: {
          tags,
          security,
          summary: 'Rejeter un paiement soumis avec un commentaire (ADMIN)',
          params: idParams,
          body: rejeterPaiementSchema,
          response: {
            200: successSchema(paiementSchema),
            ...failures,
            403: failureSchema,
            409: failureSchema,
          },
        },
      },
      async (request) =>
        ok(
          await rejectPaiement(deps, actor(request), request.params.id, request.body.commentaireAdmin),
          PAIEMENT_MESSAGES.rejected,
        ),
    );

    // The conversation on a payment (issue 12, ADR 016).
    app.post(
      '/paiements/:id/demander-complement',
      {
        schema: {
          tags,
          security,
          summary:
            'Demander un complément sur un paiement soumis (ADMIN) : il repasse « En attente de preuve », l’acheteur est prévenu et la réservation reste suspendue',
          params: idParams,
          body: demanderComplementSchema,
          response: {
            200: successSchema(paiementSchema),
            ...failures,
            403: failureSchema,
            409: failureSchema,
          },
        },
      },
      async (request) =>
        ok(
          await requestComplement(deps, actor(request), request.params.id, request.body.message),
          PAIEMENT_MESSAGES.complementRequested,
        ),
    );

    app.get(
      '/paiements/:id/messages',
      {
        schema: {
          tags,
          security,
          summary: 'La conversation d’un paiement, du plus ancien au plus récent (son acheteur ou un ADMIN)',
          params: idParams,
          response: { 200: successSchema(paiementMessagesSchema), ...failures },
        },
      },
      async (request) => ok(await listMessages(deps, actor(request), request.params.id)),
    );

    app.post(
      '/paiements/:id/messages',
      {
        schema: {
          ...sending,
          summary: `Écrire dans la conversation d’un paiement (multipart : message, et pour l’acheteur 0 à 5 fichiers « preuves » JPEG/PNG/PDF de 10 Mo au plus) ; la réponse de l’acheteur à une demande de complément remet le paiement « Soumis »${retrySafe}`,
          params: idParams,
          response: { 201: successSchema(paiementMessageSchema), ...uploadFailures },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { upload, once } = await receive(
          request,
          sendMessageGate(deps, actor(request), id),
          idempotencyScope(request, 'POST /paiements/:id/messages'),
        );
        const data = await sendMessage(deps, actor(request), id, upload, once);
        return reply.code(201).send(ok(data, PAIEMENT_MESSAGES.messageSent));
      },
    );
  };
}
