// `npm start` as a newcomer sees it: the time from the command to the first 200 of /api/v1/health and
// of the home page, on a fresh data folder (the 300-plot demo city created), then to every picture
// the home page and the site plan show answering 200 (the demo photos are written after the server
// answers, a requested one first: ADR 028).
//
//   node bench/first-start.mjs [--runs 3] [--fresh] [--dir <clone>]
//
// --fresh deletes the web build (apps/web/dist) before each run and gives the run an empty temporary
// folder (so tsx finds no transpiled file in its cache either), as on a fresh clone; without it the
// build is reused when up to date. --dir times another checkout (a fresh clone after `npm ci`).
// Settings: BENCH_PORT (3460). Prints one line per run and the median, with the load average.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    fresh: { type: 'boolean', default: false },
    dir: { type: 'string' },
  },
});
const root = path.resolve(values.dir ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const port = Number(process.env.BENCH_PORT ?? 3460);
const base = `http://127.0.0.1:${port}`;
const runs = Number(values.runs);

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function ok(url) {
  try {
    return (await fetch(url, { headers: { accept: 'text/html,*/*' } })).status === 200;
  } catch {
    return false;
  }
}

async function run() {
  if (values.fresh) rmSync(path.join(root, 'apps/web/dist'), { recursive: true, force: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parcelles-first-start-'));
  const logPath = path.join(dataDir, '..', `${path.basename(dataDir)}.log`);
  const log = openSync(logPath, 'w');
  const started = performance.now();
  // `npm start` itself, in its own process group so that stopping it stops node too.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      ...(values.fresh ? { TMPDIR: mkdtempSync(path.join(dataDir, 'tmp-')) } : {}),
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  let health = null;
  let home = null;
  while ((health === null || home === null) && performance.now() - started < 300_000) {
    if (exited) throw new Error(`npm start exited before answering, see ${logPath}`);
    if (health === null && (await ok(`${base}/api/v1/health`))) health = performance.now();
    if (home === null && (await ok(`${base}/`))) home = performance.now();
    if (health === null || home === null) await new Promise((r) => setTimeout(r, 50));
  }
  // Every picture the home page shows, and the site plan, answer at once (never a broken image).
  const html = await (await fetch(`${base}/`)).text();
  const plan = await (await fetch(`${base}/api/v1/plan`)).text();
  const media = new Set([...`${html} ${plan}`.matchAll(/\/media\/[\w./-]+\.(?:webp|svg)/g)].map((m) => m[0]));
  const answers = await Promise.all([...media].map((url) => ok(`${base}${url}`)));
  const pictures = (performance.now() - started) / 1000;
  const mediaOk = `${answers.filter(Boolean).length}/${media.size}`;
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => (exited ? r() : child.once('exit', r)));
  closeSync(log);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(logPath, { force: true });
  if (health === null || home === null) throw new Error('no answer within 300 s');
  return { health: (health - started) / 1000, home: (home - started) / 1000, pictures, mediaOk };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `${root}${values.fresh ? ' (web build deleted before each run)' : ''}, ${os.cpus().length} cores`,
);
const results = [];
for (let i = 1; i <= runs; i++) {
  const before = load();
  const result = await run();
  results.push(result);
  console.log(
    `run ${i}: health ${result.health.toFixed(2)} s, home ${result.home.toFixed(2)} s, pictures ${result.mediaOk} served at ${result.pictures.toFixed(2)} s (load average before: ${before})`,
  );
}
console.log(
  `median of ${runs}: health ${median(results.map((r) => r.health)).toFixed(2)} s, home ${median(
    results.map((r) => r.home),
  ).toFixed(2)} s; load average now ${load()}`,
);
