// `npm run bench:pages`: how the public pages load on a phone. Builds the web app, starts the real
// server (scripts/start.mjs, production mode: the build served compressed with its cache headers)
// on a fresh embedded database with the 300-plot demo city, then for /, /map, /parcelle/{id} (an
// available plot with photos, found through the API) and /login:
// - Lighthouse 12, mobile profile with its default simulated throttling, performance only,
//   BENCH_RUNS (3) runs per page taken in turn, the median of each figure: performance score,
//   FCP, LCP, TBT, CLS, and the script bytes transferred;
// - first-load JS gzipped of the route's code, from Vite's manifest (bench/bundle.mjs);
// - the bytes of the page on a first visit (empty cache) and on a repeat visit (a new tab in the
//   same browser profile, its HTTP cache and service worker kept), counted on the wire by a TCP
//   proxy between Chromium and the server, so requests made by a service worker count too.
// Prints a markdown table and writes bench/results/pages.json. Nothing is asserted.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { measureBundles } from './bundle.mjs';
import { startServer, waitForDemoPictures, waitForHealth } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];
const TARGETS = { performance: 0.95, lcpMs: 2000, cls: 0.02, tbtMs: 150 };
/**
 * Lighthouse's 4× CPU slowdown is meant for a host in its "high-end desktop" bracket, benchmarkIndex
 * 1500-2000 (docs/throttling.md of Lighthouse): it then lands in the mid-tier mobile bracket. The
 * same 4× on a slower host emulates a slower phone, on a faster one a faster phone. The calibrated
 * pass scales the slowdown by the host's measured index so that every host emulates the same phone:
 * 4 × benchmarkIndex / 1750. BENCH_CALIBRATED=0 skips it.
 */
const LIGHTHOUSE_REFERENCE_INDEX = 1750;
const DEFAULT_CPU_SLOWDOWN = 4;
const CALIBRATED = process.env.BENCH_CALIBRATED !== '0';
/** A visit is over once nothing has crossed the wire for this long after the load event. */
const QUIET_MS = 2000;
const VISIT_TIMEOUT_MS = 30_000;

/** A port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The newest available plot that has photos (the plot page a buyer usually opens), else any. */
async function pickPlot(base) {
  const response = await fetch(`${base}/api/v1/parcelles?statut=DISPONIBLE&limit=100`);
  if (!response.ok) throw new Error(`GET /api/v1/parcelles answered ${response.status}`);
  const { parcelles } = (await response.json()).data;
  const plot = parcelles.find((p) => p.photos?.length > 0) ?? parcelles[0];
  if (!plot) throw new Error('no available plot in the demo city');
  return plot;
}

/**
 * A TCP proxy in front of the server that counts the bytes it sends back (headers, bodies, 304s),
 * and when it last sent any.
 */
async function countingProxy(targetPort) {
  const state = { bytes: 0, lastActivity: Date.now() };
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', () => (state.lastActivity = Date.now()));
    upstream.on('data', (chunk) => {
      state.bytes += chunk.length;
      state.lastActivity = Date.now();
    });
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    state,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(resolve);
      }),
  };
}

/** Opens `url` in a new tab of `context` and returns the bytes the server sent until it went quiet. */
async function visit(context, url, proxy) {
  const page = await context.newPage();
  proxy.state.bytes = 0;
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: VISIT_TIMEOUT_MS });
  while (Date.now() - proxy.state.lastActivity < QUIET_MS && Date.now() - started < VISIT_TIMEOUT_MS) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const bytes = proxy.state.bytes;
  await page.close();
  return bytes;
}

