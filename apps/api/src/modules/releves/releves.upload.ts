// Reads a statement upload (multipart): the text fields first (the account, the dry run, a
// mapping), then the file, handed to the import as a stream of bytes while the request arrives,
// so a large file is never held whole (ADR 046). The file's SHA-256 and size are taken as it goes
// by; past the configured size the upload is refused (413). Nothing is stored: a refused or
// failed request leaves nothing behind. The plot import's reader (parcelles-import.upload.ts) does
// the same for a small file it reads whole.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { AppError } from '@parcelles/shared/errors';
import { cleanFileName } from '../../lib/file-names';
import { IMPORT_RELEVE_MESSAGES as M } from '../mail/messages';

export const RELEVE_FIELD = 'fichier';
const TEXT_FIELDS = ['compteId', 'simulation', 'mapping'];
/** A mapping's JSON is at most 20,000 characters (importReleveFieldsSchema), up to 4 bytes each. */
const FIELD_BYTES = 80_000;

/** The statement file as the import reads it: its name, and its bytes as they arrive. */
export interface FichierReleve {
  nom: string;
  /** Read once; throws a 413 AppError once the file passes the limit. */
  octets: AsyncIterable<Uint8Array>;
  /** SHA-256 (hex) of the bytes read so far: of the whole file once `octets` is read to its end. */
  empreinte(): string;
}

const tooLarge = (maxBytes: number) => {
  const message = M.tooLarge(Math.round(maxBytes / (1024 * 1024)));
  return new AppError('PAYLOAD_TOO_LARGE', { status: 413, message, errors: { [RELEVE_FIELD]: message } });
};
const missing = () =>
  new AppError('VALIDATION_ERROR', {
    status: 400,
    message: M.fileMissing,
    errors: { [RELEVE_FIELD]: M.fileMissing },
  });

/** What the multipart reader throws, in the API's words; our own AppErrors pass through. */
function asAppError(err: unknown, maxBytes: number): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', {
      status: 413,
      message: M.tooLarge(Math.round(maxBytes / (1024 * 1024))),
    });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', { status: 415, message: M.notMultipart });
  }
  return new AppError('VALIDATION_ERROR', { status: 400, message: M.fileMissing });
}

async function drain(part: MultipartFile): Promise<void> {
  for await (const _chunk of part.file) {
    // Parts we do not take are read to the end so the next part can arrive.
  }
}

function fileOf(part: MultipartFile, maxBytes: number): FichierReleve & { drain(): Promise<void> } {
  const hash = createHash('sha256');
  let limitReached = false;
  part.file.once('limit', () => {
    limitReached = true;
  });
  // One iterator over the part, never returned early: what the import leaves unread is drained
  // through it, so the next part (or the end of the body) can arrive.
  const source = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  async function* octets(): AsyncGenerator<Uint8Array> {
    for (let next = await source.next(); !next.done; next = await source.next()) {
      if (limitReached || part.file.truncated) throw tooLarge(maxBytes);
      hash.update(next.value);
      yield next.value;
    }
    if (limitReached || part.file.truncated) throw tooLarge(maxBytes);
  }
  let digest: string | undefined;
  return {
    nom: cleanFileName(part.filename, 'releve').slice(0, 150),
    octets: octets(),
    empreinte: () => (digest ??= hash.copy().digest('hex')),
    async drain() {
      while (!(await source.next()).done) {
        // Read to the end.
      }
    },
  };
}

/**
 * Reads the fields, then hands the statement file to `importer` as it streams in; the rest of the
 * body is read after it. Fields sent after the file are refused (400): the import needs them to
 * choose its reader. A request without the file is a 400, a file too large a 413.
 */
export async function receiveReleve<T>(
  request: FastifyRequest,
  maxBytes: number,
  importer: (fields: Record<string, string>, fichier: FichierReleve) => Promise<T>,
): Promise<T> {
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (declared > maxBytes + FIELD_BYTES * TEXT_FIELDS.length + 64 * 1024) throw tooLarge(maxBytes);
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { status: 415, message: M.notMultipart });
  }
  const parts: AsyncIterable<Multipart> = request.parts({
    limits: {
      fileSize: maxBytes,
      files: 1,
      fields: TEXT_FIELDS.length + 5,
      fieldSize: FIELD_BYTES,
      fieldNameSize: 100,
      parts: TEXT_FIELDS.length + 6,
      headerPairs: 20,
    },
  });
  const fields: Record<string, string> = {};
  let result: { value: T } | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (!TEXT_FIELDS.includes(part.fieldname)) continue;
        if (result) throw new AppError('VALIDATION_ERROR', { status: 400, message: M.fieldsFirst });
        if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE', { status: 413 });
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== RELEVE_FIELD || result) {
        await drain(part);
        continue;
      }
      const fichier = fileOf(part, maxBytes);
      try {
        result = { value: await importer(fields, fichier) };
      } finally {
        // Whatever the import left unread (it stops at a refusal) goes by, to reach the end.
        await fichier.drain().catch(() => {});
      }
    }
  } catch (err) {
    throw asAppError(err, maxBytes);
  }
  if (!result) throw missing();
  return result.value;
}
