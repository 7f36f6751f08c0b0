// The one place that shapes failures (DESIGN.md §3): the envelope { success: false, message, code,
// errors? } with a French message for every 4xx, and a generic sentence for 5xx with the details
// kept in the log. A database that is down or restarting is a 503 with Retry-After (ADR 021).
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, outageSummary } from '../lib/database-errors';
import { BusyError } from '../lib/work-queue';
import { RateLimitError } from './rate-limit';
import {
  AppError,
  MESSAGES,
  codeForStatus,
  messageForStatus,
  type FieldErrors,
} from '@parcelles/shared/errors';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Le corps de la requête n’est pas un JSON valide.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Le corps de la requête est vide.',
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
};

function fieldErrors(issues: { instancePath: string; message?: string; params?: unknown }[]): FieldErrors {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const path =
      params?.issue?.path?.map(String).join('.') || issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    (errors[path || 'requete'] ??= []).push(issue.message ?? MESSAGES.invalid);
  }
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.length === 1 ? v[0]! : v]));
}

/**
 * PostgreSQL "data exception" errors (SQLSTATE class 22: a NUL byte in text, a number out of range)
 * come from what the client sent. Schemas should stop them first; this keeps any that slip through
 * a 400 rather than a 500. Drizzle wraps the driver's error in `cause`.
 */
function isDataException(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  return false;
}

/** Seconds a client is asked to wait when the database is unavailable: a restart takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitError || error instanceof BusyError) {
        reply.header('Retry-After', String(error.retryAfterSeconds));
      }
      return reply.code(error.status).send(error.toJSON());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const failure = new AppError('VALIDATION_ERROR', {
        status: 400,
        errors: fieldErrors(error.validation),
      });
      return reply.code(400).send(failure.toJSON());
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'data exception from the database');
      return reply.code(400).send(new AppError('VALIDATION_ERROR', { status: 400 }).toJSON());
    }
    if (isDatabaseUnavailable(error)) {
      // Expected while PostgreSQL restarts or fails over; the request did nothing (its transaction
      // rolled back) or, if the commit's answer was lost, did all of it. Not a defect to page about.
      request.log.warn({ database: outageSummary(error) }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(new AppError('SERVICE_UNAVAILABLE', { status: 503 }).toJSON());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FASTIFY_MESSAGES[error.code] ?? messageForStatus(status);
      return reply.code(status).send(new AppError(codeForStatus(status), { status, message }).toJSON());
    }
    request.log.error({ err: error }, 'request failed');
    const serverStatus = status === 503 ? 503 : 500;
    return reply
      .code(serverStatus)
      .send(new AppError(codeForStatus(serverStatus), { status: serverStatus }).toJSON());
  });
}