/** First visit (empty cache) and repeat visit (same profile) of each page, as Lighthouse's phone. */
async function measureVisits(pages, proxyBase, proxy) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  try {
    const result = {};
    for (const { name, pathname } of pages) {
      // A context of its own per page: an empty HTTP cache, no service worker, no storage.
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
        userAgent: userAgents.mobile,
        locale: 'fr-FR',
      });
      try {
        const firstBytes = await visit(context, proxyBase + pathname, proxy);
        const repeatBytes = await visit(context, proxyBase + pathname, proxy);
        result[name] = { firstBytes, repeatBytes };
      } catch (error) {
        console.warn(`Visits of ${pathname} not measured: ${error.message}`);
        result[name] = { firstBytes: null, repeatBytes: null };
      } finally {
        await context.close();
      }
    }
    return { chromium: browser.version(), visits: result };
  } finally {
    await browser.close();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse run: the figures of the table, from its report. */
async function lighthouseRun(url, chromePort, cpuSlowdownMultiplier) {
  const { lhr } = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Merged into the mobile profile's simulated throttling; the network stays slow 4G.
    ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
  });
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  return {
    performance: lhr.categories.performance.score,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    scriptBytes: items.find((i) => i.resourceType === 'script')?.transferSize ?? null,
    totalBytes: audit('total-byte-weight'),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    cpuSlowdownMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier,
    runtimeError: lhr.runtimeError?.message,
    warnings: lhr.runWarnings,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

/**
 * BENCH_RUNS Lighthouse runs per page, the pages in turn so a busy moment hits them all alike;
 * `cpuSlowdownMultiplier`: the calibrated pass's, else Lighthouse's default.
 */
async function measureLighthouse(pages, base, cpuSlowdownMultiplier) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const runs = Object.fromEntries(pages.map((p) => [p.name, []]));
    for (let run = 1; run <= RUNS; run++) {
      for (const { name, pathname } of pages) {
        // A failed run is reported and left out of the medians rather than ending the bench.
        const result = await lighthouseRun(base + pathname, chrome.port, cpuSlowdownMultiplier).catch(
          (error) => ({
            runtimeError: error.message,
          }),
        );
        if (result.runtimeError) console.warn(`Lighthouse ${name} run ${run}: ${result.runtimeError}`);
        else
          console.log(
            `Lighthouse run ${run}/${RUNS}${cpuSlowdownMultiplier ? ` (CPU ${cpuSlowdownMultiplier}×)` : ''} ${name}: ${result.performance} · LCP ${Math.round(result.lcpMs)} ms · TBT ${Math.round(result.tbtMs)} ms`,
          );
        runs[name].push(result);
      }
    }
    return runs;
  } finally {
    await chrome.kill();
  }
}

function summarise(runs) {
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    performance: pick('performance'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    speedIndexMs: pick('speedIndexMs'),
    scriptBytes: pick('scriptBytes'),
    totalBytes: pick('totalBytes'),
  };
}

