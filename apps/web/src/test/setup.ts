import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { stubFetch, takeUnexpectedRequests } from './api';

// Lazy screens load their chunk on first visit; on a busy two-core CI runner that can take more
// than the default second (seen past 5 s with the machine loaded 20 deep).
configure({ asyncUtilTimeout: 10_000 });

// No request is expected unless the test declares it (api.ts): one nobody answers fails the test,
// as MSW's onUnhandledRequest: 'error' does. Registered first so that it runs last (afterEach hooks
// run as a stack): a throwing hook skips the ones after it, and the screen must be unmounted first.
beforeEach(() => {
  takeUnexpectedRequests();
  stubFetch(() => undefined);
});
afterEach(() => {
  const unexpected = takeUnexpectedRequests();
  if (unexpected.length > 0) {
    throw new Error(
      `Unexpected request${unexpected.length > 1 ? 's' : ''}, answered by no handler of the test ` +
        `(declare each one the screen should make):\n${unexpected.map((r) => `  ${r}`).join('\n')}`,
    );
  }
});
// Files share one document per worker (isolate: false, issue 24): whatever a test left in the
// body outside Testing Library's containers goes too, after the unmount below (hooks run as a stack).
afterEach(() => document.body.replaceChildren());
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
