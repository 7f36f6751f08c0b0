// `npm run seed:city -- --count 10000 [--seed 7]`: replaces the plots of the configured database
// (DATA_DIR's PGlite, or DATABASE_URL) with a generated demo city, for benchmarks and demos.
// Refuses a database where plots are already reserved: those rows are real business data.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { countReservations } from './demo.repository';
import { DEMO_SEED, clearPlots, seedDemoCity } from './index';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '300' },
    seed: { type: 'string', default: String(DEMO_SEED) },
  },
});
const plots = Number(values.count);
const seed = Number(values.seed);
if (!Number.isInteger(plots) || plots < 1 || plots > 10_000) {
  console.error('--count must be a whole number between 1 and 10000');
  process.exit(1);
}
if (!Number.isInteger(seed)) {
  console.error('--seed must be a whole number');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  const started = performance.now();
  const result = await database.withSetupLock(async (db) => {
    if ((await countReservations(db)) > 0)
      throw new Error('this database has reservations: refusing to replace its plots');
    await clearPlots(db);
    return seedDemoCity(db, { mediaDir: config.mediaDir, count: plots, seed });
  });
  console.log(`${result.inserted} plots written in ${Math.round(performance.now() - started)} ms`);
} finally {
  await database.close();
}
