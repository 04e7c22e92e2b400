import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, closeDialogWith, mockApi } from '@/stories/storySupport';
import type { ScreenStory as Story } from '@/stories/storySupport';
import { WINDOWS } from '@/stories/windowFit';
import { FAILED, withScenario } from '@/stories/screenStates';

/** The frame of every signed-in screen: navigation, Export, user menu, toasts. */
export default {
  title: 'Screens/Layout',
  component: AppStory,
  args: { path: '/analytic' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

const LINKS = [
  'Analytics',
  'Users',
  'Offices',
  'Requests',
  'Conversations',
  'Contracts',
  'Documents',
  'Map search',
  'SEO',
  'Display',
];

/**
 * The links in reach, in order: those on the bar, then those in More (opened, read, closed).
 * At the stories' 1024 px the bar holds the first seven beside the bell, Export and the user
 * menu (13 px links); from 1280 px all ten are on the bar (e2e layout.spec).
 */
async function reachableLinks(canvasElement: HTMLElement) {
  const nav = await within(canvasElement).findByRole('navigation', { name: 'Main' });
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
  const shown = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
  const more = within(nav).queryByRole('button', { name: 'More' });
  if (!more) return shown;
  await userEvent.click(more);
  const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'More' });
  const moved = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'false'));
  return [...shown, ...moved];
}

/** The ten links in the spec's order, the current screen's marked (not by colour alone). */
export const Navigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Main' });
    await expect(await reachableLinks(canvasElement)).toEqual(LINKS);
    await expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  },
};

export const MapSearchIsNotOffices: Story = {
  args: { path: '/offices/search' },
  // At 1440 px, where Map search is on the bar (at 1024 it is in More).
  tags: ['window-size'],
  // Checked by its play (which link is current): the map under it fits its view to a size
  // measured while the page settles, so its clusters moved between runs. The map's pictures
  // are the map search screen's stories.
  parameters: { screenshot: { disable: true }, windowSize: WINDOWS.office },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Map search' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Offices' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Map search' }),
    ).toBeVisible();
  },
};

export const UserMenuOpen: Story = {
  name: 'User menu: the theme (Light, Dark, System), the API reference and Logout',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Camille Martin/ }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('menuitem', { name: 'Logout' })).toBeVisible();
    // The story's theme is forced (light): its entry is the one checked.
    await expect(page.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('menuitemradio', { name: 'System' })).toBeVisible();
    // The server's docs page, above Logout.
    await expect(page.getByRole('menuitem', { name: 'API reference' })).toBeVisible();
  },
};

export const Logout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Camille Martin/ }));
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('menuitem', { name: 'Logout' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Welcome to the back-office' }),
    ).toBeVisible();
  },
};

/** Export's question, pressed here, then its Export: the dialog closes, the export starts. */
async function exportFromHere(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Export' }));
  await closeDialogWith(canvasElement, 'Export requests', 'Export');
}

/**
 * Bug fixed: Export pressed on the map search used the board's last date filter, unsaid. It
 * says first which requests it takes: on a screen without request filters, the board's
 * defaults (Analytics, here).
 */
export const ExportSaysItsFilters: Story = {
  name: 'Export: says which requests it takes, from the screen it is on',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Export requests' }));
    // The dialog fades in: visible once it has.
    await waitFor(() =>
      expect(
        dialog.getByText(
          "This screen has no request filters: the export takes the board's defaults.",
        ),
      ).toBeVisible(),
    );
    const lines = dialog.getAllByRole('listitem').map((line) => line.textContent);
    await expect(lines).toHaveLength(2);
    await expect(lines[0]).toMatch(
      /^Received from \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4} \(the last 7 days\)$/,
    );
    await expect(lines[1]).toBe('Order: Request received descending');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Export' })).toHaveFocus());
  },
};

export const Export: Story = {
  name: 'Export: the server’s message replaces the wait, with the file',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await exportFromHere(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    // Toasts slide in: present is what counts here, the picture shows them settled.
    const message = await page.findByText(/The export of \d+ requests is ready\./);
    const done = message.closest<HTMLElement>('[role="alertdialog"]')!;
    await expect(
      within(done).getByRole('button', { name: 'Download the CSV' }),
    ).toBeInTheDocument();
    // One toast: the wait is gone, below the top bar.
    await expect(page.getAllByRole('alertdialog')).toHaveLength(1);
    await expect(page.queryByText('The export is being prepared, please wait.')).toBeNull();
    const bar = canvas.getByRole('banner').getBoundingClientRect();
    await expect(done.getBoundingClientRect().top).toBeGreaterThanOrEqual(bar.bottom);
  },
};

export const ExportRefused: Story = {
  parameters: withScenario('dumpRequests', FAILED),
  play: async ({ canvasElement }) => {
    await exportFromHere(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByRole('alert')).toHaveTextContent('Error server!'));
  },
};

export const Dark: Story = {
  ...Navigation,
  globals: { theme: 'dark' },
};
