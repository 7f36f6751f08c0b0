/**
 * Runs `task` once the browser has nothing more urgent to do, and at the latest after `timeoutMs`;
 * a browser without `requestIdleCallback` (Safari) runs it after `fallbackMs`. Returns the
 * cancellation, for an effect's clean-up.
 */
export function whenIdle(
  task: () => void,
  { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number },
) {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(id);
}
