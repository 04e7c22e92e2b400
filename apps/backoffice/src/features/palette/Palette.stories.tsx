import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMockDb } from '@backoffice/api/mocks';
import { AppStory, mockApi } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';
import { RECENT_PLACES_KEY } from './recentPlaces';

/**
 * The power user's layer over the mock API, on the contracts list: the go-to
 * palette (Ctrl+K) for each kind of query, and the '?' sheet. The palette's results come
 * from the same list calls as on the real server.
 */
export default {
  title: 'Screens/Go to palette',
  component: AppStory,
  args: { path: '/contracts', powerLayer: true },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

/** A company of the mock offices, whose name the text query searches for. */
const COMPANY = createMockDb().offices[0]!.csm.companyName!;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Waits for the screen and the layer (its button), sets the places visited, then opens the
 * palette by its keys and types `text`.
 */
async function openPalette(
  canvasElement: HTMLElement,
  text = '',
  recent: { path: string; label: string }[] = [],
) {
  await within(canvasElement).findByRole('grid', { name: 'Contracts' });
  localStorage.setItem(RECENT_PLACES_KEY, JSON.stringify(recent));
  await within(canvasElement).findByRole('button', { name: /^Go to…/ });
  await userEvent.keyboard('{Control>}k{/Control}');
  const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Go to' }));
  await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Go to' })).toHaveFocus());
  if (text) await userEvent.keyboard(text);
  return dialog;
}

export const ScreensAndRecentPlaces: Story = {
  name: 'Empty: recent places, every screen, then the saved views',
  play: async ({ canvasElement }) => {
    const dialog = await openPalette(canvasElement, '', [
      { path: '/requests/12', label: 'Requests › 12' },
      { path: '/offices?search=-75008', label: 'Offices' },
    ]);
    // Asked again until it holds: the list may draw its options anew while it settles (a
    // loaded machine once read a name from an option already replaced, no longer in the page).
    await waitFor(() => {
      const recent = within(dialog.getByRole('group', { name: 'Recent places' }));
      const places = recent.getAllByRole('option');
      expect(places[0]).toHaveAccessibleName('Requests › 12 /requests/12');
      expect(places[1]).toHaveAccessibleName('Offices /offices?search=-75008');
      const screens = within(dialog.getByRole('group', { name: 'Screens' }));
      expect(screens.getAllByRole('option')).toHaveLength(10);
      // The mock's four saved views (the person's own first), each by name and screen.
      const views = within(dialog.getByRole('group', { name: 'Saved views' }));
      expect(views.getAllByRole('option')).toHaveLength(4);
      expect(views.getAllByRole('option')[0]).toHaveAccessibleName(/Mine, oldest first/);
      expect(dialog.getByRole('status')).toHaveTextContent('16 results');
    });
  },
};

export const RequestById: Story = {
  name: '#5: the request',
  play: async ({ canvasElement }) => {
    const dialog = await openPalette(canvasElement, '#5');
    await expect(
      await dialog.findByRole('option', { name: /^Request Request 5 Host / }),
    ).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('1 result'));
  },
};

export const AnyKindById: Story = {
  name: '12: every record with that id, named by its kind',
  play: async ({ canvasElement }) => {
    const dialog = await openPalette(canvasElement, '12');
    const ids = within(await dialog.findByRole('group', { name: 'Records with id 12' }));
    await waitFor(() => expect(ids.getAllByRole('option')).toHaveLength(4));
    const [office, request, conversation, user] = ids.getAllByRole('option');
    await expect(office).toHaveAccessibleName(/^Office Office 12 /);
    await expect(request).toHaveAccessibleName(/^Request Request 12 /);
    await expect(conversation).toHaveAccessibleName(/^Conversation Conversation 12 /);
    await expect(user).toHaveAccessibleName(/^User (Host|Guest) 12: /);
  },
};

export const TextByKindDark: Story = {
  name: 'Text: users, offices and companies by kind (dark)',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const dialog = await openPalette(canvasElement, COMPANY);
    const companies = within(await dialog.findByRole('group', { name: 'Companies' }));
    await expect(
      companies.getByRole('option', { name: `Company ${COMPANY} Its offices` }),
    ).toBeVisible();
  },
};

export const NothingFound: Story = {
  name: 'Nothing found',
  play: async ({ canvasElement }) => {
    const dialog = await openPalette(canvasElement, '#99999');
    // In place of the list, and told to screen readers.
    const list = within(dialog.getByRole('listbox', { name: 'Go to results' }));
    await expect(await list.findByText('No request 99999')).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveTextContent('No request 99999');
    await expect(dialog.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ShortcutsSheet: Story = {
  name: "The '?' sheet on a list",
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('grid', { name: 'Contracts' });
    await within(canvasElement).findByRole('button', { name: /^Shortcuts/ });
    await userEvent.keyboard('?');
    const sheet = within(
      await page(canvasElement).findByRole('dialog', { name: 'Keyboard shortcuts' }),
    );
    await expect(sheet.getByRole('table', { name: 'On this screen' })).toBeVisible();
    await expect(
      within(sheet.getByRole('table', { name: 'Everywhere' })).getAllByRole('row'),
    ).toHaveLength(13);
  },
};

export const ShortcutsSheetDark: Story = {
  ...ShortcutsSheet,
  name: "The '?' sheet (dark)",
  globals: { theme: 'dark' },
};
