// `npm run screenshots`: starts the app on a fresh demo database, opens the map page in Debian's
// Chromium and writes the small picture the README shows (docs/screenshots/map.webp).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.SCREENSHOT_PORT ?? 3220);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parcelles-screenshots-'));
const out = path.join(root, 'docs/screenshots');

const server = spawn('node', ['scripts/start.mjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
});
const exited = new Promise((resolve) => server.once('exit', resolve));

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

try {
  await waitForHealth();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  await page.goto(`${base}/map`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The plan and its plots are drawn once the cards have arrived.
  await page.waitForFunction(() => performance.getEntriesByName('site-plan:first-draw').length > 0, null, {
    timeout: 30_000,
  });
  await page.waitForTimeout(500);
  const png = await page.screenshot({ fullPage: false });
  await browser.close();
  mkdirSync(out, { recursive: true });
  await sharp(png).resize({ width: 960 }).webp({ quality: 80 }).toFile(path.join(out, 'map.webp'));
  console.log(`wrote ${path.relative(root, path.join(out, 'map.webp'))}`);
} finally {
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
