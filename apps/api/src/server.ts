// Starts the service: reads the configuration, opens and prepares the database, listens, and
// closes cleanly on SIGTERM/SIGINT.
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo/accounts';
import { seedDemoCity } from './demo/index';
import { readyMessage } from './logger';

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
    const { inserted } = await seedDemoCity(db, { mediaDir: config.mediaDir, count: config.demoPlots });
    // Demo accounts with a published password: never on a production server.
    const accounts = config.production ? 0 : await seedDemoAccounts(db);
    return { inserted, accounts };
  });

  const app = await buildApp({ config, database });
  if (seeded.inserted > 0) app.log.info(`demo city created: ${seeded.inserted} plots`);
  if (seeded.accounts > 0)
    app.log.info(`demo accounts created: ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    readyMessage(
      address,
      config.publicUrl,
      database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL',
    ),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
