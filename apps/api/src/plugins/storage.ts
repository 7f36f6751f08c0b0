// Where uploaded files live: the local disk under DATA_DIR/uploads by default, or any S3-compatible
// bucket (STORAGE_DRIVER=s3). Callers only see keys such as `preuves/<uuid>`, never a path or a name
// a user chose, and a failed `put` leaves nothing behind (no partial file, no half-written object).
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type * as S3 from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export interface StoredObject {
  stream: Readable;
  size: number;
  contentType: string;
}

/** A stored key and when it was last written, as the orphan sweep sees it (plugins/orphan-files.ts). */
export interface ListedObject {
  key: string;
  modifiedAt: Date;
}

export interface Storage {
  readonly driver: 'local' | 's3';
  /** Writes the whole body under `key`, or nothing at all when the body fails; resolves with its size. */
  put(key: string, body: Readable | Buffer, options: { contentType: string }): Promise<{ size: number }>;
  /** The object, or undefined when there is none under `key`. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every key under `prefix` (e.g. `preuves`), page by page. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /**
   * Removes what a killed process left of the writes it had begun (local: `.tmp/*.part`) when last
   * touched before `before`; resolves with how many. S3 keeps no such thing: 0.
   */
  removeStaleTemp(before: Date): Promise<number>;
}

/** Keys are ours, made of lower-case words and slashes: nothing a path could escape with. */
const KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** A fresh random key under `prefix`, e.g. `preuves/0b6f…`. */
export const newStorageKey = (prefix: string) => checkKey(`${prefix}/${randomUUID()}`);

const toStream = (body: Readable | Buffer) => (Buffer.isBuffer(body) ? Readable.from([body]) : body);

async function readAll(body: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

// ---------------------------------------------------------------------------------------------
// Local disk: each object is a file named by its key, written under .tmp/ and renamed into place
// once complete, so a reader never sees half a file and a crash leaves only a temp file behind.
// The content type is not kept: the database row that names the key holds it (preuves.type_mime).

export function createLocalStorage(root: string): Storage {
  const tmpDir = path.join(root, '.tmp');
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));

  return {
    driver: 'local',
    async put(key, body) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await mkdir(tmpDir, { recursive: true });
      const temp = path.join(tmpDir, `${randomUUID()}.part`);
      try {
        let size = 0;
        const counter = async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            size += chunk.length;
            yield chunk;
          }
        };
        await pipeline(toStream(body), counter, createWriteStream(temp, { flags: 'wx' }));
        await rename(temp, target);
        return { size };
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async get(key) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { stream: createReadStream(file), size: info.size, contentType: 'application/octet-stream' };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list(prefix) {
      const dir = path.join(root, ...checkKey(prefix).split('/'));
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const info = await stat(file).catch(() => undefined);
        const key = path.relative(root, file).split(path.sep).join('/');
        // Only names a key can have: anything else in the folder is not ours to judge.
        if (info && KEY.test(key)) yield { key, modifiedAt: info.mtime };
      }
    },
    async removeStaleTemp(before) {
      const names = await readdir(tmpDir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        if (!name.endsWith('.part')) continue;
        const file = path.join(tmpDir, name);
        const info = await stat(file).catch(() => undefined);
        // A write still going on touches its file: only one left alone long enough is stale.
        if (!info || info.mtime >= before) continue;
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// S3-compatible: one PutObject per file. Proof files are at most 10 MiB, so the body is read into
// memory first: S3 needs the length up front, and a body that fails midway is then never sent.

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle?: boolean;
}

export function createS3Storage(options: S3StorageOptions): Storage {
  // The SDK is a sixth of a second to load: only a server that stores on S3 loads it, once.
  let connecting: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined;
  const connect = () =>
    (connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        forcePathStyle: options.forcePathStyle ?? false,
        ...(options.accessKeyId && options.secretAccessKey
          ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
          : {}),
      }),
    })));
  const Bucket = options.bucket;

  return {
    driver: 's3',
    async put(key, body, { contentType }) {
      const bytes = await readAll(body);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
      return { size: bytes.length };
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const out = await client.send(new sdk.GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!out.Body) return undefined;
        return {
          stream: out.Body as Readable,
          size: out.ContentLength ?? 0,
          contentType: out.ContentType ?? 'application/octet-stream',
        };
      } catch (err) {
        if (err instanceof sdk.NoSuchKey) return undefined;
        if (err instanceof sdk.S3ServiceException && err.$metadata.httpStatusCode === 404) return undefined;
        throw err;
      }
    },
    async delete(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async *list(prefix) {
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: `${checkKey(prefix)}/`, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && KEY.test(object.Key)) {
            yield { key: object.Key, modifiedAt: object.LastModified ?? new Date() };
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    // One PutObject per file: an object exists whole or not at all.
    removeStaleTemp: () => Promise.resolve(0),
  };
}

export function createStorage(config: Pick<Config, 'storage'>): Storage {
  const { storage } = config;
  if (storage.driver === 's3') return createS3Storage(storage.s3);
  return createLocalStorage(storage.localDir);
}

/** Best effort: a key that cannot be deleted is logged, never hidden behind the request's error. */
export async function deleteStored(storage: Storage, keys: string[], log: FastifyBaseLogger): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected')
      log.error({ err: result.reason, key: keys[i] }, 'stored file not deleted');
  });
}
