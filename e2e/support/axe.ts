// axe must find no serious or critical violation on any screen (DESIGN.md §5). It is run once the
// page's finite animations and transitions have ended: a bubble fading in, or a floating button
// stepping aside, is half transparent for 200 ms, and axe would judge its contrast mid-fade.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectAccessible(page: Page, where = page.url()) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Spinners turn for ever; only what ends is waited for.
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect
    .soft(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      where,
    )
    .toEqual([]);
}
