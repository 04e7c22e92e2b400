import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { USER_COLUMNS, VALIDATION_MESSAGES, listHeaders } from '@backoffice/domain';
import {
  AppStory,
  columnHeaders,
  confirmable,
  mockApi,
  openRowActions,
} from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';
import { mockApiAs } from '@/shared/roleStory';
import { listAtWindows } from '@/stories/windowFit';
import { FAILED, statePlay, withScenario } from '@/stories/screenStates';

/**
 * The user list over the mock API (60 users: odd ids are guests, even ids hosts, in every
 * status): the list pattern's states, the host and guest menus, the status question and the
 * Manage host modal, as /users shows them.
 */
export default {
  title: 'Screens/Users',
  component: AppStory,
  args: { path: '/users' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

/**
 * The selection's checkbox column (no visible header), the actions menu, then the domain's 15
 * columns in the spec's order.
 */
const HEADERS = ['', 'Actions', ...listHeaders(USER_COLUMNS)];

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Users' });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const openMenu = (canvasElement: HTMLElement, id: number) =>
  openRowActions(canvasElement, 'Users', `user ${id}`);

/** Chooses a menu item that asks first: its question. */
async function ask(canvasElement: HTMLElement, id: number, item: string, title: string) {
  const menu = await openMenu(canvasElement, id);
  await userEvent.click(menu.getByRole('menuitem', { name: item }));
  return body(canvasElement).findByRole('alertdialog', { name: title });
}

export const Full: Story = {
  name: 'Full (first 20 of 60; blocked rows red, "Blocked" in words)',
  // 20 a page: the smallest page keeps the story's axe check and screenshot quick.
  args: { path: '/users?perPage=20' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    const headers = columnHeaders(grid);
    await expect(headers).toEqual(HEADERS.slice(0, headers.length));
    await expect(grid).toHaveAttribute('aria-colcount', String(HEADERS.length));
    await expect(canvas.getByRole('status')).toHaveTextContent('60 users');
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeDisabled();
    // Guest 3 is blocked.
    const row = (await within(grid).findByRole('rowheader', { name: '3' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    await within(row).findByText('Blocked');
  },
};

export const FiltersFromUrl: Story = {
  name: 'Filters read from the URL',
  args: { path: '/users?statusCode=blocked&userType=guest&pro=false&profileComplete=true' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await expect(canvas.getByRole('button', { name: /Status$/ })).toHaveTextContent('Blocked');
    await expect(canvas.getByRole('button', { name: /User type$/ })).toHaveTextContent('Guest');
    await expect(canvas.getByRole('button', { name: /Category$/ })).toHaveTextContent('Non-Pro');
    await expect(canvas.getByRole('button', { name: /Profile$/ })).toHaveTextContent('Completed');
    await expect(canvas.getByRole('button', { name: 'Reset filters' })).toBeEnabled();
  },
};

export const HostMenu: Story = {
  name: 'A managed host’s row opens its menu: Copy Link, Reset password, Unmark Pro',
  args: { path: '/users?searchText=4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A host has no detail screen: its row opens its actions menu, and the page says so.
    await expect(canvas.getByText(/a host’s row opens its actions menu/)).toBeVisible();
    const grid = await table(canvasElement);
    await within(grid).findByRole('button', { name: 'Actions for user 4' });
    await userEvent.click(within(grid).getByRole('rowheader', { name: '4' }));
    const menu = within(await body(canvasElement).findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Copy Link',
      'Reset password',
      'Unmark Pro',
    ]);
  },
};

export const GuestMenu: Story = {
  name: 'A confirmed guest: Block user, Review user, Details',
  args: { path: '/users?searchText=5' },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 5);
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Block user',
      'Review user',
      'Details',
    ]);
  },
};

/**
 * As a Viewer: Download CSV (an export), the SMS switch and the row's actions stay
 * in place, disabled, each with the reason as its description; Details (a read) stays usable.
 */
