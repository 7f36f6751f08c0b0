// ADR 022: the sweep removes stored files no row names and temp files of writes that never ended,
// once older than the safety margin; files rows reference, and recent ones (another instance's
// upload in progress), stay. On local disk and on an S3-compatible server.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestUser } from '../../test/accounts';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createReservation, listFiles, pngBytes } from '../../test/reservation-fixtures';
import { startTestS3Server, type TestS3Server } from '../../test/s3';
import { insertPaiement, insertPreuves } from '../modules/paiements/paiements.repository';
import { insertImages } from '../modules/parcelles/parcelle-images.repository';
import { plotImageKey } from '../modules/parcelles/parcelle-images.keys';
import { orphanMinAgeMs, sweepOrphanFiles } from './orphan-files';
import { createLocalStorage, createS3Storage, newStorageKey, type Storage } from './storage';

const HOUR = 3600_000;
let t: TestDatabase;
let s3: TestS3Server;
let dir: string;

beforeAll(async () => {
  [t, s3] = await Promise.all([createTestDatabase(), startTestS3Server()]);
  dir = await mkdtemp(path.join(os.tmpdir(), 'parcelles-orphans-'));
});
afterAll(async () => {
  await Promise.all([t?.drop(), s3?.stop()]);
  await rm(dir, { recursive: true, force: true });
});

/** Stores a proof and a plot picture (original and a size) that rows name, and two files none does. */
async function storeFiles(storage: Storage) {
  const db = t.database.db;
  const png = await pngBytes();
  const buyer = await insertTestUser(db);
  const reservation = await createReservation(db, buyer.id);
  const paiement = await insertPaiement(db, {
    reservationId: reservation.id,
    userId: buyer.id,
    montantCents: 10_000,
    methode: 'ESPECES',
    operateur: null,
    referencePaiement: null,
    commentaire: null,
  });
  const proof = newStorageKey('preuves');
  await insertPreuves(db, paiement.id, [
    { cle: proof, nomFichier: 'recu.png', typeMime: 'image/png', tailleOctets: png.length },
  ]);
  const imageId = randomUUID();
  const original = plotImageKey(reservation.parcelleId, imageId, 'original');
  const carte = plotImageKey(reservation.parcelleId, imageId, 'carte');
  await insertImages(db, reservation.parcelleId, 90, [
    {
      id: imageId,
      cle: original,
      typeMime: 'image/png',
      variantes: [{ taille: 'carte', cle: carte, largeur: 8, hauteur: 8 }],
    },
  ]);
  const orphanProof = newStorageKey('preuves');
  const orphanPicture = plotImageKey(reservation.parcelleId, randomUUID(), 'original');
  for (const key of [proof, original, carte, orphanProof, orphanPicture]) {
    await storage.put(key, png, { contentType: 'image/png' });
  }
  return { kept: [proof, original, carte], orphans: [orphanProof, orphanPicture] };
}

describe('orphan file sweep', () => {
  it('on local disk, removes old unreferenced files and stale temp files, keeps the rest', async () => {
    const storage = createLocalStorage(dir);
    const { kept, orphans } = await storeFiles(storage);
    await mkdir(path.join(dir, '.tmp'), { recursive: true });
    await writeFile(path.join(dir, '.tmp', 'ancien.part'), 'coupé');
    await writeFile(path.join(dir, '.tmp', 'en-cours.part'), 'en cours');
    const old = new Date(Date.now() - 2 * HOUR);
    for (const file of [...kept, ...orphans, '.tmp/ancien.part']) {
      await utimes(path.join(dir, file), old, old);
    }
    // A file of an upload in progress elsewhere: recent, no row yet.
    const recent = newStorageKey('preuves');
    await storage.put(recent, Buffer.from('%PDF'), { contentType: 'application/pdf' });

    const minAgeMs = orphanMinAgeMs(120_000);
    expect(minAgeMs).toBe(HOUR);
    const removed = await sweepOrphanFiles({ db: t.database.db, storage, now: new Date(), minAgeMs });
    expect(removed).toEqual({ orphans: 2, temp: 1 });
    expect(await listFiles(dir)).toEqual(['.tmp/en-cours.part', ...kept, recent].sort());
    // Nothing more on a second pass.
    expect(await sweepOrphanFiles({ db: t.database.db, storage, now: new Date(), minAgeMs })).toEqual({
      orphans: 0,
      temp: 0,
    });
  });

  it('on S3, lists the bucket and removes what no row references', async () => {
    const storage = createS3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    const { kept, orphans } = await storeFiles(storage);
    // Objects cannot be aged: the sweep runs "two hours later" instead.
    const later = new Date(Date.now() + 2 * HOUR);
    const now = await sweepOrphanFiles({ db: t.database.db, storage, now: new Date(), minAgeMs: HOUR });
    expect(now).toEqual({ orphans: 0, temp: 0 });
    const removed = await sweepOrphanFiles({ db: t.database.db, storage, now: later, minAgeMs: HOUR });
    expect(removed).toEqual({ orphans: 2, temp: 0 });
    for (const key of kept) expect(await storage.get(key)).toBeDefined();
    for (const key of orphans) expect(await storage.get(key)).toBeUndefined();
  });
});