function markdownTable(rows) {
  const kb = (bytes) => (bytes == null ? '–' : (bytes / 1024).toFixed(1));
  const s = (ms) => (ms == null ? '–' : (ms / 1000).toFixed(2));
  const mark = (ok) => (ok ? '' : ' ✗');
  const header = [
    'page',
    'perf',
    'FCP s',
    'LCP s',
    'TBT ms',
    'CLS',
    'JS KB gz (route)',
    'JS KB wire',
    'first visit KB',
    'repeat visit KB',
  ];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- ').join('|')}|`];
  for (const r of rows) {
    const m = r.median;
    lines.push(
      `| ${[
        `\`${r.label}\``,
        m.performance == null ? '–' : m.performance.toFixed(2) + mark(m.performance >= TARGETS.performance),
        s(m.fcpMs),
        s(m.lcpMs) + mark(m.lcpMs != null && m.lcpMs <= TARGETS.lcpMs),
        (m.tbtMs == null ? '–' : Math.round(m.tbtMs)) + mark(m.tbtMs != null && m.tbtMs <= TARGETS.tbtMs),
        (m.cls == null ? '–' : m.cls.toFixed(3)) + mark(m.cls != null && m.cls <= TARGETS.cls),
        kb(r.routeJsBytes),
        kb(m.scriptBytes),
        kb(r.firstBytes),
        kb(r.repeatBytes),
      ].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const started = Date.now();
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('the web build failed');
  const bundles = new Map();
  try {
    for (const b of measureBundles()) bundles.set(b.route, b.jsBytes);
  } catch (error) {
    // The build's layout may change (server rendering); the rest of the bench still holds.
    console.warn(`First-load JS per route not measured: ${error.message}`);
  }
  const loadBefore = os.loadavg();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parcelles-bench-pages-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
  };
  // The 300-plot demo city of `npm start`, whatever the calling shell says.
  delete env.DEMO_PLOTS;
  delete env.DATABASE_URL;
  delete env.WEB_DIST;
  const server = startServer(env);
  let proxy;
  try {
    const readyAfter = await waitForHealth(base, server);
    console.log(`Server ready after ${readyAfter.toFixed(1)} s.`);
    await waitForDemoPictures(base);
    const plot = await pickPlot(base);
    const pages = [
      { name: 'home', label: '/', pathname: '/', route: 'home' },
      { name: 'map', label: '/map', pathname: '/map', route: 'map' },
      {
        name: 'parcelle',
        label: '/parcelle/{id}',
        pathname: `/parcelle/${plot.id}`,
        route: 'parcelle-detail',
      },
      { name: 'login', label: '/login', pathname: '/login', route: 'login' },
    ];

    proxy = await countingProxy(port);
    const { chromium: chromiumVersion, visits } = await measureVisits(
      pages,
      `http://127.0.0.1:${proxy.port}`,
      proxy,
    );
    const runs = await measureLighthouse(pages, base);
    const hostIndex = median(Object.values(runs).flatMap((r) => r.map((x) => x.benchmarkIndex)));
    const calibratedSlowdown =
      CALIBRATED && hostIndex
        ? Math.min(
            20,
            Math.max(1, +((DEFAULT_CPU_SLOWDOWN * hostIndex) / LIGHTHOUSE_REFERENCE_INDEX).toFixed(1)),
          )
        : null;
    const calibratedRuns = calibratedSlowdown
      ? await measureLighthouse(pages, base, calibratedSlowdown)
      : null;

    const rows = pages.map((p) => ({
      page: p.name,
      label: p.label,
      url: p.pathname,
      median: summarise(runs[p.name]),
      routeJsBytes: bundles.get(p.route) ?? null,
      ...visits[p.name],
      runs: runs[p.name],
      calibrated: calibratedRuns && {
        cpuSlowdownMultiplier: calibratedSlowdown,
        median: summarise(calibratedRuns[p.name]),
        runs: calibratedRuns[p.name],
      },
    }));
    const machine = {
      cpu: os.cpus()[0]?.model,
      cores: os.cpus().length,
      // 1-minute load average before and after: Lighthouse's TBT and LCP grow on a busy machine.
      loadAverage: [loadBefore[0], os.loadavg()[0]].map((l) => +l.toFixed(1)),
      node: process.version,
      chromium: chromiumVersion,
      lighthouse: Object.values(runs)
        .flat()
        .find((r) => r.lighthouseVersion)?.lighthouseVersion,
      benchmarkIndex: hostIndex,
    };
    const seconds = ((Date.now() - started) / 1000).toFixed(0);

    console.log(
      `\nLighthouse ${machine.lighthouse} mobile (simulated throttling), median of ${RUNS} runs; ` +
        `${machine.cores} cores, Node ${machine.node}, Chromium ${machine.chromium}, ` +
        `benchmarkIndex ${machine.benchmarkIndex}, load ${machine.loadAverage.join(' → ')}; plot ${plot.numeroLot}. ✗ = misses the target ` +
        `(perf ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}).\n`,
    );
    console.log(markdownTable(rows));
    if (calibratedSlowdown) {
      console.log(
        `\nThe same, CPU slowdown calibrated to this host: ${DEFAULT_CPU_SLOWDOWN} × ${machine.benchmarkIndex} / ` +
          `${LIGHTHOUSE_REFERENCE_INDEX} = ${calibratedSlowdown}× (the phone Lighthouse's 4× emulates on a host of its reference bracket):\n`,
      );
      console.log(markdownTable(rows.map((r) => ({ ...r, median: r.calibrated.median }))));
    }
    console.log(`\nDone in ${seconds} s.`);

    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/pages.json'),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          runs: RUNS,
          targets: TARGETS,
          machine,
          plot: { id: plot.id, numeroLot: plot.numeroLot },
          serverReadySeconds: readyAfter,
          pages: rows,
        },
        null,
        2,
      ),
    );
  } finally {
    await proxy?.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
