import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The web's test settings, extended by the root vitest.config.ts into its two web projects (which
// files each runs is said there); paths below are relative to this directory.
export default defineProject({
  plugins: [react()],
  resolve: {
    // Resolve packages as the browser build does. With Node's conditions react-router/dom and
    // react-router load as two copies (CJS and ESM) whose router contexts cannot see each other.
    conditions: ['module', 'browser', 'development|production'],
  },
  test: {
    root: import.meta.dirname,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Typing into several fields with user-event takes seconds on a busy 2-core machine.
    testTimeout: 30_000,
    // Each test stubs `fetch` for itself; never let one test's stub leak into the next.
    unstubGlobals: true,
    restoreMocks: true,
  },
});
