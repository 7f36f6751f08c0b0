import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3107);
// The config is read again in each worker; only the main process starts the server, on a data
// folder of its own so every run begins with a fresh database.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'parcelles-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// Mails go to a real SMTP server on loopback (e2e/support/global-setup.ts), which files them here.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
process.env.E2E_SMTP_PORT = String(smtpPort);
const mailDir = process.env.E2E_MAIL_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'parcelles-e2e-mail-'));
process.env.E2E_MAIL_DIR = mailDir;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  // One server and one database for every spec: a journey reserving plots must not move the counts
  // another spec is reading, so specs run one after the other.
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser (see README).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      // The 360 px layout sweep is about phones only.
      testIgnore: /phone-layout\.spec\.ts/,
    },
    { name: 'mobile-360', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // On PostgreSQL when the run gives one (CI: the run's own database, which the API tests only
      // copied), otherwise on a fresh embedded database in DATA_DIR.
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // The outbox sender looks for mails to send five times a second.
      MAIL_POLL_SECONDS: '0.2',
      // Every journey signs up and in from 127.0.0.1, the demo admin a dozen times: more than one
      // address or account may in a quarter of an hour.
      RATE_LIMIT_SCALE: '100',
    },
  },
});
