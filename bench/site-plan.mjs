// The interactive site plan under load (DESIGN.md §5: 10,000 plots stay at 60 fps in Chromium).
// Against a running server holding the plots, opens /map in headless Chromium and measures:
// - firstDrawMs: from navigation start to the plots first painted (the component's
//   'site-plan:first-draw' performance mark), so it includes fetching the 10,000 cards;
// - zoom and pan: requestAnimationFrame intervals while the wheel zooms in bursts around the
//   cursor and while the mouse drags the plan, as mean / p95 / p99 frame time and the share of
//   frames over 16.7 ms (a missed 60 fps frame).
// Used by bench/run.mjs; also runs alone: node bench/site-plan.mjs http://localhost:3000
// The functions given to page.evaluate run in the page, where these are defined.
/* global window, document, requestAnimationFrame */
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const FIRST_DRAW_MARK = 'site-plan:first-draw';
const FRAME_BUDGET_MS = 1000 / 60;
const VIEWPORT = { width: 1280, height: 900 };

export async function benchSitePlan({ baseUrl, chromiumPath = '/usr/bin/chromium' }) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.goto(`${baseUrl}/map`);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_DRAW_MARK, {
      timeout: 120_000,
    });
    const firstDrawMs = await page.evaluate(
      (mark) => performance.getEntriesByName(mark)[0].startTime,
      FIRST_DRAW_MARK,
    );
    const plots = await page.evaluate(() => document.querySelectorAll('[role="application"] canvas').length);
    if (plots === 0) throw new Error('site plan: no canvas found on /map');

    const box = await page.getByRole('application').boundingBox();
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(centre.x, centre.y);
    // Let the first paint and any late layout settle before measuring.
    await page.waitForTimeout(500);

    const zoom = await recordFrames(page, async () => {
      // Bursts of wheel steps with pauses, as a hand scrolls: the pauses let the plan repaint at
      // the new zoom, which is part of what is measured.
      for (const direction of [-1, -1, -1, 1, 1, 1, -1, 1]) {
        for (let tick = 0; tick < 4; tick++) {
          await page.mouse.wheel(0, direction * 100);
          await page.waitForTimeout(40);
        }
        await page.waitForTimeout(250);
      }
    });

    // Pan zoomed in, where there is somewhere to go.
    for (let tick = 0; tick < 8; tick++) await page.mouse.wheel(0, -100);
    await page.waitForTimeout(500);
    const pan = await recordFrames(page, async () => {
      await page.mouse.down();
      const radius = Math.min(box.width, box.height) / 4;
      const steps = 180;
      for (let step = 0; step <= steps; step++) {
        const angle = (step / steps) * 4 * Math.PI;
        await page.mouse.move(
          centre.x + radius * Math.sin(angle),
          centre.y + radius * (1 - Math.cos(angle)) - radius / 2,
        );
        await page.waitForTimeout(16);
      }
      await page.mouse.up();
    });

    return { firstDrawMs: round(firstDrawMs), zoom, pan };
  } finally {
    await browser.close();
  }
}

/** Runs `interact` while the page records the interval between animation frames. */
async function recordFrames(page, interact) {
  await page.evaluate(() => {
    const frames = [];
    let last = performance.now();
    window.__sitePlanBench = { frames, running: true };
    const loop = (now) => {
      frames.push(now - last);
      last = now;
      if (window.__sitePlanBench.running) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
  await interact();
  const frames = await page.evaluate(() => {
    window.__sitePlanBench.running = false;
    // The first interval measures from the set-up call, not between two frames.
    return window.__sitePlanBench.frames.slice(1);
  });
  return frameStats(frames);
}

function frameStats(frames) {
  const sorted = [...frames].sort((a, b) => a - b);
  const percentile = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const mean = frames.reduce((sum, frame) => sum + frame, 0) / Math.max(frames.length, 1);
  // A frame "over budget" took longer than one 60 Hz interval, with 1 ms of timer jitter allowed.
  const slow = frames.filter((frame) => frame > FRAME_BUDGET_MS + 1).length;
  return {
    frames: frames.length,
    meanMs: round(mean),
    p95Ms: round(percentile(95)),
    p99Ms: round(percentile(99)),
    maxMs: round(sorted.at(-1) ?? 0),
    over16_7msShare: round(slow / Math.max(frames.length, 1), 3),
  };
}

const round = (value, digits = 1) => Number(value.toFixed(digits));

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const baseUrl = process.argv[2];
  if (!baseUrl) {
    console.error(
      'usage: node bench/site-plan.mjs <base URL of a server holding the plots, e.g. http://localhost:3000>',
    );
    process.exit(2);
  }
  console.log(JSON.stringify(await benchSitePlan({ baseUrl }), null, 2));
}
