import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RoleProvider } from '@/shared/permissions';
import { AppStory, columnHeaders, confirmable, mockApi } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';
import { StaffScreen } from './StaffScreen';
import { FAILED, statePlay, withScenario } from '@/stories/screenStates';

/**
 * The Staff screen over the mock API: the demo's five accounts, one invited, one
 * disabled; the signed-in Admin is Camille Martin, the only active Admin. Its dialogs: Invite
 * staff member (and its one-time link), Change role, and the actions asked twice.
 */
export default {
  title: 'Screens/Staff',
  component: AppStory,
  args: { path: '/staff', role: 'admin' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

/** A story that writes gets a mock database of its own: the others' pictures stay as they are. */
const ownDatabase = () => ({ msw: { handlers: mockApi() } });

const HEADERS = ['Name', 'Email', 'Role', 'Status', 'Two-factor', 'Last sign-in'];

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Staff' });
const rowOf = async (canvasElement: HTMLElement, name: string) =>
  within(
    (await within(await table(canvasElement)).findByRole('rowheader', { name })).closest(
      '[role="row"]',
    ) as HTMLElement,
  );

/**
 * Once the table is there, opens a row's actions menu from the keyboard (focus on its trigger,
 * Enter), pressed again while the menu has not opened: the rows may still be settling as the
 * trigger is found.
 */
async function openMenu(canvasElement: HTMLElement, name: string) {
  await table(canvasElement);
  const trigger = await within(canvasElement).findByRole('button', {
    name: `Actions for ${name}`,
  });
  await waitFor(async () => {
    if (trigger.getAttribute('aria-expanded') !== 'true') {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
    }
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });
  return within(await page(canvasElement).findByRole('menu'));
}

async function choose(canvasElement: HTMLElement, name: string, item: string) {
  const menu = await openMenu(canvasElement, name);
  await userEvent.click(menu.getByRole('menuitem', { name: item }));
}

/** The title of the dialog a row's action opens, for the row's `name`. */
const DIALOG_TITLES = {
  'Change role': (name: string) => `Change role of ${name}`,
  Disable: (name: string) => `Disable ${name}?`,
  'Reset password': (name: string) => `Reset password of ${name}?`,
  'Reset two-factor': (name: string) => `Reset two-factor of ${name}?`,
};
type RowAction = keyof typeof DIALOG_TITLES;

/** Once the table is there, chooses a row's action and finds the dialog it opens. */
async function openDialog(canvasElement: HTMLElement, name: string, item: RowAction) {
  await choose(canvasElement, name, item);
  return within(
    await page(canvasElement).findByRole('dialog', { name: DIALOG_TITLES[item](name) }),
  );
}

/** Presses an action asked twice: once to arm it, again once it can confirm. */
async function confirmTwice(button: HTMLElement) {
  await userEvent.click(button);
  await userEvent.click(await confirmable(button));
}

/** Opens a row's action asked twice and confirms it (its button "`item` `name`"). */
async function confirmAction(canvasElement: HTMLElement, name: string, item: RowAction) {
  const dialog = await openDialog(canvasElement, name, item);
  await confirmTwice(dialog.getByRole('button', { name: `${item} ${name}` }));
  return dialog;
}

/** The row of `name` comes to show `text` (the list refreshes after a write). */
async function rowShows(canvasElement: HTMLElement, name: string, text: string) {
  await waitFor(async () =>
    expect((await rowOf(canvasElement, name)).getByText(text)).toBeVisible(),
  );
}

/** Once the table is there, opens Invite staff member from the keyboard and fills it in. */
async function fillInvite(canvasElement: HTMLElement, name: string, email: string) {
  await table(canvasElement);
  const button = await within(canvasElement).findByRole('button', { name: 'Invite staff member' });
  button.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = within(
    await page(canvasElement).findByRole('dialog', { name: 'Invite staff member' }),
  );
  await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), name);
  await userEvent.type(dialog.getByRole('textbox', { name: /^Email/ }), email);
  return dialog;
}

export const Full: Story = {
  name: 'Full (status and two-factor in words, "Never" before a first sign-in)',
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await within(grid).findByRole('rowheader', { name: 'Camille Martin' });
    const headers = columnHeaders(grid);
    await expect(headers.slice(0, HEADERS.length)).toEqual(HEADERS);
    const invited = await rowOf(canvasElement, 'Nora Lefèvre');
    await expect(invited.getByText('Invited')).toBeVisible();
    await expect(invited.getByText('Never')).toBeVisible();
    await expect(invited.getByText('CSM')).toBeVisible();
    const withTwoFactor = await rowOf(canvasElement, 'Léa Bernard');
    await expect(withTwoFactor.getByText('On')).toBeVisible();
    await expect((await rowOf(canvasElement, 'Paul Garnier')).getByText('Disabled')).toBeVisible();
  },
};

