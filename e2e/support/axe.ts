// axe must find no serious or critical violation on any screen (DESIGN.md §5). It is run once the
// page's finite animations and transitions have ended: a bubble fading in, or a floating button
// stepping aside, is half transparent for 200 ms, and axe would judge its contrast mid-fade. One
// that starts while axe looks (the customer-service hint comes on a timer) makes it look again.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Waits for what moves to end, then notes whether anything starts moving from now on. */
function settle(page: Page) {
  return page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        // Spinners turn for ever; only what ends is waited for.
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const flags = window as unknown as { axeSawMotion?: boolean };
    flags.axeSawMotion = false;
    const saw = () => (flags.axeSawMotion = true);
    for (const type of ['animationstart', 'transitionstart']) {
      document.addEventListener(type, saw, { capture: true, once: true });
    }
  });
}

const sawMotion = (page: Page) =>
  page.evaluate(() => (window as unknown as { axeSawMotion?: boolean }).axeSawMotion === true);

/**
 * A part below the fold is not rendered until scrolled near (ADR 034), and axe cannot judge the
 * contrast of text whose background was never painted: every part is rendered while axe looks, as
 * it is when a reader reaches it.
 */
async function renderEverything(page: Page) {
  const style = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  return () => style.evaluate((element) => (element as HTMLStyleElement).remove());
}

export async function expectAccessible(page: Page, where = page.url()) {
  const restore = await renderEverything(page);
  let serious: string[] = [];
  for (let look = 1; look <= 3; look++) {
    await settle(page);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    if (serious.length === 0 || !(await sawMotion(page))) break;
  }
  await restore();
  expect.soft(serious, where).toEqual([]);
}
