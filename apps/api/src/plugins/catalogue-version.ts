// The catalogue version public reads are keyed by (ADR 004), kept in memory (ADR 024). The trigger
// that bumps it also NOTIFYs it at commit; while this instance is listening, an unchanged catalogue
// costs no round trip. Whenever it may have missed a change it asks the database instead:
// - until it listens (at start, and after its listening connection dropped) and has read the version
//   once since, so a change made while it was deaf is never hidden;
// - after this process wrote through the database handle, until a read started after that write
//   ends: a change made here shows here at once, before its own notification comes back.
import type { DatabaseHandle } from '../db/client';

export const CATALOGUE_CHANNEL = 'catalogue';

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface CatalogueVersion {
  /** The version the database holds, from memory when nothing can have changed unheard. */
  current(): Promise<string>;
  /** The version when memory can be trusted with it (as `current()` would answer without a read). */
  inMemory(): string | undefined;
  /** Starts listening; reads go to the database until it does. */
  start(): void;
  stop(): Promise<void>;
}

const max = (a: bigint | undefined, b: bigint) => (a === undefined || b > a ? b : a);

export function createCatalogueVersion(
  database: DatabaseHandle,
  read: () => Promise<string>,
  log: Log,
): CatalogueVersion {
  /** Bumped each time the listening connection is (re)established or lost. */
  let session = 0;
  let listening = false;
  /** Trusted only while `synced`: the notifications heard are then every change since. */
  let synced = false;
  let known: bigint | undefined;
  /** Writes made by this process, and how many of them the last trusted read came after. */
  let writes = 0;
  let writesSeen = 0;
  let stopListening: (() => Promise<void>) | undefined;
  let stopWatchingWrites: (() => void) | undefined;

  async function readFromDatabase(): Promise<string> {
    const startedIn = session;
    const writesBefore = writes;
    const value = await read();
    // Versions only grow while one connection listens, so the larger of what was read and what was
    // heard meanwhile is the newer.
    if (listening && session === startedIn) {
      known = max(known, BigInt(value));
      synced = true;
      writesSeen = Math.max(writesSeen, writesBefore);
    }
    return value;
  }

  const inMemory = () => (synced && known !== undefined && writesSeen === writes ? String(known) : undefined);

  return {
    async current() {
      return inMemory() ?? readFromDatabase();
    },
    inMemory,
    start() {
      stopWatchingWrites = database.onWrite(() => void writes++);
      stopListening = database.listen(CATALOGUE_CHANNEL, {
        onNotify(payload) {
          // Only the trigger notifies, with the new version; anything else means "read again".
          if (/^\d+$/.test(payload)) known = max(known, BigInt(payload));
          else writes++;
        },
        onListening() {
          session++;
          listening = true;
          synced = false;
          known = undefined;
          if (session > 1) log.info({ channel: CATALOGUE_CHANNEL }, 'catalogue notifications heard again');
          // Read once now, so the next request is served from memory (a failure leaves it to them).
          void readFromDatabase().catch(() => {});
        },
        onLost(error) {
          session++;
          listening = false;
          synced = false;
          known = undefined;
          log.warn(
            { channel: CATALOGUE_CHANNEL, error: String(error) },
            'catalogue notifications lost: the version is read from the database until they are heard again',
          );
        },
      });
    },
    async stop() {
      stopWatchingWrites?.();
      await stopListening?.();
    },
  };
}