export const RowMenu: Story = {
  name: 'A row’s actions (keyboard): Change role, Disable, Reset password (no two-factor to reset)',
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Hugo Petit');
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Change role',
      'Disable',
      'Reset password',
    ]);
  },
};

export const DisabledRowMenu: Story = {
  name: 'A disabled account’s actions: Enable instead of Disable',
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Paul Garnier');
    await expect(menu.getByRole('menuitem', { name: 'Enable' })).toBeVisible();
    await expect(menu.queryByRole('menuitem', { name: 'Disable' })).toBeNull();
  },
};

export const InviteDialog: Story = {
  name: 'Invite staff member (keyboard): name, email, role (CSM unless chosen)',
  play: async ({ canvasElement }) => {
    const dialog = await fillInvite(canvasElement, 'Zoé Garcia', 'zoe.garcia@example.com');
    await expect(dialog.getByRole('button', { name: /Role$/ })).toHaveTextContent('CSM');
    await expect(dialog.getByRole('button', { name: 'Send invitation' })).toBeVisible();
  },
};

export const InviteChecks: Story = {
  name: 'Invite staff member: the form’s own checks, under each field',
  play: async ({ canvasElement }) => {
    const dialog = await fillInvite(canvasElement, ' ', 'zoe@');
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText('Enter their name.')).toBeVisible();
    await expect(
      dialog.getByText('Enter an email address such as name@example.com.'),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveValue('zoe@');
  },
};

