/**
 * Settings, in Chromium against the real server: the demo Admin sets the "Request received"
 * threshold of "Waiting too long" to 60 days and saves; the screen says so and keeps the
 * value, and the board (the open requests waiting too long) uses it at once. The threshold
 * is set back to its default after the test, whatever happened, so that the other specs'
 * boards are as they expect.
 */
import type { APIRequestContext } from '@playwright/test';
import { routes } from '@backoffice/api';
import type { RequestBoardAnswer, StageThresholdsAnswer } from '@backoffice/api';
import { STAGE_WAIT_DAYS, THRESHOLD_WORDS } from '@backoffice/domain';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { LOAD, signInBeforeEach, toast } from './support';

const session = signInBeforeEach();

/** The threshold this spec changes, and its default (2 days). */
const COLUMN = 'request_received';
const DEFAULT_DAYS = STAGE_WAIT_DAYS[COLUMN];

/** Sets "Request received" back to its default through the API (no If-Match: over any). */
async function restoreDefault(request: APIRequestContext) {
  const response = await request.put(routes.saveStageThresholds.path, {
    headers: session.auth(),
    data: { thresholds: [{ column: COLUMN, days: DEFAULT_DAYS }] },
  });
  expect(response.status(), 'the threshold set back to its default').toBe(200);
}

const daysOf = (answer: StageThresholdsAnswer) =>
  answer.thresholds.find((t) => t.column === COLUMN)?.days;

test.afterEach(async ({ request }) => {
  await restoreDefault(request);
});

test('the Admin sets "Request received" to 60 days: saved, kept, and the board waits 60 days', async ({
  page,
  request,
}) => {
  // From the default, whatever an earlier run left.
  await restoreDefault(request);
  await page.goto('/settings');
  const heading = page.getByRole('heading', { level: 1, name: 'Settings' });
  await expect(heading).toBeVisible(LOAD);
  await expect(page).toHaveTitle('Settings · Back-office');
  const section = page.getByRole('region', { name: THRESHOLD_WORDS.title });
  const field = section.getByRole('textbox', { name: 'Request received' });
  await expect(field).toHaveValue(String(DEFAULT_DAYS), LOAD);
  await expect(field).toHaveAccessibleDescription(THRESHOLD_WORDS.byDefault(DEFAULT_DAYS));
  await expectNoAxeViolations(page);

  // From the keyboard: the field, 60, Enter saves.
  await field.fill('60');
  await field.press('Enter');
  await expect(toast(page, THRESHOLD_WORDS.saved)).toBeVisible();
  await expect(field).toHaveValue('60');
  await expect(field).toBeFocused();
  await expect(
    section.getByText(/^Last changed by .+, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
  ).toBeVisible();
  expect(
    daysOf(await session.get<StageThresholdsAnswer>(request, routes.stageThresholds.path)),
  ).toBe(60);
  // Read again from the server, the screen shows what was saved.
  await page.reload();
  await expect(section.getByRole('textbox', { name: 'Request received' })).toHaveValue('60', LOAD);

  // The board of the open requests waiting too long: its first column waits 60 days now.
  await page.goto('/requests?open=true&waiting=true');
  await expect(page.getByRole('group', { name: 'Requests by funnel stage' })).toBeVisible(LOAD);
  const board = await session.get<RequestBoardAnswer>(request, routes.requestBoard.path, {
    open: true,
    waiting: true,
  });
  expect(board.columns.find((c) => c.key === COLUMN)?.waitAfterDays).toBe(60);
});
