// One backup: a folder `parcelles-YYYYMMDD-HHMMSS` holding the database (pg_dump's custom format on
// PostgreSQL, PGlite's own dump of its folder otherwise), the stored files under `files/`, and a
// manifest with the date, the app version, the migration level and a checksum of every file (ADR 023).
// It is written as `<name>.partial` and renamed once complete, so a failed run never looks finished.
// A backup holds every account's data and its live sessions (and the signing key when JWT_SECRET is
// unset): its folders are 0700 and its files 0600 whatever the umask (ADR 050).
import { chmod, copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Config } from '../config';
import { lockPglite } from '../db/pglite-lock';
import {
  BackupError,
  FORMAT,
  MANIFEST,
  appVersion,
  fileRoots,
  filesUnder,
  migrationLevel,
  pgTool,
  pgToolMajor,
  sha256,
  safeUrl,
  type Manifest,
  type Query,
} from './shared';

export type BackupConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'mediaDir' | 'storage'>;

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

const pad = (n: number) => String(n).padStart(2, '0');
/** `parcelles-20260314-021500`, in the machine's local time (what a cron schedule reads). */
export const backupName = (d: Date) =>
  `parcelles-${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}-` +
  `${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;

export async function createBackup(
  config: BackupConfig,
  { outDir, now = new Date() }: { outDir: string; now?: Date },
): Promise<{ dir: string; manifest: Manifest }> {
  const dir = path.resolve(outDir, backupName(now));
  if (await stat(dir).catch(() => undefined)) throw new BackupError(`${dir} existe déjà.`);
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  // A backups folder made here is private too; one the operator made keeps its own mode.
  await mkdir(path.dirname(partial), { recursive: true, mode: PRIVATE_DIR });
  await mkdir(partial, { mode: PRIVATE_DIR });
  // Before anything goes in: the umask may have widened it, and nothing may be read meanwhile.
  await chmod(partial, PRIVATE_DIR);
  try {
    // The database first, then the files: a file uploaded meanwhile is extra, none named is missing.
    const database = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, partial)
      : await dumpPglite(path.join(config.dataDir, 'pglite'), partial);

    const checksums: Manifest['checksums'] = {};
    let count = 0;
    let bytes = 0;
    for (const root of fileRoots(config)) {
      for (const rel of await filesUnder(root.dir)) {
        const target = path.join(partial, 'files', root.name, rel);
        await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR });
        await copyFile(path.join(root.dir, rel), target);
        const { size } = await stat(target);
        checksums[path.posix.join('files', root.name, ...rel.split(path.sep))] = {
          size,
          sha256: await sha256(target),
        };
        count += 1;
        bytes += size;
      }
    }
    const dbFile = path.join(partial, database.file);
    checksums[database.file] = { size: (await stat(dbFile)).size, sha256: await sha256(dbFile) };

    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: 1,
      createdAt: now.toISOString(),
      appVersion: appVersion(),
      database,
      storage: { driver: config.storage.driver, included: config.storage.driver === 'local' },
      files: { count, bytes },
      checksums,
    };
    await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // pg_dump and copyFile set their own modes (the umask's, the source file's): one pass fixes all.
    await makePrivate(partial);
    await rename(partial, dir);
    return { dir, manifest };
  } catch (err) {
    await rm(partial, { recursive: true, force: true });
    throw err;
  }
}

/** Every folder under `dir` 0700 and every file 0600. */
async function makePrivate(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const where = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) await chmod(where, PRIVATE_DIR);
    else if (entry.isFile()) await chmod(where, PRIVATE_FILE);
  }
}

async function dumpPostgres(url: string, into: string): Promise<Manifest['database']> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`Connexion impossible à ${safeUrl(url)} : ${(err as Error).message}`);
  }
  let serverVersion: string;
  let migrations: Manifest['database']['migrations'];
  try {
    serverVersion = (await client.query<{ v: string }>('show server_version')).rows[0]!.v;
    const query: Query = async (text) => (await client.query(text)).rows;
    migrations = await migrationLevel(query);
  } finally {
    await client.end();
  }
  const serverMajor = Number.parseInt(serverVersion, 10);
  const pgDumpMajor = await pgToolMajor('pg_dump');
  if (pgDumpMajor < serverMajor) {
    throw new BackupError(
      `pg_dump ${pgDumpMajor} est plus ancien que le serveur PostgreSQL ${serverVersion} : ` +
        `installez postgresql-client-${serverMajor} (ou plus récent).`,
    );
  }
  const file = 'database.dump';
  await pgTool('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-acl',
    `--file=${path.join(into, file)}`,
    `--dbname=${url}`,
  ]);
  return { kind: 'postgres', file, serverVersion, pgDumpMajor, migrations };
}

async function dumpPglite(dataDir: string, into: string): Promise<Manifest['database']> {
  if (!(await stat(path.join(dataDir, 'PG_VERSION')).catch(() => undefined))) {
    throw new BackupError(`Aucune base PGlite dans ${dataDir} : vérifiez DATA_DIR (ou DATABASE_URL).`);
  }
  // Refused while the server (or any process) has the folder open: the copy must be consistent.
  const unlock = lockPglite(dataDir);
  try {
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    try {
      const query: Query = async (text) => (await client.query(text)).rows as never[];
      const serverVersion = (await query<{ server_version: string }>('show server_version'))[0]!
        .server_version;
      const migrations = await migrationLevel(query);
      const file = 'pglite.tar.gz';
      const dump = await client.dumpDataDir('gzip');
      await writeFile(path.join(into, file), Buffer.from(await dump.arrayBuffer()));
      return { kind: 'pglite', file, serverVersion, migrations };
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}
