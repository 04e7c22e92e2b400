import type { Page } from '@playwright/test';
import { checkA11y, injectAxe } from 'axe-playwright';

/**
 * Fails the test on any axe violation of the page as it is now (portals and toasts included).
 *
 * One known exception: React Aria's live announcer (`[data-live-announcer]`, a visually hidden
 * log). A pending button is announced there by reference to the button and its spinner
 * (`role="img" aria-labelledby="<button> <spinner>"`); when the action's result removes the
 * button (a request's form once it is cancelled), the announcement left in the log refers to
 * nothing until React Aria clears it, which axe reports as an image without a name. It is no
 * part of the page a person reads.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colours in the middle of a transition (a theme switched, a button leaving its hover) are
  // neither the old nor the new ones, and axe's contrast check would judge them: every finite
  // animation and transition on the page ends first (a spinner's endless one is not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  await checkA11y(
    page,
    { exclude: [['[data-live-announcer]']] },
    {
      detailedReport: true,
      detailedReportOptions: { html: true },
      // Only violations are collected: passes and inapplicable rules are not listed node by
      // node, which takes a screen's check from seconds to about one (every rule still runs).
      axeOptions: { resultTypes: ['violations'] },
    },
  );
}
