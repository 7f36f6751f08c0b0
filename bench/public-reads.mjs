// `npm run bench:public-reads` (also part of `npm run bench`): how close one plot's public page data,
// GET /api/v1/parcelles/{id}, comes to a bare Node server sending the very same bytes (issue 14,
// ADR 024). Starts the real API (production mode, 10,000 plots) on PGlite, and on PostgreSQL when
// DATABASE_URL is set (in a fresh database created beside it and dropped after), then loads both
// with autocannon and prints req/s and their ratio. Returns the rows for bench/results/latest.json.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { waitForDemoPictures } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PLOTS = Number(process.env.BENCH_PLOTS ?? 10_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3212);
const BARE_PORT = PORT + 1;

/** A process whose `stop()` sends SIGTERM and resolves once it has exited. */
function start(command, args, env) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitFor(url) {
  for (const deadline = Date.now() + 300_000; Date.now() < deadline;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within 300 s`);
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (err, result) => {
      if (err) return reject(err);
      resolve({
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    });
  });
}

// The bare server: Node's http module answering every request with the bytes and headers given,
// in a process of its own as the API has.
const BARE = `
const http = require('node:http');
const { body, headers } = JSON.parse(process.env.BARE_RESPONSE);
const bytes = Buffer.from(body, 'base64');
http.createServer((req, res) => { res.writeHead(200, { ...headers, 'content-length': bytes.length }); res.end(bytes); })
  .listen(Number(process.env.BARE_PORT), '127.0.0.1');
`;

/** Loads one plot's page data from the API at `base`, then the same bytes from a bare server. */
async function compare(label, base) {
  const cards = await (await fetch(`${base}/api/v1/parcelles/cards?limit=1`)).json();
  const url = `${base}/api/v1/parcelles/${cards.data[0].id}`;
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await res.arrayBuffer());
  // Every header the API sent (its security headers too), but those Node's http sets itself.
  const headers = {};
  for (const [name, value] of res.headers) {
    if (!['date', 'connection', 'keep-alive', 'content-length'].includes(name)) headers[name] = value;
  }
  const bare = start('node', ['-e', BARE], {
    ...process.env,
    BARE_PORT: String(BARE_PORT),
    BARE_RESPONSE: JSON.stringify({ body: body.toString('base64'), headers }),
  });
  try {
    const bareUrl = `http://127.0.0.1:${BARE_PORT}/`;
    await waitFor(bareUrl);
    const api = await load(url);
    const plain = await load(bareUrl);
    return {
      rows: [
        { database: label, server: 'API GET /parcelles/{id}', ...api },
        { database: label, server: 'bare Node, same bytes', ...plain },
      ],
      ratio: +(api['req/s'] / plain['req/s']).toFixed(2),
      bytes: body.length,
    };
  } finally {
    await bare.stop();
  }
}

/** Runs the API on the database `databaseUrl` names (PGlite when undefined) and compares. */
async function onDatabase(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parcelles-bench-reads-'));
  const env = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    DEMO_DATA: 'true',
    DEMO_PLOTS: String(PLOTS),
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
  };
  if (!databaseUrl) delete env.DATABASE_URL;
  const server = start(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], env);
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(`${base}/api/v1/health`);
    await waitForDemoPictures(base);
    return await compare(label, base);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A fresh database beside the one `url` names, dropped by `drop()`. */
async function freshPostgres(url) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const name = `parcelles_bench_${randomBytes(4).toString('hex')}`;
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return { url: fresh.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

export async function benchPublicReads() {
  const results = [];
  if (process.env.DATABASE_URL) {
    const database = await freshPostgres(process.env.DATABASE_URL);
    try {
      results.push(await onDatabase('PostgreSQL', database.url));
    } finally {
      await database.drop();
    }
  }
  results.push(await onDatabase('PGlite', undefined));

  console.log(
    `\nOne plot's page data (${results[0].bytes} bytes), ${PLOTS} plots, ${CONNECTIONS} connections for ${DURATION} s each; load generator on the same machine (${os.cpus().length} cores).`,
  );
  console.table(results.flatMap((r) => r.rows));
  for (const r of results) console.log(`${r.rows[0].database}: API / bare Node = ${r.ratio}×`);
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchPublicReads();
