import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Web test files that replace a module with vi.mock: they need a module cache of their own. The
 * others share one per worker (issue 24: the web project in 40 s instead of 75 s here).
 */
const WEB_MOCKING = [
  'src/app/routes/map.test.tsx',
  'src/features/admin-paiements/components/proof-viewer.test.tsx',
];

export default defineConfig({
  test: {
    // Vitest's default leaves a core free (one worker on 2 cores); the API's files wait on the
    // database much of the time, so every core runs a file (issue 24). VITEST_MAX_WORKERS sets it.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? Math.max(2, os.availableParallelism())),
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file builds its own app on its own database and closes it; the modules are
          // imported once per worker instead of once per file (issue 24: 224 s -> 152 s here).
          isolate: false,
        },
      },
      {
        extends: 'apps/web/vitest.config.ts',
        test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: WEB_MOCKING, isolate: false },
      },
      {
        extends: 'apps/web/vitest.config.ts',
        test: { name: 'web-mocks', include: WEB_MOCKING },
      },
    ],
  },
});
