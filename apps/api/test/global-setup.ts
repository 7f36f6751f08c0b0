// Prepares what every API test file copies: on PostgreSQL, the run's database migrated and seeded
// once as a template; on PGlite, the demo media rendered once and an image of a migrated and
// seeded database, which each file opens instead of migrating and seeding its own (issue 24).
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { generateCity } from '../src/demo/city';
import { generateDemoMedia } from '../src/demo/photos';
import { TEST_MEDIA_DIR, TEST_PLOTS, dropLeftoverCopies, seedTestCity } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the PGlite template's image; empty on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    await generateDemoMedia(`${TEST_MEDIA_DIR}/demo`, generateCity({ count: TEST_PLOTS }));
    const database = await openDatabase({ pgliteDir: 'memory://' });
    const file = path.join(os.tmpdir(), `parcelles-test-template-${process.pid}.tar`);
    try {
      await seedTestCity(database);
      await writeFile(file, Buffer.from(await (await database.image!()).arrayBuffer()));
    } finally {
      await database.close();
    }
    project.provide('pgliteTemplate', file);
    return () => rm(file, { force: true });
  }
  project.provide('pgliteTemplate', '');
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
