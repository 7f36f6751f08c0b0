// Reads a proof upload (multipart) part by part: text fields are collected, each file is judged by
// its first bytes (never its name or declared type), streamed to storage under a random key and
// stopped the moment it passes 10 MiB. Any failure, including a client that hangs up midway,
// deletes every file this request stored before the error goes on. A picture whose header claims
// more pixels than a browser decodes is refused before a byte of it is stored (PROOF_IMAGES,
// ADR 051); nothing is decoded here. Each file's SHA-256 is computed as it streams: with the
// fields, it is the request's fingerprint for its Idempotency-Key (ADR 028); a sending that only
// replays an answer reads its files for that and stores none.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import {
  PROOFS_MISSING,
  TOO_MANY_FILES,
  PROOF_IMAGES,
  fileFormatMessage,
  fileTooLargeMessage,
  proofImageTooLargeMessage,
} from '@parcelles/shared/contracts/paiements';
import { PROOF_FILES } from '@parcelles/shared/domain';
import { AppError, MESSAGES, invalidData } from '@parcelles/shared/errors';
import { deleteStored, newStorageKey, type Storage } from '../../plugins/storage';
import { cleanFileName } from '../../lib/file-names';
import { readImageDimensions, type ImageDimensions } from '../../lib/image-header';
import type { NewPreuve } from './paiements.repository';
import { PAIEMENT_MESSAGES } from '../mail/messages';

export const PROOF_FIELD = 'preuves';
const TEXT_FIELDS = [
  'reservationId',
  'montant',
  'methode',
  'operateur',
  'referencePaiement',
  'commentaire',
  // A message of the payment's conversation (POST /paiements/{id}/messages).
  'message',
  // A payment staff record (POST /admin/paiements, issue 26).
  'datePaiement',
  'commentaireAdmin',
];
/** file-type reads at most this many bytes to recognise a format. */
const SNIFF_BYTES = 4100;
// A conversation message is up to 2,000 characters, each up to 4 bytes in UTF-8.
const FIELD_BYTES = 8192;

/** Limits handed to @fastify/multipart (busboy) for the upload routes. */
export const UPLOAD_LIMITS = {
  fileSize: PROOF_FILES.maxSizeBytes,
  files: PROOF_FILES.maxCount,
  fields: TEXT_FIELDS.length + 5,
  fieldSize: FIELD_BYTES,
  fieldNameSize: 100,
  parts: PROOF_FILES.maxCount + TEXT_FIELDS.length + 5,
  headerPairs: 20,
};
/** Whole request: five full files plus the fields and multipart framing. */
export const MAX_UPLOAD_BYTES = PROOF_FILES.maxCount * PROOF_FILES.maxSizeBytes + 1024 * 1024;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** A proof file as the request sent it: its cleaned name and the SHA-256 (hex) of its bytes. */
export interface ProofDigest {
  nom: string;
  sha256: string;
}

export interface ProofUpload {
  fields: Record<string, string>;
  /** The files stored; none when the upload was only read (`storage` null). */
  files: NewPreuve[];
  /** Every proof file received, stored or not, in order. */
  digests: ProofDigest[];
}

const tooLarge = (name: string) =>
  new AppError('PAYLOAD_TOO_LARGE', {
    status: 413,
    message: fileTooLargeMessage(name),
    errors: { [PROOF_FIELD]: fileTooLargeMessage(name) },
  });
const badFormat = (name: string) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', {
    status: 415,
    message: fileFormatMessage(name),
    errors: { [PROOF_FIELD]: fileFormatMessage(name) },
  });
// 422: the file is a well-formed image of an accepted type, but not one anybody could open.
const imageTooLarge = (name: string) =>
  new AppError('VALIDATION_ERROR', {
    status: 422,
    message: proofImageTooLargeMessage(name),
    errors: { [PROOF_FIELD]: proofImageTooLargeMessage(name) },
  });
export const tooManyFiles = () => invalidData({ [PROOF_FIELD]: TOO_MANY_FILES }, TOO_MANY_FILES);
export const noProof = () => invalidData({ [PROOF_FIELD]: PROOFS_MISSING }, PROOFS_MISSING);

/** What the multipart reader throws, in the API's words; our own AppErrors pass through. */
function asAppError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return tooManyFiles();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('PAYLOAD_TOO_LARGE', { status: 413, message: MESSAGES.payloadTooLarge });
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', {
      status: 415,
      message: PAIEMENT_MESSAGES.notMultipart,
    });
  }
  if (code === 'FST_PROTO_VIOLATION') return new AppError('VALIDATION_ERROR', { status: 400 });
  // Busboy's "Unexpected end of form", a premature close: the body was cut off or malformed.
  return new AppError('VALIDATION_ERROR', {
    status: 400,
    message: PAIEMENT_MESSAGES.uploadInterrupted,
  });
}

