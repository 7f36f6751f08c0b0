// What a backup and a restore share: the manifest, the checksums, the PostgreSQL client tools
// (pg_dump/pg_restore, whose version must suit the server) and the folders of stored files.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { ConfigError, type Config } from '../config';
import { knownMigrations } from '../db/client';
import { PgliteInUseError } from '../db/pglite-lock';

export const MANIFEST = 'manifest.json';
export const FORMAT = 'parcelles-backup';

/** A mistake or a refusal the operator can act on: the CLI prints its message alone and exits 1. */
export class BackupError extends Error {}

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: 1;
  createdAt: string;
  appVersion: string;
  database: {
    kind: 'postgres' | 'pglite';
    /** `database.dump` (pg_dump --format=custom) or `pglite.tar.gz` (PGlite's dumpDataDir). */
    file: string;
    serverVersion: string;
    /** pg_dump's major version, which pg_restore must reach (PostgreSQL only). */
    pgDumpMajor?: number;
    migrations: { count: number; last: string | null };
  };
  /** `local`: the uploads are in `files/uploads`; `s3`: they stay in the bucket (ADR 023). */
  storage: { driver: 'local' | 's3'; included: boolean };
  files: { count: number; bytes: number };
  /** Every file of the backup but this manifest, by path relative to the backup folder. */
  checksums: Record<string, { size: number; sha256: string }>;
}

export const appVersion = (): string =>
  (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string })
    .version;

export async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under `dir`, relative and sorted, leaving out the `.tmp` folder of unfinished uploads. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .filter((rel) => rel.split(path.sep)[0] !== '.tmp')
    .sort();
}

/** The stored-file folders a backup carries, by their name inside `files/`. */
export function fileRoots(config: Pick<Config, 'storage' | 'mediaDir'>): { name: string; dir: string }[] {
  return [
    // Uploaded proofs and plot pictures (ADR 013); in a bucket they are not ours to copy (ADR 023).
    ...(config.storage.driver === 'local' ? [{ name: 'uploads', dir: config.storage.localDir }] : []),
    // The demo city's photos, rendered at its seeding and named by the plots' rows.
    { name: 'media', dir: config.mediaDir },
  ];
}

/** Runs one SQL text and gives its rows: what a pg client and a PGlite client both offer. */
export type Query = <T>(text: string) => Promise<T[]>;

/** How far the database's schema has come: applied migrations (drizzle's table) and the last one's name. */
export async function migrationLevel(query: Query): Promise<{ count: number; last: string | null }> {
  const applied = await query<{ created_at: string | number }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at',
  ).catch(() => []);
  const last = applied.at(-1);
  const known = knownMigrations().find((m) => last && m.when === Number(last.created_at));
  return { count: applied.length, last: known?.tag ?? (last ? `inconnue (${last.created_at})` : null) };
}

const run = promisify(execFile);

/** Runs a PostgreSQL client tool; a missing tool or a failure becomes a BackupError naming it. */
export async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<string> {
  try {
    const { stdout } = await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') {
      throw new BackupError(
        `${tool} est introuvable : installez le client PostgreSQL (paquet postgresql-client, ` +
          `de la même version majeure que le serveur ou plus récente).`,
      );
    }
    throw new BackupError(`${tool} a échoué :\n${(e.stderr ?? e.message).trim()}`);
  }
}

/** The major version of pg_dump or pg_restore, e.g. 15 for "pg_dump (PostgreSQL) 15.20 (Debian…)". */
export async function pgToolMajor(tool: 'pg_dump' | 'pg_restore'): Promise<number> {
  const out = await pgTool(tool, ['--version']);
  const major = Number(/\(PostgreSQL\)\s+(\d+)/.exec(out)?.[1]);
  if (!major) throw new BackupError(`Version de ${tool} illisible : ${out.trim()}`);
  return major;
}

/** The URL without its password, for messages. */
export function safeUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/**
 * Runs an operator command: a BackupError, a bad configuration or a busy PGlite folder prints its
 * message alone and exits 1; anything else is a bug, printed with its stack.
 */
export async function runOperatorCommand(fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (err) {
    const expected =
      err instanceof BackupError || err instanceof ConfigError || err instanceof PgliteInUseError;
    console.error(expected ? (err as Error).message : err);
    process.exit(1);
  }
}
