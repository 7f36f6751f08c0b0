import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { listFiles, pdfBytes, pngBytes } from '../../test/reservation-fixtures';
import { startTestS3Server, type TestS3Server } from '../../test/s3';
import { createLocalStorage, createStorage, newStorageKey, type Storage } from './storage';

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** A body that sends some bytes, then fails: a client hanging up mid-upload. */
function failingBody(): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.alloc(64 * 1024, 1);
      throw new Error('connexion coupée');
    })(),
  );
}

async function roundTrip(storage: Storage) {
  const png = await pngBytes();
  const key = newStorageKey('preuves');
  expect(key).toMatch(/^preuves\/[0-9a-f-]{36}$/);
  expect(await storage.put(key, Readable.from([png]), { contentType: 'image/png' })).toEqual({
    size: png.length,
  });
  const object = await storage.get(key);
  expect(object?.size).toBe(png.length);
  expect(await readAll(object!.stream)).toEqual(png);

  const pdf = pdfBytes();
  const other = newStorageKey('preuves');
  await storage.put(other, pdf, { contentType: 'application/pdf' });
  expect(await readAll((await storage.get(other))!.stream)).toEqual(pdf);

  await storage.delete(key);
  await storage.delete(key); // twice: a missing key is fine
  expect(await storage.get(key)).toBeUndefined();
  expect(await storage.get('preuves/inconnu')).toBeUndefined();
  await storage.delete(other);
}

describe('local storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'parcelles-storage-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes, reads and deletes under random keys', async () => {
    await roundTrip(createLocalStorage(root));
    expect(await listFiles(root)).toEqual([]);
  });

  it('stores the file under its key only, with the bytes unchanged', async () => {
    const storage = createLocalStorage(root);
    const key = newStorageKey('preuves');
    const pdf = pdfBytes(200_000);
    await storage.put(key, Readable.from([pdf.subarray(0, 1000), pdf.subarray(1000)]), {
      contentType: 'application/pdf',
    });
    expect(await listFiles(root)).toEqual([key]);
    expect(await readFile(path.join(root, key))).toEqual(pdf);
    await storage.delete(key);
  });

  it('leaves no file, not even a temporary one, when the body fails midway', async () => {
    const storage = createLocalStorage(root);
    const key = newStorageKey('preuves');
    await expect(storage.put(key, failingBody(), { contentType: 'image/png' })).rejects.toThrow(
      'connexion coupée',
    );
    expect(await listFiles(root)).toEqual([]);
    expect(await storage.get(key)).toBeUndefined();
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = createLocalStorage(root);
    for (const key of ['../evil', 'preuves/../../x', '/etc/passwd', 'preuves\\x', 'Preuves/A', '']) {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'image/png' })).rejects.toThrow(
        /invalid storage key/,
      );
    }
    expect(await listFiles(root)).toEqual([]);
  });

  it('is the default driver, under DATA_DIR/uploads', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: root });
    expect(config.storage.driver).toBe('local');
    expect(config.storage.localDir).toBe(path.join(root, 'uploads'));
    expect(createStorage(config).driver).toBe('local');
  });

  it('requires a bucket when the S3 driver is chosen', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(
      /S3_BUCKET: is required when STORAGE_DRIVER=s3/,
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER: must be local or s3/);
  });
});

describe('S3 storage (s3rver on loopback)', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startTestS3Server();
  });
  afterAll(() => s3?.stop());

  it('writes, reads and deletes objects through the S3 API', async () => {
    const storage = createStorage(loadConfig({ NODE_ENV: 'test', ...s3.env }));
    expect(storage.driver).toBe('s3');
    await roundTrip(storage);
  });

  it('keeps the content type on the object', async () => {
    const storage = createStorage(loadConfig({ NODE_ENV: 'test', ...s3.env }));
    const key = newStorageKey('preuves');
    await storage.put(key, pdfBytes(), { contentType: 'application/pdf' });
    const object = await storage.get(key);
    expect(object?.contentType).toBe('application/pdf');
    await readAll(object!.stream);
    await storage.delete(key);
  });

  it('sends nothing when the body fails midway', async () => {
    const storage = createStorage(loadConfig({ NODE_ENV: 'test', ...s3.env }));
    const key = newStorageKey('preuves');
    await expect(storage.put(key, failingBody(), { contentType: 'image/png' })).rejects.toThrow(
      'connexion coupée',
    );
    expect(await storage.get(key)).toBeUndefined();
  });
});