export const InviteFieldErrors: Story = {
  name: 'Invite staff member: the server’s field errors, what was typed kept',
  parameters: {
    msw: {
      handlers: mockApi({
        resolvers: {
          inviteStaff: () =>
            new Response(
              JSON.stringify({
                code: 'validation_error',
                description: 'Error in validation',
                fields: { email: 'This domain does not take email.' },
              }),
              { status: 400, headers: { 'Content-Type': 'application/json' } },
            ),
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await fillInvite(canvasElement, 'Zoé Garcia', 'zoe@nowhere.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expect(await dialog.findByText('This domain does not take email.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Zoé Garcia');
    await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveValue(
      'zoe@nowhere.example',
    );
  },
};

export const InviteTaken: Story = {
  name: 'Invite staff member: an address that has an account, said in words',
  parameters: ownDatabase(),
  play: async ({ canvasElement }) => {
    const dialog = await fillInvite(canvasElement, 'Léa B', 'lea.bernard@example.com');
    await userEvent.keyboard('{Enter}');
    await expect(
      await page(canvasElement).findByText('lea.bernard@example.com already has an account.'),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Léa B');
  },
};

export const InviteLinkShown: Story = {
  name: 'Invited: the one-time link, shown once, its Copy button focused',
  parameters: ownDatabase(),
  play: async ({ canvasElement }) => {
    const dialog = await fillInvite(canvasElement, 'Zoé Garcia', 'zoe.garcia@example.com');
    // Role: Viewer, chosen from the keyboard.
    dialog.getByRole('button', { name: /Role$/ }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Viewer' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    const copy = await dialog.findByRole('button', { name: 'Copy the link' });
    await waitFor(() => expect(copy).toHaveFocus());
    await expect(dialog.getByText('Zoé Garcia is invited as Viewer.')).toBeVisible();
    await expect(dialog.getByText(/set-password#token=mock-8/)).toBeVisible();
    await expect(
      dialog.getByText(
        'Valid 24 hours. Shown once: copy it now. The invitation email is in the outbox.',
      ),
    ).toBeVisible();
    // The list behind has refreshed.
    await rowOf(canvasElement, 'Zoé Garcia');
  },
};

export const ChangeRole: Story = {
  name: 'Change role (keyboard): Save writes, the list refreshes',
  parameters: ownDatabase(),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Hugo Petit', 'Change role');
    const select = dialog.getByRole('button', { name: /Role$/ });
    await expect(select).toHaveTextContent('CSM');
    select.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Viewer' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await page(canvasElement).findByText('Hugo Petit is now Viewer.')).toBeVisible();
    await rowShows(canvasElement, 'Hugo Petit', 'Viewer');
  },
};

export const ChangeRoleDialog: Story = {
  name: 'Change role: the dialog',
  parameters: ownDatabase(),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Inès Moreau', 'Change role');
    await expect(dialog.getByRole('button', { name: /Role$/ })).toHaveTextContent('Viewer');
  },
};

export const LastAdminRefused: Story = {
  name: 'The last active Admin cannot disable themselves: the server’s words',
  parameters: ownDatabase(),
  play: async ({ canvasElement }) => {
    const dialog = await confirmAction(canvasElement, 'Camille Martin', 'Disable');
    await expect(
      await page(canvasElement).findByText(
        'The last active Admin cannot be disabled: make another Admin first.',
      ),
    ).toBeVisible();
    // The dialog stays; nothing changed.
    await expect(dialog.getByRole('button', { name: /Camille Martin/ })).toBeVisible();
  },
};

export const DisableAsksTwice: Story = {
  name: 'Disable asks twice (armed)',
  parameters: ownDatabase(),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Thomas Roux', 'Disable');
    // The dialog fades in: its text is visible once it has.
    await waitFor(() =>
      expect(
        dialog.getByText(/can no longer sign in, and every session of theirs ends at once/),
      ).toBeVisible(),
    );
    const button = dialog.getByRole('button', { name: 'Disable Thomas Roux' });
    // A double click only arms it.
    await userEvent.dblClick(button);
    await expect(
      await dialog.findByRole('button', { name: 'Confirm: Disable Thomas Roux' }),
    ).toBeVisible();
    await expect(dialog.getByText(/Press again to confirm/)).toBeInTheDocument();
    // Nothing was written: the row still says Active.
    await expect((await rowOf(canvasElement, 'Thomas Roux')).getByText('Active')).toBeVisible();
    // The picture is the armed button once it can confirm (500 ms after arming): taken sooner
    // or later depending on the machine's load, it was faded in one run and not in the next.
    await confirmable(dialog.getByRole('button', { name: 'Confirm: Disable Thomas Roux' }));
  },
};

export const Disabled: Story = {
  name: 'Disable, confirmed: the row says Disabled',
  parameters: ownDatabase(),
  play: async ({ canvasElement }) => {
    await confirmAction(canvasElement, 'Thomas Roux', 'Disable');
    await expect(
      await page(canvasElement).findByText('Thomas Roux is disabled: their sessions have ended.'),
    ).toBeVisible();
    await rowShows(canvasElement, 'Thomas Roux', 'Disabled');
  },
};

export const ResetPasswordLink: Story = {
  name: 'Reset password, confirmed: the one-time link, once; their sessions have ended',
  parameters: ownDatabase(),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Léa Bernard', 'Reset password');
    const button = dialog.getByRole('button', { name: 'Reset password Léa Bernard' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await confirmable(button);
    await userEvent.keyboard('{Enter}');
    const copy = await dialog.findByRole('button', { name: 'Copy the link' });
    await waitFor(() => expect(copy).toHaveFocus());
    await expect(dialog.getByText(/Their sessions have ended\./)).toBeVisible();
    await expect(dialog.getByText('Valid 24 hours. Shown once: copy it now.')).toBeVisible();
  },
};

export const ResetTwoFactorLink: Story = {
  name: 'Reset two-factor (only while on), confirmed: its one-time link; Two-factor says Off',
  parameters: ownDatabase(),
  play: async ({ canvasElement }) => {
    const dialog = await confirmAction(canvasElement, 'Léa Bernard', 'Reset two-factor');
    await expect(await dialog.findByRole('button', { name: 'Copy the link' })).toBeVisible();
    await expect(dialog.getByText(/Their sessions have ended\./)).toBeVisible();
    await waitFor(async () =>
      expect((await rowOf(canvasElement, 'Léa Bernard')).getByText('Off')).toBeInTheDocument(),
    );
  },
};

export const LoadFailed: Story = {
  name: 'Error (catalogue message and Try again)',
  parameters: withScenario('staffList', FAILED),
  play: statePlay({
    text: 'The staff could not be loaded',
    found: 'visible',
    message: true,
    retry: true,
  }),
};

export const Dark: Story = {
  name: 'Dark',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'Nora Lefèvre');
  },
};

export const NotAnAdmin: Story = {
  name: 'A Viewer who opens /staff: why not, in words (nothing asked of the server)',
  // The screen alone under a Viewer's role: the mock session is an Admin's. The navigation
  // without the Admins' links is navigation.test.ts's.
  render: () => (
    <RoleProvider role="viewer">
      <StaffScreen />
    </RoleProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Only Admins can manage staff, read the Security log and change the team’s settings.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Invite staff member' })).toBeNull();
  },
};
