import { whenIdle } from './when-idle';

/**
 * Registers the service worker (ADR 026) once the page has loaded and the browser is idle: its
 * install downloads the public pages' code in advance (about 300 KB), which on a weak network must
 * not compete with what the page itself is still fetching. Builds only: development has none.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    whenIdle(() => void navigator.serviceWorker.register('/sw.js', { scope: '/' }), {
      timeoutMs: 5000,
      fallbackMs: 1000,
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
