import { defineConfig } from 'drizzle-kit';

// One schema and one set of migrations serve both PostgreSQL and the embedded PGlite.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/index.ts',
  out: './apps/api/src/db/migrations',
});
