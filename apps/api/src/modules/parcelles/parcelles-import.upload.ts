// Reads the import upload (multipart, one file in the field `file`, 10 MB at most) into memory:
// the file is parsed whole anyway, and nothing is stored, so a failed request leaves nothing behind.
import type { FastifyRequest } from 'fastify';
import { AppError } from '@parcelles/shared/errors';
import { PARCELLE_MESSAGES as M } from '../mail/messages';
import type { ImportFile } from './use-cases/import-parcelles';

export const IMPORT_FIELD = 'file';
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
const LIMITS = {
  fileSize: IMPORT_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 20,
};

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', {
    status: 413,
    message: M.fileTooLarge,
    errors: { file: M.fileTooLarge },
  });

/** What the multipart reader throws, in the API's words; our own AppErrors pass through. */
function asAppError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return tooLarge();
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', { status: 415, message: M.notMultipart });
  }
  return new AppError('VALIDATION_ERROR', { status: 400, message: M.fileMissing });
}

export async function receiveImportFile(request: FastifyRequest): Promise<ImportFile> {
  // The declared length is checked before a byte is read; a chunked body is cut off past the limit.
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (declared > IMPORT_MAX_BYTES + 64 * 1024) throw tooLarge();
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { status: 415, message: M.notMultipart });
  }
  let file: ImportFile | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'field') continue;
      if (part.fieldname !== IMPORT_FIELD || file) {
        for await (const _chunk of part.file) {
          // Parts we do not take are read to the end so the next part can arrive.
        }
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      file = { bytes, name: (part.filename || 'fichier').slice(0, 150) };
    }
  } catch (err) {
    throw asAppError(err);
  }
  if (!file)
    throw new AppError('VALIDATION_ERROR', {
      status: 400,
      message: M.fileMissing,
      errors: { file: M.fileMissing },
    });
  return file;
}
