import type { Locator, Page } from '@playwright/test';
import { buildPath, routes } from '@backoffice/api';
import { ACTION_REASONS, GUEST_CANCEL_REASONS, formatDate } from '@backoffice/domain';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import {
  acceptableRequest,
  allRequests,
  chooseProjectPostponed,
  expectActionsClosed,
  fetchRequest,
  freshRequests,
  openAction,
  openRequest,
  signInBeforeEach,
  typeDateTime,
  typedDay,
} from './support';

const session = signInBeforeEach();

/**
 * Presses an action's button, checks it asks for the second click and says what it will do,
 * then confirms (the click waits until the armed button can confirm: 500 ms after it shows).
 */
async function confirmTwice(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await button.click();
  const armed = page.getByRole('button', { name: `Confirm: ${name}`, exact: true });
  await expect(armed).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /^Press again to confirm: .+\?$/ }),
  ).toHaveCount(1);
  await armed.click();
}

/** Presses an action's button on a form that cannot be sent: it says why and never arms. */
async function refusedToArm(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Confirm: ${name}`, exact: true })).toHaveCount(0);
}

const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).first();

test('cancel as guest: reason, message, Confirm, toast, refresh; who, why and when shown', async ({
  page,
  request,
}) => {
  const [target] = freshRequests(await allRequests(request, session.token));
  await openRequest(page, target!.id);
  const form = await openAction(page, 'Cancel as guest');
  await chooseProjectPostponed(page, form);
  await form.getByRole('textbox', { name: 'Message' }).fill('The guest postponed the move.');
  // A double click only arms: once the armed button could confirm it is still
  // armed, saying what it will do, and nothing was sent; Cancel steps back.
  const name = `Cancel as guest request ${target!.id}`;
  await page.getByRole('button', { name, exact: true }).dblclick();
  const armed = page.getByRole('button', { name: `Confirm: ${name}`, exact: true });
  await expect(armed).toBeEnabled();
  await expect(armed).toHaveAccessibleDescription(
    `Cancel request ${target!.id} for the guest, with this reason and message?`,
  );
  expect((await fetchRequest(request, session.token, target!.id)).isCancelled).toBe(false);
  await page.getByRole('button', { name: `Cancel: ${name}`, exact: true }).click();
  await expect(page.getByRole('button', { name, exact: true })).toBeFocused();
  await confirmTwice(page, name);
  await expect(toast(page, 'Request cancelled as guest')).toBeVisible();
  // The view refreshed: the request is cancelled, focus is on what it says, and only the
  // actions that still apply are offered, the others with their reason.
  const withdrawal = page.getByRole('region', { name: 'Cancelled by the guest' });
  await expect(withdrawal.getByRole('heading', { name: 'Cancelled by the guest' })).toBeFocused();
  await expect(withdrawal.getByText('Project postponed')).toBeVisible();
  await expect(withdrawal.getByText('The guest postponed the move.')).toBeVisible();
  await expect(withdrawal.getByText(formatDate(new Date()))).toBeVisible();
  // Who recorded it, and the header's last change in one line.
  await expect(withdrawal.getByText('Camille Dubois', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/^Last change: Camille Dubois, \d\d:\d\d, cancelled as the guest$/),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Identifiers and state' }).getByText('Cancelled/Declined'),
  ).toBeVisible();
  // Every action still shown, disabled, with the spec's reason read with it.
  await expectActionsClosed(page);
  expect((await fetchRequest(request, session.token, target!.id)).isCancelled).toBe(true);
  await expectNoAxeViolations(page);
});

test('decline as host asks for a reason and a message first', async ({ page, request }) => {
  const [target] = freshRequests(await allRequests(request, session.token));
  await openRequest(page, target!.id);
  const name = `Decline as host request ${target!.id}`;
  const form = await openAction(page, 'Decline as host');
  // The form's checks come before any 'Confirm'.
  await refusedToArm(page, name);
  await expect(form.getByText('Please select a reason', { exact: true })).toBeVisible();
  await expect(form.getByText('Please write a message', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: /Reason/ }).click();
  await page
    .getByRole('group', { name: 'Office reasons' })
    .getByRole('option', { name: 'Budget too low', exact: true })
    .click();
  await form.getByRole('textbox', { name: 'Message' }).fill('The budget does not fit.');
  await confirmTwice(page, name);
  await expect(toast(page, 'Request declined as host')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Declined by the host' })).toBeFocused();
  expect((await fetchRequest(request, session.token, target!.id)).isCancelled).toBe(true);
});

test('propose a meeting with two slots', async ({ page, request }) => {
  const [target] = freshRequests(await allRequests(request, session.token));
  await openRequest(page, target!.id);
  const form = await openAction(page, 'Propose a meeting');
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
  const saved = await fetchRequest(request, session.token, target!.id);
  expect(saved.meetingsProposed.at(-1)?.appointments).toHaveLength(2);
  // Focus is on the new proposal.
  await expect(page.locator('h3:focus')).toHaveText(
    new RegExp(`^Meeting ${saved.meetingsProposed.at(-1)!.meetingId}\\D`),
  ); // What was sent is not unsaved work: leaving asks nothing.
  await page.getByRole('link', { name: '← Back to requests' }).click();
  await expect(page).toHaveURL(/\/requests$/);
});

/** Accepts, confirmed twice, the first slot `party` may accept in `meetings`; waits for the toast. */
async function acceptFirstSlot(page: Page, meetings: Locator, party: 'host' | 'guest') {
  const accept = meetings
    .getByRole('button', { name: new RegExp(`^Accept for ${party}`) })
    .and(page.locator(':enabled'))
    .first();
  const name = (await accept.getAttribute('aria-label'))!;
  await confirmTwice(page, name);
  await expect(toast(page, 'Meeting proposal accepted')).toBeVisible();
}

test('accept a proposed slot for the host', async ({ page, request }) => {
  const target = acceptableRequest(
    await allRequests(request, session.token, 'meeting_proposed'),
    'request_received',
  );
  await openRequest(page, target.id);
  const meetings = page.getByRole('region', { name: 'Meeting proposals' });
  await acceptFirstSlot(page, meetings, 'host');
  await expect(meetings.getByText('Accepted').first()).toBeVisible();
  // The pressed button is gone: focus is on the meeting, now accepted.
  await expect(page.locator('h3:focus')).toHaveText(/^Meeting \d+(?:\D.*)?Accepted/);
});

test('accept a proposed slot for the guest', async ({ page, request }) => {
  const requests = await allRequests(request, session.token, 'meeting_proposed');
  const target = acceptableRequest(requests, 'meeting_proposed');
  await openRequest(page, target.id);
  const meetings = page.getByRole('region', { name: 'Meeting proposals' });
  // Accepting for the host is only possible at request_received.
  await expect(meetings.getByRole('button', { name: /^Accept for host/ }).first()).toBeDisabled();
  await acceptFirstSlot(page, meetings, 'guest');
  expect((await fetchRequest(request, session.token, target.id)).visitScheduled).toBe(true);
});

test('a slot in the past cannot be accepted', async ({ page, request }) => {
  const target = acceptableRequest(
    await allRequests(request, session.token, 'meeting_proposed'),
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

test('a visit time in the past is refused before any call, the input stays; a future one is scheduled', async ({
  page,
  request,
}) => {
  const [target] = freshRequests(await allRequests(request, session.token));
  await openRequest(page, target!.id);
  await openAction(page, 'Schedule a visit');
  const calls: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    // Not the session's activity ping nor the presence heartbeat: they tell the server a
    // person is there, on their own clock (a slow run caught a heartbeat here).
    const background = pathname.endsWith('/activity') || pathname.endsWith('/csm/presence');
    if (r.method() !== 'GET' && pathname.startsWith('/api/') && !background) calls.push(r.url());
  });
  await typeDateTime(page, 'Visit date and time', -2, '09:15');
  await refusedToArm(page, `Schedule visit for request ${target!.id}`);
  await expect(
    page
      .getByRole('group', { name: 'Schedule a visit', exact: true })
      .getByText('This visit time is in the past.', { exact: true }),
  ).toBeVisible();
  const group = page.getByRole('group', { name: 'Visit date and time' });
  await expect(group.getByRole('spinbutton', { name: /^day/ })).toHaveText(
    typedDay(-2).typed.slice(0, 2),
  );
  await expect(group.getByRole('spinbutton', { name: /^hour/ })).toHaveText('09');
  expect(calls, 'no call is made').toEqual([]);
  expect((await fetchRequest(request, session.token, target!.id)).visitScheduled).toBe(false);

  // The same form, a date in ten days: scheduled, shown, and focus on the visit's meeting.
  await typeDateTime(page, 'Visit date and time', 10, '09:15');
  await confirmTwice(page, `Schedule visit for request ${target!.id}`);
  await expect(toast(page, 'Meeting scheduled')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Visit and ratings' })
      .getByText(`${formatDate(typedDay(10).iso)} 09:15`),
  ).toBeVisible();
  await expect(page.locator('h3:focus')).toHaveText(/^Meeting \d+(?:\D.*)?Accepted/);
  expect((await fetchRequest(request, session.token, target!.id)).visitScheduled).toBe(true);
});

test('a refused action shows the server’s reason in a toast and keeps what was typed', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 409/);
  const [target] = freshRequests(await allRequests(request, session.token));
  await openRequest(page, target!.id);
  await openAction(page, 'Schedule a visit');
  await typeDateTime(page, 'Visit date and time', 10, '09:15');
  // Meanwhile someone else cancels the request: the page still offers the visit.
  const cancelled = await request.patch(buildPath(routes.guestCancel.path, { id: target!.id }), {
    data: { guestCancelledReason: GUEST_CANCEL_REASONS[0]!.code, guestCancelledMessage: 'Gone.' },
    headers: session.auth(),
  });
  expect(cancelled.ok()).toBe(true);
  // Live refresh tells the page within 5 s; the open form stays, typed input and all, with
  // why it no longer applies above it (an update never takes an edit away).
  await expect(
    page.getByRole('status').filter({ hasText: ACTION_REASONS.alreadyWithdrawn }),
  ).toBeVisible({ timeout: 5000 });
  await confirmTwice(page, `Schedule visit for request ${target!.id}`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'already cancelled or declined' }).first(),
  ).toBeVisible();
  const group = page.getByRole('group', { name: 'Visit date and time' });
  await expect(group.getByRole('spinbutton', { name: /^day/ })).toHaveText(
    typedDay(10).typed.slice(0, 2),
  );
  await expect(group.getByRole('spinbutton', { name: /^hour/ })).toHaveText('09');
  expect((await fetchRequest(request, session.token, target!.id)).visitScheduled).toBe(false);
  // The typed visit is unsaved work: the Back link asks first, and staying keeps it.
  await page.getByRole('link', { name: '← Back to requests' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without sending?' });
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await expect(leave).toHaveCount(0);
  await expect(group.getByRole('spinbutton', { name: /^hour/ })).toHaveText('09');
});

test('the request detail: its actions where the eye starts, contacts and office as links', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const [target] = freshRequests(await allRequests(request, session.token));
  await openRequest(page, target!.id);
  // The actions in a side column, at the top of the first screen, beside the details.
  const actions = page.getByRole('complementary', { name: 'Actions' });
  const side = (await actions.boundingBox())!;
  const meetings = (await page.getByRole('region', { name: 'Meeting proposals' }).boundingBox())!;
  expect(side.y).toBeLessThan(250);
  expect(side.x).toBeGreaterThan(meetings.x + meetings.width - 1);
  // Only what applies, a disabled action with its reason.
  await expect(actions.getByRole('button', { name: 'Download contract' })).toBeDisabled();
  await expect(
    actions.getByText('Download contract is possible once the contract is signed.'),
  ).toBeVisible();
  await expect(
    actions.getByRole('button', { name: 'Propose a meeting', exact: true }),
  ).toBeEnabled();

  // Phone numbers and emails are links; an email is whole, on one line.
  const guest = page.getByRole('region', { name: 'Guest' });
  await expect(guest.getByRole('link', { name: target!.guest.email })).toHaveAttribute(
    'href',
    `mailto:${target!.guest.email}`,
  );
  if (target!.guest.phoneNumber) {
    await expect(guest.getByRole('link', { name: target!.guest.phoneNumber })).toHaveAttribute(
      'href',
      `tel:${target!.guest.phoneNumber.replace(/[^\d+]/g, '')}`,
    );
  }
  // Where each email's lines break, if anywhere: the character that starts each new line.
  const breaks = (
    await page.locator('a[href^="mailto:"]').evaluateAll((links) =>
      links.flatMap((link) => {
        const chars: { char: string; top: number }[] = [];
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < (node.textContent ?? '').length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            chars.push({ char: node.textContent![i]!, top: range.getBoundingClientRect().top });
          }
        }
        return chars.filter((c, i) => i > 0 && c.top > chars[i - 1]!.top + 2).map((c) => c.char);
      }),
    )
  ).filter(Boolean);
  // Whole, on one line (they broke over 2–3 lines).
  expect(breaks, 'the host and guest emails on one line').toEqual([]);
  await expectNoAxeViolations(page);

  // The office id leads to the office's detail.
  await page
    .getByRole('region', { name: 'Contact request' })
    .getByRole('link', { name: `Office ${target!.officeId}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/offices/search/details/${target!.officeId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
