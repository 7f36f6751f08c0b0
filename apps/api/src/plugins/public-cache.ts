// Public catalogue reads are answered from serialized, pre-compressed bodies keyed by the catalogue
// version the database holds (ADR 004). The version comes from `version()`: from memory while the
// instance hears every change, from the database otherwise (catalogue-version.ts, ADR 024). The
// bodies are only a cache, bounded in bytes.
//
// A read the cache holds for the version in memory is answered before the framework sees it
// (`answerFromMemory`, ADR 031): the same bytes and headers, at the cost of a bare Node server.
import type { IncomingMessage, ServerResponse } from 'node:http';
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

const JSON_TYPE = 'application/json; charset=utf-8';

/** Below this size compression costs more than it saves. */
const COMPRESS_FROM = 1024;

export interface PublicCacheOptions {
  /** The current catalogue version. */
  version: () => Promise<string>;
  /** The version when it is known without asking the database (undefined: not answered early). */
  inMemory: () => string | undefined;
  /** The headers every answer carries (the security headers), for the answers sent early. */
  fixedHeaders: Record<string, string>;
  /** Told of each answer sent early, as the framework logs the others. */
  onAnswered?: (request: IncomingMessage, statusCode: number) => void;
  maxBytes?: number;
}

const CACHE_CONTROL = 'public, no-cache';
const etagOf = (version: string) => `W/"c${version}"`;
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag);

/** The body for what the client accepts: brotli, else gzip, else as it is. */
function bodyFor(entry: Entry, acceptEncoding: string | undefined) {
  const accept = acceptEncoding ?? '';
  if (entry.br && /\bbr\b/.test(accept)) return { body: entry.br, encoding: 'br' };
  if (entry.gzip && /\bgzip\b/.test(accept)) return { body: entry.gzip, encoding: 'gzip' };
  return { body: entry.identity, encoding: undefined };
}

export function createPublicCache({
  version: currentVersion,
  inMemory,
  fixedHeaders,
  onAnswered,
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
    // Too big, or already built by a request that asked at the same time.
    if (entry.bytes > maxBytes / 4 || entries.has(key)) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    // Maps iterate in insertion order: the first keys are the least recently used.
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= old.bytes;
    }
  }

  /** The entry for `url` at `version`, now the most recently used. */
  function lookUp(version: string, url: string | undefined): Entry | undefined {
    const key = `${version} ${url}`;
    const entry = entries.get(key);
    if (entry) {
      entries.delete(key);
      entries.set(key, entry);
    }
    return entry;
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
      const etag = etagOf(version);
      reply.header('ETag', etag).header('Cache-Control', CACHE_CONTROL).header('Vary', 'Accept-Encoding');
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();

      let entry = lookUp(version, request.url);
      if (!entry) {
        entry = await build(await produce());
        remember(`${version} ${request.url}`, entry);
      }
      reply.type(JSON_TYPE);
      const { body, encoding } = bodyFor(entry, request.headers['accept-encoding']);
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.send(body);
    },

    /**
     * Answers a GET whose body the cache holds for the version in memory, as `send` would, and says
     * whether it did. Anything else (another method, a request with a body, a version to read from
     * the database, a body not cached yet) is left to the framework, which checks and caches it:
     * only the URL of a read that succeeded there can be answered here.
     */
    answerFromMemory(request: IncomingMessage, response: ServerResponse): boolean {
      if (
        request.method !== 'GET' ||
        request.headers['content-length'] ||
        request.headers['transfer-encoding']
      )
        return false;
      const version = inMemory();
      if (version === undefined) return false;
      const entry = lookUp(version, request.url);
      if (!entry) return false;
      const etag = etagOf(version);
      const headers: Record<string, string | number> = {
        ...fixedHeaders,
        etag,
        'cache-control': CACHE_CONTROL,
        vary: 'Accept-Encoding',
      };
      if (matches(request.headers['if-none-match'], etag)) {
        response.writeHead(304, headers).end();
      } else {
        const { body, encoding } = bodyFor(entry, request.headers['accept-encoding']);
        headers['content-type'] = JSON_TYPE;
        if (encoding) headers['content-encoding'] = encoding;
        headers['content-length'] = body.length;
        response.writeHead(200, headers).end(body);
      }
      onAnswered?.(request, response.statusCode);
      return true;
    },
  };
}

export type PublicCache = ReturnType<typeof createPublicCache>;
