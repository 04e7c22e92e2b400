import type { Page } from '@playwright/test';
import { buildPath, routes } from '@backoffice/api';
import { GUEST_CANCEL_REASONS, formatDate } from '@backoffice/domain';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import {
  acceptableRequest,
  allRequests,
  fetchRequest,
  freshRequests,
  signInWithToken,
  typeDateTime,
  typedDay,
} from './support';

let token = '';

test.beforeEach(async ({ page, request }) => {
  token = await signInWithToken(page, request);
});

async function openRequest(page: Page, id: number) {
  await page.goto(`/requests/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Request ${id}` })).toBeVisible();
}

/** Presses an action's button, checks it asks for the second click, then confirms. */
async function confirmTwice(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await button.click();
  const armed = page.getByRole('button', { name: `Confirm: ${name}`, exact: true });
  await expect(armed).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: `Press again to confirm: ${name}` }),
  ).toHaveCount(1);
  await armed.click();
}

const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).first();

test('cancel as guest: reason, message, Confirm, toast, refresh', async ({ page, request }) => {
  const [target] = freshRequests(await allRequests(request, token));
  await openRequest(page, target!.id);
  const form = page.getByRole('region', { name: 'Cancel as guest' });
  await form.getByRole('button', { name: /Reason/ }).click();
  await page
    .getByRole('group', { name: 'General reasons' })
    .getByRole('option', { name: 'Project postponed', exact: true })
    .click();
  await form.getByRole('textbox', { name: 'Message' }).fill('The guest postponed the move.');
  await confirmTwice(page, `Cancel as guest request ${target!.id}`);
  await expect(toast(page, 'Request cancelled as guest')).toBeVisible();
  // The view refreshed: the request is cancelled and the actions closed.
  await expect(
    page.getByRole('region', { name: 'Identifiers and state' }).getByText('Cancelled/Declined'),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Cancel as guest request ${target!.id}` }),
  ).toBeDisabled();
  expect((await fetchRequest(request, token, target!.id)).isCancelled).toBe(true);
  await expectNoAxeViolations(page);
});

test('decline as host asks for a reason and a message first', async ({ page, request }) => {
  const [target] = freshRequests(await allRequests(request, token));
  await openRequest(page, target!.id);
  const name = `Decline as host request ${target!.id}`;
  await confirmTwice(page, name);
  const form = page.getByRole('region', { name: 'Decline as host' });
  await expect(form.getByText('Please select a reason')).toBeVisible();
  await expect(form.getByText('Please write a message')).toBeVisible();
  await form.getByRole('button', { name: /Reason/ }).click();
  await page
    .getByRole('group', { name: 'Office reasons' })
    .getByRole('option', { name: 'Budget too low', exact: true })
    .click();
  await form.getByRole('textbox', { name: 'Message' }).fill('The budget does not fit.');
  await confirmTwice(page, name);
  await expect(toast(page, 'Request declined as host')).toBeVisible();
  expect((await fetchRequest(request, token, target!.id)).isCancelled).toBe(true);
});

test('propose a meeting with two slots', async ({ page, request }) => {
  const [target] = freshRequests(await allRequests(request, token));
  await openRequest(page, target!.id);
  const form = page.getByRole('region', { name: 'Propose a meeting' });
  await form.getByRole('button', { name: 'Add a slot' }).click();
  await typeDateTime(page, 'Slot 1', 20, '10:30');
  await typeDateTime(page, 'Slot 2', 21, '15:00');
  await confirmTwice(page, `Propose meeting for request ${target!.id}`);
  await expect(toast(page, 'Meeting created')).toBeVisible();
  const meetings = page.getByRole('region', { name: 'Meeting proposals' });
  await expect(
    meetings.getByRole('rowheader', { name: `${formatDate(typedDay(20).iso)} 10:30` }),
  ).toBeVisible();
  await expect(
    meetings.getByRole('rowheader', { name: `${formatDate(typedDay(21).iso)} 15:00` }),
  ).toBeVisible();
  const saved = await fetchRequest(request, token, target!.id);
  expect(saved.meetingsProposed.at(-1)?.appointments).toHaveLength(2);
});

test('schedule a visit on one date and time', async ({ page, request }) => {
  const [target] = freshRequests(await allRequests(request, token));
  await openRequest(page, target!.id);
  await typeDateTime(page, 'Visit date and time', 10, '09:15');
  await confirmTwice(page, `Schedule visit for request ${target!.id}`);
  await expect(toast(page, 'Meeting scheduled')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Visit and ratings' })
      .getByText(`${formatDate(typedDay(10).iso)} 09:15`),
  ).toBeVisible();
  expect((await fetchRequest(request, token, target!.id)).visitScheduled).toBe(true);
});

test('accept a proposed slot for the host', async ({ page, request }) => {
  const target = acceptableRequest(
    await allRequests(request, token, 'meeting_proposed'),
    'request_received',
  );
  await openRequest(page, target.id);
  const meetings = page.getByRole('region', { name: 'Meeting proposals' });
  const accept = meetings
    .getByRole('button', { name: /^Accept for host/ })
    .and(page.locator(':enabled'))
    .first();
  const name = (await accept.getAttribute('aria-label'))!;
  await confirmTwice(page, name);
  await expect(toast(page, 'Meeting proposal accepted')).toBeVisible();
  await expect(meetings.getByText('Accepted').first()).toBeVisible();
});

test('accept a proposed slot for the guest', async ({ page, request }) => {
  const requests = await allRequests(request, token, 'meeting_proposed');
  const target = acceptableRequest(requests, 'meeting_proposed');
  await openRequest(page, target.id);
  const meetings = page.getByRole('region', { name: 'Meeting proposals' });
  // Accepting for the host is only possible at request_received.
  await expect(meetings.getByRole('button', { name: /^Accept for host/ }).first()).toBeDisabled();
  const accept = meetings
    .getByRole('button', { name: /^Accept for guest/ })
    .and(page.locator(':enabled'))
    .first();
  const name = (await accept.getAttribute('aria-label'))!;
  await confirmTwice(page, name);
  await expect(toast(page, 'Meeting proposal accepted')).toBeVisible();
  expect((await fetchRequest(request, token, target.id)).visitScheduled).toBe(true);
});

test('a slot in the past cannot be accepted', async ({ page, request }) => {
  const target = acceptableRequest(
    await allRequests(request, token, 'meeting_proposed'),
    'meeting_proposed',
  );
  const slots = target.meetingsProposed.flatMap((m) => m.appointments);
  const latest = Math.max(...slots.map((a) => Date.parse(a.proposedDate)));
  // The browser's clock moves past every slot; the server's does not.
  await page.clock.setFixedTime(new Date(latest + 24 * 3_600_000));
  await openRequest(page, target.id);
  const meetings = page.getByRole('region', { name: 'Meeting proposals' });
  await expect(meetings.getByText('(past)')).toHaveCount(slots.length);
  for (const button of await meetings.getByRole('button', { name: /^Accept for/ }).all()) {
    await expect(button).toBeDisabled();
  }
});

test('a visit time in the past is refused before any call, and the input stays', async ({
  page,
  request,
}) => {
  const [target] = freshRequests(await allRequests(request, token));
  await openRequest(page, target!.id);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/')) calls.push(r.url());
  });
  await typeDateTime(page, 'Visit date and time', -2, '09:15');
  await confirmTwice(page, `Schedule visit for request ${target!.id}`);
  await expect(
    page
      .getByRole('region', { name: 'Schedule a visit' })
      .getByText('This visit time is in the past.'),
  ).toBeVisible();
  const group = page.getByRole('group', { name: 'Visit date and time' });
  await expect(group.getByRole('spinbutton', { name: /^day/ })).toHaveText(
    typedDay(-2).typed.slice(0, 2),
  );
  await expect(group.getByRole('spinbutton', { name: /^hour/ })).toHaveText('09');
  expect(calls, 'no call is made').toEqual([]);
  expect((await fetchRequest(request, token, target!.id)).visitScheduled).toBe(false);
});

test('a refused action shows the server’s reason in a toast and keeps what was typed', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 409/);
  const [target] = freshRequests(await allRequests(request, token));
  await openRequest(page, target!.id);
  await typeDateTime(page, 'Visit date and time', 10, '09:15');
  // Meanwhile someone else cancels the request: the page still offers the visit.
  const cancelled = await request.patch(buildPath(routes.guestCancel.path, { id: target!.id }), {
    data: { guestCancelledReason: GUEST_CANCEL_REASONS[0]!.code, guestCancelledMessage: 'Gone.' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(cancelled.ok()).toBe(true);
  await confirmTwice(page, `Schedule visit for request ${target!.id}`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'no visit can be scheduled' }).first(),
  ).toBeVisible();
  const group = page.getByRole('group', { name: 'Visit date and time' });
  await expect(group.getByRole('spinbutton', { name: /^day/ })).toHaveText(
    typedDay(10).typed.slice(0, 2),
  );
  await expect(group.getByRole('spinbutton', { name: /^hour/ })).toHaveText('09');
  expect((await fetchRequest(request, token, target!.id)).visitScheduled).toBe(false);
});
