// PGlite is one process's database, and its folder carries no lock of its own (its postmaster.pid
// names no real process and stays after close), so two processes opening one folder would both
// write to it. The file `<folder>.lock`, beside the folder so that a copy of the folder never
// carries it, names the process that has the folder open: a second opener (the server,
// create-admin, a backup) is refused while that process lives; a lock left by a dead one is taken.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const lockFileOf = (dataDir: string) => `${path.resolve(dataDir)}.lock`;

export class PgliteInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `La base PGlite ${dataDir} est ouverte par le processus ${pid} (le serveur ?) : ` +
        `arrêtez-le puis recommencez.`,
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process holding `dataDir`, if any. */
export function pgliteHolder(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(lockFileOf(dataDir), 'utf8'), 10);
  } catch {
    return undefined;
  }
  // A lock naming this very process was left by an earlier run that had the same pid (a container
  // restarted as PID 1): this process has not opened the folder yet, so the lock is stale.
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : undefined;
}

/** Takes the folder for this process; throws PgliteInUseError when a live process holds it. */
export function lockPglite(dataDir: string): () => void {
  const holder = pgliteHolder(dataDir);
  if (holder !== undefined) throw new PgliteInUseError(dataDir, holder);
  const file = lockFileOf(dataDir);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
