// `npm run bench`: builds the web app and reports first-load JS/CSS per route; starts the real
// server on a fresh embedded database holding 10,000 plots; loads GET /api/v1/parcelles/cards with
// autocannon, side by side with the very same bytes served as a static file by the same server;
// measures the site plan with those 10,000 plots in Chromium. Writes bench/results/latest.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { measureBundles, measurePrecache, printBundles, printPrecache } from './bundle.mjs';
import { benchSitePlan } from './site-plan.mjs';
import { benchPublicReads } from './public-reads.mjs';
import { startServer, waitForDemoPictures, waitForHealth } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PLOTS = Number(process.env.BENCH_PLOTS ?? 10_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3210);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parcelles-bench-'));

const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DEMO_PLOTS: String(PLOTS),
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  DEMO_DATA: 'true',
};

function load(title, url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, result) => {
      if (err) return reject(err);
      resolve({
        scenario: title,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'MB/s': +(result.throughput.average / 1e6).toFixed(1),
        errors: result.errors + result.non2xx,
      });
    });
  });
}

async function main() {
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@parcelles/web'], {
    cwd: root,
    stdio: 'ignore',
  });
  if (build.status !== 0) throw new Error('the web build failed');
  const bundles = measureBundles();
  const precache = measurePrecache();
  let server = startServer(env);
  try {
    const firstStart = await waitForHealth(base, server);
    await waitForDemoPictures(base);
    const cards = await fetch(`${base}/api/v1/parcelles/cards`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const body = Buffer.from(await cards.arrayBuffer());
    const count = JSON.parse(body.toString()).data.length;
    if (count !== PLOTS) throw new Error(`expected ${PLOTS} cards, got ${count}`);
    // The same bytes as a file in the media folder, served by @fastify/static in the same process.
    writeFileSync(path.join(dataDir, 'media', 'cards.json'), body);

    // fetch() decodes bodies, so the encoded sizes are read from Content-Length.
    const encodedSize = async (encoding) =>
      Number(
        (
          await fetch(`${base}/api/v1/parcelles/cards`, { headers: { 'accept-encoding': encoding } })
        ).headers.get('content-length'),
      );
    const brBytes = await encodedSize('br');
    const gzipBytes = await encodedSize('gzip');

    const compressed = { 'accept-encoding': 'gzip, deflate, br' };
    const identity = { 'accept-encoding': 'identity' };
    const rows = [];
    for (const [title, url, headers] of [
      ['cards API, br/gzip', `${base}/api/v1/parcelles/cards`, compressed],
      ['static file, br/gzip', `${base}/media/cards.json`, compressed],
      ['cards API, uncompressed', `${base}/api/v1/parcelles/cards`, identity],
      ['static file, uncompressed', `${base}/media/cards.json`, identity],
    ]) {
      rows.push(await load(title, url, headers));
    }

    const sitePlan = await benchSitePlan({ baseUrl: base, chromiumPath: process.env.CHROMIUM_PATH });

    await server.stop();
    server = startServer(env);
    const restart = await waitForHealth(base, server);

    const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
    console.log(
      `\n${PLOTS} plots. Ready after ${firstStart.toFixed(1)} s on first start, ${restart.toFixed(1)} s on restart.`,
    );
    console.log(
      `Cards payload: ${kb(body.length)} JSON; ${kb(brBytes)} with br, ${kb(gzipBytes)} with gzip.`,
    );
    console.log(
      `${CONNECTIONS} connections for ${DURATION} s each; load generator on the same machine (${os.cpus().length} cores).\n`,
    );
    console.table(rows);
    printBundles(bundles);
    printPrecache(precache);
    console.log(
      `\nSite plan with ${PLOTS} plots in Chromium (1280x900): first draw after ${sitePlan.firstDrawMs} ms`,
    );
    console.table({ zoom: sitePlan.zoom, pan: sitePlan.pan });

    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    const result = {
      date: new Date().toISOString(),
      plots: PLOTS,
      firstStart,
      restart,
      payloadBytes: body.length,
      brBytes,
      gzipBytes,
      cards: rows,
      bundles,
      precache,
      sitePlan,
      // One plot's page data against a bare Node server (issue 14, ADR 024), once the above is done.
      publicReads: await benchPublicReads(),
    };
    writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify(result, null, 2));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
