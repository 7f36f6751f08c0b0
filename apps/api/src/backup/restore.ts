// Puts a backup back into the configured place (DATABASE_URL, or DATA_DIR's PGlite and folders):
// checks the manifest and every checksum first, refuses a place that already holds data unless
// forced, restores the database and the files, then runs the migrations this code has beyond the
// backup's level, as the server would at its start.
import { cp, mkdir, readFile, readdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { knownMigrations, openDatabase } from '../db/client';
import { lockPglite, pgliteHolder, PgliteInUseError } from '../db/pglite-lock';
import type { BackupConfig } from './create';
import {
  BackupError,
  FORMAT,
  MANIFEST,
  fileRoots,
  filesUnder,
  pgTool,
  pgToolMajor,
  safeUrl,
  sha256,
  type Manifest,
} from './shared';

export interface RestoreResult {
  manifest: Manifest;
  migrations: { before: number; after: number };
  /** Where data found in the place was moved to (with --force), to be deleted once all is well. */
  setAside: string[];
}

export async function readBackup(from: string): Promise<{ dir: string; manifest: Manifest }> {
  const dir = path.basename(from) === MANIFEST ? path.dirname(path.resolve(from)) : path.resolve(from);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${dir} n'est pas une sauvegarde : ${MANIFEST} est absent ou illisible.`);
  }
  if (manifest.format !== FORMAT || manifest.formatVersion !== 1) {
    throw new BackupError(`${dir} : format de sauvegarde inconnu.`);
  }
  return { dir, manifest };
}

/** Every file the manifest names must be there with its size and checksum, and no other. */
export async function verifyBackup(dir: string, manifest: Manifest): Promise<void> {
  const present = (await filesUnder(dir)).map((rel) => rel.split(path.sep).join('/'));
  const problems: string[] = [];
  for (const [rel, expected] of Object.entries(manifest.checksums)) {
    const file = path.join(dir, ...rel.split('/'));
    const info = await stat(file).catch(() => undefined);
    if (!info) problems.push(`${rel} : absent`);
    else if (info.size !== expected.size || (await sha256(file)) !== expected.sha256) {
      problems.push(`${rel} : somme de contrôle différente`);
    }
  }
  for (const rel of present) {
    if (rel !== MANIFEST && !manifest.checksums[rel]) problems.push(`${rel} : fichier en trop`);
  }
  if (problems.length) {
    const shown = problems.slice(0, 10).join('\n  ');
    const more = problems.length > 10 ? `\n  … et ${problems.length - 10} autres` : '';
    throw new BackupError(`Sauvegarde altérée ou incomplète, rien n'a été restauré :\n  ${shown}${more}`);
  }
}

