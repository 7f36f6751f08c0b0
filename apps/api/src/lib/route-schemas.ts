// What every module's route declarations share: the bearer security of the OpenAPI document, the
// `:id` path parameter, the failure answers, the `{ success, message }` answer, the optional
// Idempotency-Key header, and answers never cached (personal or staff data).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { failureSchema } from '@parcelles/shared/contracts/common';

export const security = [{ bearerAuth: [] }];
export const idParams = z.object({ id: z.string() });
/** The failure envelope (DESIGN.md §3) under each of these statuses, for a route's `response`. */
export const failureAnswers = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, failureSchema])) as Record<S, typeof failureSchema>;

export const messageOnly = z.object({ success: z.literal(true), message: z.string() });

const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;
/** The optional Idempotency-Key of a creation a retry must not repeat (plugins/idempotency.ts). */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY, "L'en-tête Idempotency-Key doit compter de 8 à 100 lettres, chiffres ou tirets")
    .optional(),
});

/** Every answer of the plugin gets `Cache-Control: no-store`, unless a route set its own. */
export function noStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.getHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
}
