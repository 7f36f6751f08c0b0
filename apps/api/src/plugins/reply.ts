// The success envelope of DESIGN.md §3, built in one place for every route: `ok(data, message?)`
// for an answer with data, `done(message)` for one that only says what happened; and `sendPdf` and
// `sendCsv` for the downloads. Failures are the error handler's (error-handler.ts).
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const ok = <T>(data: T, message?: string) => ({
  success: true as const,
  data,
  ...(message ? { message } : {}),
});

export const done = (message: string) => ({ success: true as const, message });

/** A PDF download (a receipt, a statement): never cached, never sniffed. */
export const sendPdf = (reply: FastifyReply, file: { filename: string; content: Buffer }) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Length', String(file.content.length))
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.content);

/** A CSV download streamed as its chunks come (the accountant's exports), never sniffed; the routes say no-store. */
export const sendCsv = (
  reply: FastifyReply,
  file: { filename: string; chunks: AsyncIterable<string | Buffer> },
) =>
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(Readable.from(file.chunks));
