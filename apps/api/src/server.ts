// Starts the service: reads the configuration, opens and prepares the database, listens, and
// closes on SIGTERM/SIGINT: requests in flight are drained for SHUTDOWN_GRACE_SECONDS, then cut, and
// every later step is bounded, so the process exits even when the database or data folder is gone.
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './demo/accounts';
import { seedDemoActivity } from './demo/activity';
import { seedDemoCity } from './demo/index';
import { readyMessage } from './logger';

/** How long each step of the shutdown after the grace period may take before it is abandoned. */
const CLOSE_STEP_MS = 5_000;

/** `'done'` when `work` settles within `ms`, its error when it fails, `'timeout'` otherwise. */
async function within(work: Promise<unknown>, ms: number): Promise<'done' | 'timeout' | Error> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([
      work.then(
        () => 'done' as const,
        (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
  });
  const seeded = await database.withSetupLock(async (db) => {
    if (!config.demoData) return { inserted: 0, accounts: 0 };
    // ADR 029: the demo photos are written once the server answers (a requested one first).
    const { inserted, media, demande } = await seedDemoCity(db, {
      mediaDir: config.mediaDir,
      count: config.demoPlots,
      photos: 'later',
    });
    // Demo accounts with a published password: never on a production server.
    const accounts = config.production ? 0 : await seedDemoAccounts(db);
    // ADR 037: the demo buyers' and staff's months of activity, played through the use cases.
    if (!config.production && demande) await seedDemoActivity(db, config, { demande });
    return { inserted, accounts, media };
  });

  // `npm start` builds the web app meanwhile (scripts/start.mjs): served from here on.
  await (globalThis as { parcellesWebBuild?: Promise<void> }).parcellesWebBuild;
  const app = await buildApp({ config, database, demoMedia: seeded.media });
  if (seeded.inserted > 0) app.log.info(`demo city created: ${seeded.inserted} plots`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    const graceMs = config.shutdownGraceMs;
    app.log.info(`${signal} received: no new connections, requests in flight have ${graceMs / 1000} s`);
    // The last resort, whatever still hangs (ADR 022).
    setTimeout(
      () => {
        app.log.error('shutdown did not finish in time, exiting');
        process.exit(1);
      },
      graceMs + 3 * CLOSE_STEP_MS,
    ).unref();
    // A keep-alive connection whose request ends during the drain is closed then, not at the end.
    const idle = setInterval(() => app.server.closeIdleConnections(), 200).unref();
    // Requests still running at the end of the grace period are cut: a cut upload deletes its files.
    const cut = setTimeout(() => {
      app.log.warn(`grace period over: cutting the requests still in flight`);
      app.server.closeAllConnections();
    }, graceMs).unref();
    // Stops listening, waits for the requests in flight, then the background tasks (which wait for
    // the database: bounded, for a database that no longer answers).
    const server = await within(app.close(), graceMs + CLOSE_STEP_MS);
    clearTimeout(cut);
    clearInterval(idle);
    // `pg` waits for each connection's goodbye, forever when the server vanished without a word.
    const db = await within(database.close(), CLOSE_STEP_MS);
    const outcome = (step: string, result: Awaited<ReturnType<typeof within>>) =>
      result === 'done' ? [] : [`${step} ${result === 'timeout' ? 'did not close in time' : result.message}`];
    const failed = [...outcome('server', server), ...outcome('database', db)];
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (failed.length === 0) {
      app.log.info(`closed in ${seconds} s`);
      process.exit(0);
    }
    app.log.error(`closed in ${seconds} s, not cleanly: ${failed.join('; ')}`);
    process.exit(1);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Fastify's own "listening" line is the ready line (one line per stage, issue 23).
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => readyMessage(address, config.publicUrl, where),
  });
  // Two photos at a time: the first visitors' requests still get a core.
  seeded.media?.renderAll({ concurrency: 2 }).then(
    () => app.log.debug('demo pictures written'),
    (error: unknown) => app.log.error({ error: String(error) }, 'demo pictures could not be written'),
  );
  if (config.demoData && !config.production) {
    app.log.info(
      `demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
