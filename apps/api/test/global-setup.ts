// Prepares what every API test file copies: on PostgreSQL, the run's database migrated and seeded
// once as a template; on PGlite, the demo media rendered once.
import { openDatabase } from '../src/db/client';
import { generateCity } from '../src/demo/city';
import { generateDemoMedia } from '../src/demo/photos';
import { TEST_MEDIA_DIR, TEST_PLOTS, dropLeftoverCopies, seedTestCity } from './database';

export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    await generateDemoMedia(`${TEST_MEDIA_DIR}/demo`, generateCity({ count: TEST_PLOTS }));
    return;
  }
  await dropLeftoverCopies(url);
  const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    await seedTestCity(database);
  } finally {
    // A template must have no open connection while it is being copied.
    await database.close();
  }
  return () => dropLeftoverCopies(url);
}
