// Public catalogue reads are answered from serialized, pre-compressed bodies keyed by the catalogue
// version the database holds (ADR 004). The version comes from `version()`: from memory while the
// instance hears every change, from the database otherwise (catalogue-version.ts, ADR 024). The
// bodies are only a cache, bounded in bytes.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './reply';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

interface Entry {
  identity: Buffer;
  gzip: Buffer | undefined;
  br: Buffer | undefined;
  bytes: number;
}

/** Below this size compression costs more than it saves. */
const COMPRESS_FROM = 1024;

export interface PublicCacheOptions {
  /** The current catalogue version. */
  version: () => Promise<string>;
  maxBytes?: number;
}

export function createPublicCache({
  version: currentVersion,
  maxBytes = 64 * 1024 * 1024,
}: PublicCacheOptions) {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  async function build(data: unknown): Promise<Entry> {
    const identity = Buffer.from(JSON.stringify(ok(data)));
    if (identity.length < COMPRESS_FROM)
      return { identity, gzip: undefined, br: undefined, bytes: identity.length };
    const [g, b] = await Promise.all([
      gz(identity, { level: 6 }),
      brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
    ]);
    return { identity, gzip: g, br: b, bytes: identity.length + g.length + b.length };
  }

  function remember(key: string, entry: Entry) {
    if (entry.bytes > maxBytes / 4) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    // Maps iterate in insertion order: the first keys are the least recently used.
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= old.bytes;
    }
  }

  return {
    /**
     * Sends `produce()`'s data in the success envelope with an ETag of the catalogue version;
     * answers 304 when the client already has it. The version is read before the data: a change in
     * between makes the next request refetch.
     */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      produce: () => Promise<unknown>,
    ): Promise<FastifyReply> {
      const version = await currentVersion();
      const etag = `W/"c${version}"`;
      reply
        .header('ETag', etag)
        .header('Cache-Control', 'public, no-cache')
        .header('Vary', 'Accept-Encoding');
      const inm = request.headers['if-none-match'];
      if (inm && inm.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();

      const key = `${version} ${request.url}`;
      let entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      } else {
        entry = await build(await produce());
        remember(key, entry);
      }
      reply.type('application/json; charset=utf-8');
      const accept = String(request.headers['accept-encoding'] ?? '');
      if (entry.br && /\bbr\b/.test(accept)) return reply.header('Content-Encoding', 'br').send(entry.br);
      if (entry.gzip && /\bgzip\b/.test(accept))
        return reply.header('Content-Encoding', 'gzip').send(entry.gzip);
      return reply.send(entry.identity);
    },
  };
}

export type PublicCache = ReturnType<typeof createPublicCache>;
