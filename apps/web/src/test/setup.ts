import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

// Lazy screens load their chunk on first visit; on a busy two-core CI runner that can take more
// than the default second (seen past 5 s with the machine loaded 20 deep).
configure({ asyncUtilTimeout: 10_000 });

// Without Vitest globals Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
// The session lives in localStorage (lib/session.ts): each test starts signed out.
afterEach(() => localStorage.clear());

// jsdom does not implement scrolling; scroll-to-top.tsx calls it on every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// jsdom has no media queries; the app asks for the phone breakpoint and reduced motion. Answer
// "no" to both: the desktop layout, with motion.
const noop = () => {};
window.matchMedia = ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: noop,
  removeEventListener: noop,
  addListener: noop,
  removeListener: noop,
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;

// A console.error during a test is a bug (act warnings, bad props, failed requests): fail on it.
// One exception: React's "environment is not configured to support act" comes from Testing
// Library's own waitFor switching the act environment off while a late chunk or timer of the app
// settles, on a loaded CI runner; it says nothing about the app, and only appears under load.
const ACT_ENVIRONMENT_NOISE = 'The current testing environment is not configured to support act';
let consoleErrors: unknown[][];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith(ACT_ENVIRONMENT_NOISE)) return;
    consoleErrors.push(args);
    process.stderr.write(`console.error: ${args.map(String).join(' ')}\n`);
  });
});
afterEach(() => {
  expect(consoleErrors, 'console.error was called during the test').toEqual([]);
});
