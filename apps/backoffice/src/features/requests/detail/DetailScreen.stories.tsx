import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, confirmable, mockApi } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';
import * as fit from '@/stories/windowFit';
import { historyList, openHistory } from '@/shared/history/historyStory';
import { mockApiAs } from '@/shared/roleStory';
import { FAILED, statePlay, withScenario } from '@/stories/screenStates';

/**
 * A request over the mock API on the reference date (16/03/2026). Mock request 1 was just
 * received; 2 has a meeting proposed (its slots can be accepted for the guest); 7 has a
 * signed contract; 8 is cancelled.
 */
export default {
  title: 'Screens/Request detail',
  component: AppStory,
  args: { path: '/requests/2' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

/** The request's page, once drawn with its actions (their code loads after the page). */
const title = async (canvasElement: HTMLElement, id: number) => {
  const canvas = within(canvasElement);
  const heading = await canvas.findByRole('heading', { level: 1, name: `Request ${id}` });
  const actions = within(await canvas.findByRole('complementary', { name: 'Actions' }));
  await waitFor(() =>
    expect(actions.queryByRole('progressbar', { name: 'Loading the actions' })).toBeNull(),
  );
  return { heading, actions };
};

const toasts = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens an action of the side column; its form shows in place. */
const openAction = async (actions: ReturnType<typeof within>, name: string) => {
  await userEvent.click(actions.getByRole('button', { name }));
  return within(actions.getByRole('group', { name }));
};

/** A fresh mock database for a story that changes data (stories must not share one). */
const own = (options?: Parameters<typeof mockApi>[0]) => ({ msw: { handlers: mockApi(options) } });

export const MeetingProposed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { actions } = await title(canvasElement, 2);
    // Disabled but focusable, with why as its description (and in view).
    const download = actions.getByRole('button', { name: 'Download contract' });
    await expect(download).toHaveAttribute('aria-disabled', 'true');
    await expect(download).toHaveAccessibleDescription(
      'Download contract is possible once the contract is signed.',
    );
    await expect(
      actions.getByText('Download contract is possible once the contract is signed.'),
    ).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Propose a meeting' })).toBeVisible();
    const meetings = within(canvas.getByRole('region', { name: 'Meeting proposals' }));
    await expect(meetings.getAllByRole('button', { name: /^Accept for guest/ })[0]).toBeEnabled();
    await expect(meetings.getAllByRole('button', { name: /^Accept for host/ })[0]).toBeDisabled();
    await expect(
      meetings.getAllByText(
        'Accept for host is possible only while the request is at Request received.',
      )[0],
    ).toBeVisible();
    const visit = within(canvas.getByRole('region', { name: 'Visit and ratings' }));
    await expect(visit.getByText('pending')).toBeVisible();
    await expect(visit.getAllByText('na')).toHaveLength(3);
    // Emails and phone numbers are links.
    const guest = within(canvas.getByRole('region', { name: 'Guest' }));
    await expect(guest.getByRole('link', { name: /@example\.org$/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  },
};

export const ContractSigned: Story = {
  args: { path: '/requests/7' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { actions } = await title(canvasElement, 7);
    await expect(actions.getByRole('button', { name: 'Download contract' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: /View contract draft/ })).toHaveAttribute(
      'href',
      'https://admin.example.com/contract-flow/5007',
    );
    // Every action shown: those the rules forbid disabled, with their reason.
    for (const name of ['Cancel as guest', 'Decline as host']) {
      const action = actions.getByRole('button', { name: new RegExp(`^${name}`) });
      await expect(action).toHaveAttribute('aria-disabled', 'true');
      await expect(action).toHaveAccessibleDescription('Not possible once the contract is signed.');
    }
  },
};

export const Cancelled: Story = {
  name: 'Cancelled: who, why and when',
  args: { path: '/requests/8' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { actions } = await title(canvasElement, 8);
    await expect(canvas.getAllByText('Cancelled/Declined').length).toBeGreaterThan(0);
    const withdrawal = within(canvas.getByRole('region', { name: 'Cancelled by the guest' }));
    await expect(withdrawal.getByText('The guest found another office.')).toBeVisible();
    // Operations §6: the actions "are disabled when the request is cancelled": each shown,
    // disabled, its reason read with it and shown on focus.
    for (const name of [
      'Propose a meeting',
      'Schedule a visit',
      'Cancel as guest',
      'Decline as host',
    ]) {
      const action = actions.getByRole('button', { name: new RegExp(`^${name}`) });
      await expect(action).toHaveAttribute('aria-disabled', 'true');
      await expect(action).toHaveAccessibleDescription(
        'Not possible: the request is already cancelled or declined.',
      );
    }
    const propose = actions.getByRole('button', { name: /^Propose a meeting/ });
    propose.focus();
    await expect(propose).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    // Nothing opens: no form under it.
    await expect(propose).not.toHaveAttribute('aria-expanded');
    propose.blur();
  },
};

export const GuestCancel: Story = {
  name: 'Cancel as guest: reason, message, Confirm, toast, focus on the result',
  args: { path: '/requests/1' },
  parameters: own(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { actions } = await title(canvasElement, 1);
    const form = await openAction(actions, 'Cancel as guest');
    await userEvent.click(form.getByRole('button', { name: /Reason/ }));
    // The reasons come in named groups; the option's name is its label alone.
    const general = await toasts(canvasElement).findByRole('group', { name: 'General reasons' });
    await userEvent.click(within(general).getByRole('option', { name: 'Project postponed' }));
    await userEvent.type(
      form.getByRole('textbox', { name: 'Message' }),
      'The guest found another office.',
    );
    await userEvent.click(form.getByRole('button', { name: 'Cancel as guest request 1' }));
    await userEvent.click(
      await confirmable(form.getByRole('button', { name: 'Confirm: Cancel as guest request 1' })),
    );
    await expect(
      await toasts(canvasElement).findByText('Request cancelled as guest'),
    ).toBeInTheDocument();
    const heading = await canvas.findByRole('heading', { name: 'Cancelled by the guest' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

export const MissingSlots: Story = {
  name: 'Propose meeting without slots: the spec’s message, before any Confirm',
  args: { path: '/requests/1' },
  parameters: own(),
  play: async ({ canvasElement }) => {
    const { actions } = await title(canvasElement, 1);
    const form = await openAction(actions, 'Propose a meeting');
    await userEvent.click(form.getByRole('button', { name: 'Add a slot' }));
    // The form's check runs before the button arms: the message, and no 'Confirm'.
    const propose = form.getByRole('button', { name: 'Propose meeting for request 1' });
    await userEvent.click(propose);
    await expect(
      await form.findByText('Please fill in all the slots', { selector: ':not([role=status])' }),
    ).toBeVisible();
    await expect(propose).toHaveAccessibleName('Propose meeting for request 1');
    await expect(form.queryByRole('button', { name: /^Cancel: / })).toBeNull();
  },
};

export const RefusedAction: Story = {
  name: 'A refused action keeps what was typed, and may keep it as a note',
  args: { path: '/requests/1' },
  parameters: own({ scenarios: { hostDecline: { error: 'conflict' } } }),
  play: async ({ canvasElement }) => {
    const { actions } = await title(canvasElement, 1);
    const form = await openAction(actions, 'Decline as host');
    await userEvent.click(form.getByRole('button', { name: /Reason/ }));
    const office = await toasts(canvasElement).findByRole('group', { name: 'Office reasons' });
    await userEvent.click(within(office).getByRole('option', { name: 'Budget too low' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Message' }), 'Too low.');
    await userEvent.click(form.getByRole('button', { name: 'Decline as host request 1' }));
    await userEvent.click(
      await confirmable(form.getByRole('button', { name: 'Confirm: Decline as host request 1' })),
    );
    await expect(await toasts(canvasElement).findByRole('alert')).toHaveTextContent(
      'This changed meanwhile',
    );
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Too low.');
    // Someone acted first: the words typed may be kept as a staff note, not lost.
    const keep = form.getByRole('group', { name: 'Your message was not sent' });
    await userEvent.click(within(keep).getByRole('button', { name: 'Keep my text as a note' }));
    const notes = await within(canvasElement).findByRole('list', { name: 'Notes, oldest first' });
    await expect(
      await within(notes).findByText('Decline as host, not sent: Too low.'),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  },
};

/** The Back link asks first; Keep editing stays on request 1. */
async function backAsksAndStays(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const page = toasts(canvasElement);
  await userEvent.click(canvas.getByRole('link', { name: '← Back to requests' }));
  const leave = await page.findByRole('alertdialog', { name: 'Leave without sending?' });
  await userEvent.click(within(leave).getByRole('button', { name: 'Keep editing' }));
  await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  await expect(canvas.getByRole('heading', { level: 1, name: 'Request 1' })).toBeVisible();
}

export const LeaveUnsent: Story = {
  name: 'Leaving with a typed action asks first (a link, Logout)',
  args: { path: '/requests/1' },
  parameters: own(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = toasts(canvasElement);
    const { actions } = await title(canvasElement, 1);
    const form = await openAction(actions, 'Decline as host');
    const message = form.getByRole('textbox', { name: 'Message' });
    await userEvent.type(message, 'Too low.');
    await backAsksAndStays(canvasElement);
    await expect(message).toHaveValue('Too low.');
    // Logout asks the same question; the picture shows it.
    await userEvent.click(canvas.getByRole('button', { name: /Camille Martin/ }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Logout' }));
    await expect(
      await page.findByRole('alertdialog', { name: 'Leave without sending?' }),
    ).toHaveTextContent('What you typed in the action form is not sent.');
  },
};

export const LeaveHalfTyped: Story = {
  name: 'A half-typed meeting slot counts as typed: leaving asks first',
  args: { path: '/requests/1' },
  parameters: own(),
  play: async ({ canvasElement }) => {
    const { actions } = await title(canvasElement, 1);
    const form = await openAction(actions, 'Propose a meeting');
    const slot = await form.findByRole('group', { name: 'Slot 1' });
    const [day] = within(slot).getAllByRole('spinbutton');
    await userEvent.click(day!);
    // A day and no more: the slot is still empty to the form, but something was typed.
    await userEvent.keyboard('20');
    await backAsksAndStays(canvasElement);
    await expect(day).toHaveTextContent('20');
  },
};

export const HistoryShown: Story = {
  name: 'History: who, when and what changed, newest first, opened by keyboard',
  play: async ({ canvasElement }) => {
    await title(canvasElement, 2);
    await openHistory(canvasElement);
    const { list, summaries } = await historyList(canvasElement);
    // Each write a sentence with its staff member's name, the reason by its label.
    await expect(summaries()).toEqual([
      'Camille Martin cancelled the request as the guest: Project postponed, “Le locataire a trouvé ailleurs.”',
      'Léa Bernard proposed 1 visit slot: 14/03/2026 10:00',
    ]);
    const [newest, older] = Array.from(list.children);
    await expect(newest).toHaveTextContent('16/03/2026 09:00');
    await expect(newest).toHaveTextContent('Step: Meeting proposed → Cancelled by the guest');
    await expect(newest).toHaveTextContent('Cancelled: No → Yes');
    await expect(older).toHaveTextContent('16/03/2026 08:00');
    await expect(older).toHaveTextContent('Step: Request received → Meeting proposed');
    // A page of history only: no page navigation.
    await expect(
      within(canvasElement).queryByRole('navigation', { name: 'History pages' }),
    ).toBeNull();
  },
};

export const HistoryShownDark: Story = {
  ...HistoryShown,
  name: 'History, dark',
  globals: { theme: 'dark' },
};

export const NotFound: Story = {
  args: { path: '/requests/999' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'This request does not exist' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withScenario('request', 'loading'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading the request' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: withScenario('request', FAILED),
  play: statePlay({ heading: 'The request could not be loaded', found: 'visible' }),
};

export const Dark: Story = {
  ...MeetingProposed,
  globals: { theme: 'dark' },
};

/**
 * On the common office screen: who (host and guest side by side, emails whole) and
 * where it stands (state, actions) above the fold; the meetings card's empty state one line.
 */
export const AtGlance1440: Story = {
  name: 'At a glance, 1440 × 900',
  tags: ['window-size'],
  args: { path: '/requests/1' },
  parameters: { windowSize: { width: 1440, height: 900 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { actions } = await title(canvasElement, 1);
    const host = canvas.getByRole('region', { name: 'Host' }).getBoundingClientRect();
    const guest = canvas.getByRole('region', { name: 'Guest' }).getBoundingClientRect();
    await expect(guest.top).toBe(host.top);
    await expect(guest.left).toBeGreaterThanOrEqual(host.right);
    await expect(Math.max(host.bottom, guest.bottom)).toBeLessThanOrEqual(900);
    const state = canvas.getAllByText('Request received')[0]!.getBoundingClientRect();
    await expect(state.bottom).toBeLessThanOrEqual(900);
    const side = canvas.getByRole('complementary', { name: 'Actions' }).getBoundingClientRect();
    await expect(side.top).toBeLessThan(300);
    await expect(actions.getByRole('button', { name: 'Propose a meeting' })).toBeVisible();
    // Emails on one line.
    for (const party of ['Host', 'Guest']) {
      const email = within(canvas.getByRole('region', { name: party })).getByRole('link', {
        name: /@/,
      });
      const lineHeight = parseFloat(getComputedStyle(email).lineHeight);
      await expect(email.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    }
  },
};

/** Request 1's who (host and guest, their emails whole) and where it stands (its state). */
async function whoAndWhere(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const { actions } = await title(canvasElement, 1);
  const host = canvas.getByRole('region', { name: 'Host' });
  const guest = canvas.getByRole('region', { name: 'Guest' });
  const email = (party: HTMLElement) => within(party).getByRole('link', { name: /@/ });
  for (const [party, region] of [
    ['host', host],
    ['guest', guest],
  ] as const) {
    await fit.expectOneLine(email(region), `the ${party}’s email`);
  }
  // Side by side.
  await expect(guest.getBoundingClientRect().top).toBe(host.getBoundingClientRect().top);
  await expect(guest.getBoundingClientRect().left).toBeGreaterThanOrEqual(
    host.getBoundingClientRect().right,
  );
  return {
    host,
    guest,
    email,
    state: canvas.getAllByText('Request received')[0]!,
    side: canvas.getByRole('complementary', { name: 'Actions' }),
    actions,
  };
}

/**
 * At 1024 × 768 the actions come first, over the whole width, then host and guest side by
 * side: the state and each party's id, name, phone and email are above the fold (the
 * company and industry lines are at its edge, below it).
 */
export const AtGlance1024: Story = {
  name: 'At a glance, 1024 × 768',
  tags: ['window-size'],
  args: { path: '/requests/1' },
  ...fit.atWindow(fit.WINDOWS.small),
  play: async ({ canvasElement }) => {
    await fit.expectWindow(canvasElement, fit.WINDOWS.small);
    const { host, guest, email, state, side, actions } = await whoAndWhere(canvasElement);
    await fit.expectNoSidewaysScroll(canvasElement);
    await expect(side.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      host.getBoundingClientRect().top,
    );
    await fit.expectAllInWindow({
      'the state': state,
      'Propose a meeting': actions.getByRole('button', { name: 'Propose a meeting' }),
      'the host’s email': email(host),
      'the guest’s email': email(guest),
      'the host’s phone': within(host).getByRole('link', { name: /^\+33/ }),
      'the guest’s phone': within(guest).getByRole('link', { name: /^\+33/ }),
    });
  },
};

/** At 1920 × 1080 the page spans the window: host, guest and the actions in one row. */
export const AtGlance1920: Story = {
  name: 'At a glance, 1920 × 1080',
  tags: ['window-size'],
  args: { path: '/requests/1' },
  ...fit.atWindow(fit.WINDOWS.wide),
  play: async ({ canvasElement }) => {
    await fit.expectWindow(canvasElement, fit.WINDOWS.wide);
    const { host, guest, state, side, actions } = await whoAndWhere(canvasElement);
    await fit.expectNoSidewaysScroll(canvasElement);
    await expect(
      Math.abs(side.getBoundingClientRect().top - host.getBoundingClientRect().top),
    ).toBeLessThanOrEqual(1);
    await expect(side.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      guest.getBoundingClientRect().right,
    );
    await fit.expectAllInWindow({
      'the state': state,
      'the host card': host,
      'the guest card': guest,
      'the actions': side,
      'Decline as host': actions.getByRole('button', { name: 'Decline as host' }),
      'the meetings card': within(canvasElement).getByRole('region', { name: 'Meeting proposals' }),
    });
    await fit.expectSpansWindow(side.parentElement!, 'host, guest and the actions');
  },
};

// The owner -----------------------------------------------------------------------------------

/** The owner's line beside the state: its words, its three buttons, its last change. */
const ownerLine = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    take: canvas.getByRole('button', { name: /^Take/ }),
    assign: canvas.getByRole('button', { name: /^Assign to…/ }),
    unassign: canvas.getByRole('button', { name: /^Unassign/ }),
  };
};

/** Mock request 4 is Léa Bernard's: she took it an hour after it came. */
export const OwnerShown: Story = {
  name: 'The owner, its buttons and its last change',
  args: { path: '/requests/4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement, 4);
    await expect(canvas.getByText('Owner: Léa Bernard')).toBeVisible();
    await expect(canvas.getByText('Assigned by Léa Bernard, 15/03/2026 14:00')).toBeVisible();
    const { take, assign, unassign } = ownerLine(canvasElement);
    for (const button of [take, assign, unassign]) {
      await expect(button).not.toHaveAttribute('aria-disabled');
    }
  },
};

/**
 * Take on a request nobody owns: the toast, the owner and the last change say it is mine, and
 * Take stays where it was, focused, now disabled with why.
 */
export const TakeOnDetail: Story = {
  name: 'Take: mine now, Take disabled with why, focus kept',
  parameters: own(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement, 2);
    await expect(canvas.getByText('Owner: Nobody')).toBeVisible();
    const { take, unassign } = ownerLine(canvasElement);
    await expect(unassign).toHaveAttribute('aria-disabled', 'true');
    await expect(unassign).toHaveAccessibleDescription('Nobody owns this request.');
    await userEvent.click(take);
    await expect(await toasts(canvasElement).findByText('You took request #2.')).toBeVisible();
    await expect(await canvas.findByText('Owner: Camille Martin')).toBeVisible();
    await expect(canvas.getByText('Assigned by Camille Martin, 16/03/2026 10:00')).toBeVisible();
    // Take and Unassign are drawn anew (one now disabled, the other not): focus stays on Take.
    await waitFor(() =>
      expect(ownerLine(canvasElement).take).toHaveAttribute('aria-disabled', 'true'),
    );
    const taken = ownerLine(canvasElement).take;
    await expect(taken).toHaveAccessibleDescription('You own this request.');
    await expect(taken).toHaveFocus();
    await expect(ownerLine(canvasElement).unassign).not.toHaveAttribute('aria-disabled');
  },
};

/**
 * Assign to… refused because the owner changed meanwhile (409): the server's words in the
 * dialog and as an alert, the choice kept; Cancel gives focus back to "Assign to…".
 */
export const AssignConflict: Story = {
  name: 'Assign to… refused: the owner changed meanwhile',
  args: { path: '/requests/4' },
  parameters: own({ scenarios: { assignRequest: { error: 'conflict' } } }),
  play: async ({ canvasElement }) => {
    await title(canvasElement, 4);
    const { assign } = ownerLine(canvasElement);
    await userEvent.click(assign);
    const page = toasts(canvasElement);
    const dialog = within(await page.findByRole('dialog', { name: 'Assign request #4' }));
    await waitFor(() => expect(dialog.getByText('Owner: Léa Bernard')).toBeVisible());
    await userEvent.click(await dialog.findByRole('button', { name: /New owner/ }));
    await userEvent.click(await page.findByRole('option', { name: 'Nobody' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('This changed meanwhile');
    await expect(dialog.getByText('This changed meanwhile')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /New owner/ })).toHaveTextContent('Nobody');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(assign).toHaveFocus());
  },
};

/** A Viewer sees the owner; Take, Assign to… and Unassign stay, disabled, with the reason. */
export const OwnerAsAViewer: Story = {
  name: 'The owner, as a Viewer',
  args: { path: '/requests/4', session: 'checking' },
  parameters: { msw: { handlers: mockApiAs('viewer') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await title(canvasElement, 4);
    await expect(canvas.getByText('Owner: Léa Bernard')).toBeVisible();
    for (const button of Object.values(ownerLine(canvasElement))) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription('Viewers cannot change records.');
    }
  },
};
