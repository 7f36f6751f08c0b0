import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Mails go to a real SMTP server on loopback (e2e/support/global-setup.ts), which files them here.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
process.env.E2E_SMTP_PORT = String(smtpPort);
const mailDir = process.env.E2E_MAIL_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'parcelles-e2e-mail-'));
process.env.E2E_MAIL_DIR = mailDir;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  // Each worker has its own app server and database (e2e/support/test.ts, ADR 040): the specs of
  // one worker run one after the other on it, the workers side by side. A worker is a browser and
  // a server; most of their time is spent waiting on each other, so two run side by side even on
  // two cores (here: 48 runs in 4.9 min with two, 13.7 min with one), one more per two cores.
  workers: Number(process.env.E2E_WORKERS ?? Math.max(2, Math.floor(os.availableParallelism() / 2))),
  // Two workers share two cores with their servers and browsers: journeys take longer than alone.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
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
    {
      name: 'mobile-360',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      // Only what differs on a phone (issue 24): every route's fit at 360 px, the back office's
      // included (phone-layout), the map's touch and docked popup (explore), the buyer's journey,
      // the home page, and the weak network. Staff screens' journeys, the mails, the server
      // rendering and the stored payloads are the same code on both and run on the desktop.
      testMatch: /\/(phone-layout|explore|buyer-journey|home|offline|offline-pwa)\.spec\.ts$/,
    },
  ],
});