export const AsAViewer: Story = {
  name: 'As a Viewer',
  args: { path: '/users?searchText=4', session: 'checking' },
  parameters: { msw: { handlers: mockApiAs('viewer') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    const csv = canvas.getByRole('button', { name: 'Download CSV' });
    await expect(csv).toHaveAttribute('aria-disabled', 'true');
    await expect(csv).toHaveAccessibleDescription('Viewers cannot export lists.');
    const sms = await within(grid).findByRole('switch', { name: 'Receive SMS for user 4' });
    await expect(sms).toHaveAccessibleDescription('Viewers cannot change records.');
    // Reached by keyboard, the CSV button shows its reason.
    csv.focus();
    await waitFor(() => expect(canvas.getByRole('tooltip')).toBeVisible());
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Viewers cannot export lists.');
    // The row's menu keeps its actions, each saying why it cannot be used.
    const menu = await openMenu(canvasElement, 4);
    const copy = menu.getByRole('menuitem', { name: /^Copy Link/ });
    await expect(copy).toHaveAccessibleName(/^Copy Link ?: Viewers cannot change records\.$/);
    await userEvent.keyboard('{Enter}');
    // Nothing was made or copied, and the menu stays open on the item.
    await expect(body(canvasElement).queryByRole('alert')).toBeNull();
    await expect(copy).toBeInTheDocument();
  },
};

export const StatusQuestion: Story = {
  name: 'Block user asks first',
  args: { path: '/users?searchText=5' },
  play: async ({ canvasElement }) => {
    const question = await ask(canvasElement, 5, 'Block user', 'Block user 5?');
    await expect(question).toHaveTextContent('goes from confirmed to blocked');
  },
};

export const ResetPasswordQuestion: Story = {
  name: 'Reset password asks first (it emails the host)',
  args: { path: '/users?searchText=4' },
  play: async ({ canvasElement }) => {
    const question = await ask(canvasElement, 4, 'Reset password', 'Reset password of host 4?');
    await expect(question).toHaveTextContent('gets an email to choose a new password');
    // The dialog fades in: its button is visible once it has.
    await waitFor(() =>
      expect(within(question).getByRole('button', { name: 'Reset password' })).toBeVisible(),
    );
  },
};

export const ManageHost: Story = {
  name: 'Manage host: the mismatch messages',
  args: { path: '/users?searchText=2' },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 2);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Manage account' }));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: 'Manage account of host 2' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'host@example.com');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Confirm email' }), 'host@exampl.com');
    // A password input has no role: it is found by its label.
    await userEvent.type(dialog.getByLabelText(/^New password/), 'secret1');
    await userEvent.type(dialog.getByLabelText(/^Confirm password/), 'secret2');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(VALIDATION_MESSAGES.emailMismatch)).toBeVisible();
    await expect(dialog.getByText(VALIDATION_MESSAGES.passwordMismatch)).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Loading (skeleton)',
  parameters: withScenario('users', 'loading'),
  play: statePlay({ text: 'Loading users…', found: 'inDocument', filters: 'User filters' }),
};

export const Empty: Story = {
  name: 'Empty (no users yet)',
  parameters: withScenario('users', 'empty'),
  play: statePlay({ heading: 'No users yet' }),
};

export const NoResults: Story = {
  name: 'No results (filters stay visible)',
  args: { path: '/users?searchText=nobody-at-all' },
  play: statePlay({ heading: 'No users match these filters', search: 'nobody-at-all' }),
};

export const LoadFailed: Story = {
  name: 'Error (catalogue message and Retry)',
  parameters: withScenario('users', FAILED),
  play: statePlay({ heading: 'The users could not be loaded', message: true, retry: true }),
};

/** Ticks the row boxes of these users (the keyboard's Space is the DataTable stories'). */
async function tick(canvasElement: HTMLElement, ids: readonly number[]) {
  const grid = await table(canvasElement);
  for (const id of ids) {
    const box = await within(grid).findByRole('checkbox', { name: `Select User ${id}` });
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
  }
}

export const SelectionBar: Story = {
  name: 'Selection: the bar, "Select all 60 matching", the actions',
  args: { path: '/users?perPage=20&orderType=asc' },
  play: async ({ canvasElement }) => {
    await tick(canvasElement, [5, 15]);
    const bar = within(await within(canvasElement).findByRole('region', { name: 'Selection' }));
    await expect(bar.getByText('2 users selected')).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Block 2 users' })).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Select all 60 matching users' }));
    await waitFor(() => expect(bar.getByText('All 60 matching users are selected')).toBeVisible());
  },
};

export const BulkSummary: Story = {
  name: 'Selection: a bulk block done, with each refusal in words, and Retry',
  args: { path: '/users?perPage=20&orderType=asc' },
  play: async ({ canvasElement }) => {
    // 2 is a host, 3 a guest blocked already, 5 and 15 confirmed guests (top down: the rows
    // are drawn as they come into view).
    await tick(canvasElement, [2, 3, 5, 15]);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Block 4 users' }));
    // The armed button takes a press once it has shown for 500 ms (a double click is one press).
    await userEvent.click(
      await confirmable(await canvas.findByRole('button', { name: 'Confirm: Block 4 users' })),
    );
    const heading = await canvas.findByRole('heading', { name: '2 users done, 2 refused' });
    await waitFor(() => expect(heading).toHaveFocus());
    const refused = within(canvas.getByRole('list', { name: 'Refused users' }));
    await expect(refused.getByText(/User 3/).closest('li')).toHaveTextContent(
      'This guest is already blocked.',
    );
    await expect(refused.getByText(/User 2/).closest('li')).toHaveTextContent(
      'Only a guest can be blocked, reviewed or confirmed.',
    );
    await expect(canvas.getByRole('button', { name: 'Retry the 2 refused' })).toBeVisible();
  },
};

export const Dark: Story = {
  name: 'Dark',
  args: { path: '/users?perPage=20' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await within(canvasElement).findAllByText('Blocked');
  },
};

const sized = listAtWindows(
  { grid: 'Users', id: 'Id', actions: 'Actions', filters: 'User filters' },
  [2, 1, 1],
);
// At three windows: each row's actions menu and Id (pinned first, with the type) whole
// in view with no sideways scroll of the page; the filters take two rows at 1024 px, one from
// 1440. 20 a page, as Full.
const FIRST_20 = { path: '/users?perPage=20' };

export const AtWindow1024: Story = { tags: ['window-size'], args: FIRST_20, ...sized.small };
export const AtWindow1440: Story = { tags: ['window-size'], args: FIRST_20, ...sized.office };
export const AtWindow1920: Story = { tags: ['window-size'], args: FIRST_20, ...sized.wide };
