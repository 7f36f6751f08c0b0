import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

// Without Vitest globals Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// jsdom does not implement scrolling; scroll-to-top.tsx calls it on every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// A console.error during a test is a bug (act warnings, bad props, failed requests): fail on it.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleError, 'console.error was called during the test').not.toHaveBeenCalled();
});
