import type { Page } from '@playwright/test';
import { checkA11y, injectAxe } from 'axe-playwright';

/** Fails the test on any axe violation of the page as it is now (portals and toasts included). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await injectAxe(page);
  await checkA11y(page, undefined, { detailedReport: true, detailedReportOptions: { html: true } });
}