const fitsProofLimits = ({ width, height }: ImageDimensions) =>
  width <= PROOF_IMAGES.maxSide && height <= PROOF_IMAGES.maxSide && width * height <= PROOF_IMAGES.maxPixels;

/** Reads a file to its end for nothing but its digest. */
async function consume(stream: Readable): Promise<void> {
  for await (const _chunk of stream) {
    // The digest is taken as the bytes go by.
  }
}

/**
 * Judges the file and streams it to storage (or, `storage` null, only through the digest); the
 * stored file, if any, and the digest of its bytes.
 */
async function storeFile(
  part: MultipartFile,
  storage: Storage | null,
): Promise<{ stored?: NewPreuve; digest: ProofDigest }> {
  const name = cleanFileName(part.filename);
  let limitReached = false;
  part.file.once('limit', () => {
    limitReached = true;
  });
  const source = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  /** The file's first bytes, read on until there are `bytes` of them or the file ends. */
  const readHead = async (bytes: number): Promise<Buffer> => {
    while (!ended && headBytes < bytes) {
      const next = await source.next();
      if (next.done) {
        ended = true;
      } else {
        head.push(next.value);
        headBytes += next.value.length;
      }
    }
    if (limitReached || part.file.truncated) throw tooLarge(name);
    return Buffer.concat(head);
  };
  let first = await readHead(SNIFF_BYTES);
  // An empty file is not a JPEG, a PNG nor a PDF either.
  const detected = first.length > 0 ? await fileTypeFromBuffer(first) : undefined;
  const typeMime = detected?.mime;
  if (!typeMime || !(PROOF_FILES.mimeTypes as readonly string[]).includes(typeMime)) throw badFormat(name);
  // A picture is read on until its header gives its size (a JPEG's EXIF may come first), twice as
  // far each time, so that even a header 10 MiB in costs one pass over the bytes.
  let dimensions = readImageDimensions(first, typeMime);
  while (dimensions === 'more' && !ended) {
    first = await readHead(2 * headBytes);
    dimensions = readImageDimensions(first, typeMime);
  }
  // A header this reader cannot make out is left as before: only a size it reads is judged.
  if (dimensions && dimensions !== 'more' && !fitsProofLimits(dimensions)) throw imageTooLarge(name);

  const hash = createHash('sha256');
  async function* body() {
    hash.update(first);
    yield first;
    for (let next = await source.next(); !next.done; next = await source.next()) {
      // Busboy stops a file at the limit and flags it; we refuse it as soon as that happens.
      if (limitReached || part.file.truncated) throw tooLarge(name);
      hash.update(next.value);
      yield next.value;
    }
    if (limitReached || part.file.truncated) throw tooLarge(name);
  }
  const ext = EXTENSIONS[typeMime]!;
  const nomFichier = name === 'preuve' ? `preuve.${ext}` : name;
  if (!storage) {
    await consume(Readable.from(body()));
    return { digest: { nom: nomFichier, sha256: hash.digest('hex') } };
  }
  const cle = newStorageKey('preuves');
  const { size } = await storage.put(cle, Readable.from(body()), { contentType: typeMime });
  return {
    stored: { cle, nomFichier, typeMime, tailleOctets: size },
    digest: { nom: nomFichier, sha256: hash.digest('hex') },
  };
}

async function drain(part: MultipartFile): Promise<void> {
  for await (const _chunk of part.file) {
    // Parts we do not take are read to the end so the next part can arrive.
  }
}

/**
 * Run once, when the first proof file arrives and before a byte of it is read, with the fields
 * read so far (the web form sends them first): what may refuse the sending early (ADR 019).
 */
export type BeforeFiles = (fields: Record<string, string>) => Promise<void>;

/**
 * Reads every part. Fields other than the known ones and files outside `preuves` are ignored;
 * more than five proofs, a file too big or of the wrong kind fail the whole upload. With `storage`
 * null the files are judged and digested but not stored (a replay, ADR 028).
 */
export async function receiveProofUpload(
  parts: AsyncIterable<Multipart>,
  storage: Storage | null,
  log: FastifyBaseLogger,
  beforeFiles?: BeforeFiles,
): Promise<ProofUpload> {
  const fields: Record<string, string> = {};
  const files: NewPreuve[] = [];
  const digests: ProofDigest[] = [];
  let count = 0;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (!TEXT_FIELDS.includes(part.fieldname)) continue;
        if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE', { status: 413 });
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== PROOF_FIELD) {
        await drain(part);
        continue;
      }
      count += 1;
      if (count === 1) await beforeFiles?.(fields);
      if (count > PROOF_FILES.maxCount) throw tooManyFiles();
      const { stored, digest } = await storeFile(part, storage);
      if (stored) files.push(stored);
      digests.push(digest);
    }
    return { fields, files, digests };
  } catch (err) {
    if (storage) {
      await deleteStored(
        storage,
        files.map((f) => f.cle),
        log,
      );
    }
    throw asAppError(err);
  }
}
