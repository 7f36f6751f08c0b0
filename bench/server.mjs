// The real server for the benches: `scripts/start.mjs` in a child process (as `npm start` runs it),
// and a wait for its health check.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the server with `env`; `stop()` sends SIGTERM and resolves once it has exited. */
export function startServer(env) {
  const child = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Seconds until `base` answered /api/v1/health; fails if the server exits or takes over 300 s. */
export async function waitForHealth(base, server) {
  let gone = false;
  void server.exited.then(() => (gone = true));
  const started = Date.now();
  while (Date.now() - started < 300_000) {
    if (gone) throw new Error('the server exited before answering /api/v1/health');
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return (Date.now() - started) / 1000;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not answer /api/v1/health within 300 s');
}

/**
 * Asks for every demo picture (each size of the photos of the first 100 plots, and the site plan)
 * and resolves once all have answered: the server writes them after it answers (ADR 028), and a
 * bench that loads it meanwhile would share the CPU with that work.
 */
export async function waitForDemoPictures(base) {
  const list = await (await fetch(`${base}/api/v1/parcelles?limit=100`)).json();
  const plan = await (await fetch(`${base}/api/v1/plan`)).json();
  const urls = new Set(
    [...JSON.stringify([list, plan]).matchAll(/\/media\/demo\/[\w.-]+\.(?:webp|svg)/g)].map((m) => m[0]),
  );
  await Promise.all([...urls].map((url) => fetch(`${base}${url}`).then((res) => res.arrayBuffer())));
}