export async function restoreBackup(
  config: BackupConfig,
  { from, force = false, now = new Date() }: { from: string; force?: boolean; now?: Date },
): Promise<RestoreResult> {
  const { dir, manifest } = await readBackup(from);
  const known = knownMigrations();
  const { migrations } = manifest.database;
  if (migrations.count > known.length || (migrations.last && !known.some((m) => m.tag === migrations.last))) {
    throw new BackupError(
      `Cette sauvegarde vient d'une version plus récente de l'application (migration ${migrations.last}) : ` +
        `mettez l'application à jour avant de la restaurer.`,
    );
  }
  const wanted = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== wanted) {
    throw new BackupError(
      `Cette sauvegarde est celle d'une base ${manifest.database.kind} ; la configuration désigne une base ` +
        `${wanted} (${config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR'}). Restaurez-la dans une base du même type.`,
    );
  }
  if (manifest.storage.included && config.storage.driver !== 'local') {
    throw new BackupError(
      `Les fichiers de cette sauvegarde vont dans un dossier local, mais STORAGE_DRIVER=s3 : ` +
        `restaurez avec STORAGE_DRIVER=local, ou copiez files/uploads dans le bucket.`,
    );
  }
  await verifyBackup(dir, manifest);

  const roots = fileRoots(config);
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const occupied: string[] = [];
  for (const root of roots) if ((await filesUnder(root.dir)).length) occupied.push(root.dir);
  const setAside: string[] = [];
  const suffix = `avant-restauration-${now.toISOString().replace(/[:.]/g, '-')}`;

  if (config.databaseUrl) {
    await emptyPostgres(config.databaseUrl, { force, occupied });
  } else {
    const holder = pgliteHolder(pgliteDir);
    if (holder !== undefined) throw new PgliteInUseError(pgliteDir, holder);
    if ((await readdir(pgliteDir).catch(() => [])).length) occupied.unshift(pgliteDir);
    refuseUnlessForced(occupied, force);
    if (occupied[0] === pgliteDir) {
      await rename(pgliteDir, `${pgliteDir}.${suffix}`);
      setAside.push(`${pgliteDir}.${suffix}`);
    }
  }
  // Files in the place are moved aside, not deleted: the operator removes them once all is well.
  for (const root of roots) {
    if (!occupied.includes(root.dir)) continue;
    await rename(root.dir, `${root.dir}.${suffix}`);
    setAside.push(`${root.dir}.${suffix}`);
  }

  const dbFile = path.join(dir, manifest.database.file);
  if (config.databaseUrl) {
    const backupMajor = manifest.database.pgDumpMajor ?? 0;
    const pgRestoreMajor = await pgToolMajor('pg_restore');
    if (pgRestoreMajor < backupMajor) {
      throw new BackupError(
        `pg_restore ${pgRestoreMajor} ne lit pas une sauvegarde faite par pg_dump ${backupMajor} : ` +
          `installez postgresql-client-${backupMajor} (ou plus récent).`,
      );
    }
    await pgTool('pg_restore', [
      '--no-owner',
      '--no-acl',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${config.databaseUrl}`,
      dbFile,
    ]);
  } else {
    await mkdir(pgliteDir, { recursive: true });
    const unlock = lockPglite(pgliteDir);
    try {
      const loadDataDir = new Blob([await readFile(dbFile)], { type: 'application/x-gzip' });
      const client = await PGlite.create(pgliteDir, { extensions: { pg_trgm }, loadDataDir });
      await client.close();
    } finally {
      unlock();
    }
  }
  for (const root of roots) {
    const source = path.join(dir, 'files', root.name);
    if (await stat(source).catch(() => undefined)) await cp(source, root.dir, { recursive: true });
  }

  // Forward to this code's schema, as the server does at its start.
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir, poolSize: 1 });
  try {
    await database.withSetupLock(async () => {});
  } finally {
    await database.close();
  }
  return { manifest, migrations: { before: migrations.count, after: known.length }, setAside };
}

function refuseUnlessForced(occupied: string[], force: boolean) {
  if (occupied.length && !force) {
    throw new BackupError(
      `La destination contient déjà des données (${occupied.join(', ')}) : rien n'a été restauré. ` +
        `Relancez avec --force pour les mettre de côté et restaurer la sauvegarde à leur place.`,
    );
  }
}

/** Refuses a database with tables (unless forced) or with other sessions; forced, empties it. */
async function emptyPostgres(url: string, { force, occupied }: { force: boolean; occupied: string[] }) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (err) {
    const missing = (err as { code?: string }).code === '3D000';
    throw new BackupError(
      missing
        ? `La base ${safeUrl(url)} n'existe pas : créez-la (createdb) puis recommencez.`
        : `Connexion impossible à ${safeUrl(url)} : ${(err as Error).message}`,
    );
  }
  try {
    const others = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    if (others.rows[0]!.n > 0) {
      throw new BackupError(
        `${others.rows[0]!.n} autre(s) connexion(s) ouverte(s) sur ${safeUrl(url)} : arrêtez le serveur ` +
          `(et toute autre session) avant de restaurer.`,
      );
    }
    const tables = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\\_toast%'`,
    );
    const place = tables.rows[0]!.n > 0 ? [safeUrl(url), ...occupied] : occupied;
    refuseUnlessForced(place, force);
    if (tables.rows[0]!.n > 0) {
      // Our schemas only (ADR 023): the restore brings back every table, function and extension.
      await client.query('drop schema if exists drizzle cascade');
      await client.query('drop schema if exists public cascade');
      await client.query('create schema public');
    }
  } finally {
    await client.end();
  }
}
