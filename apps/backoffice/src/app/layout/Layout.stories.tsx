import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, mockApi } from '@/stories/storySupport';

/** The frame of every signed-in screen: navigation, Export, user menu, toasts. */
const meta = {
  title: 'Screens/Layout',
  component: AppStory,
  args: { path: '/analytic' },
  parameters: { msw: { handlers: mockApi() } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

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

/** The ten links in the spec's order, the current screen's marked (not by colour alone). */
export const Navigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(LINKS);
    await expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  },
};

export const MapSearchIsNotOffices: Story = {
  args: { path: '/offices/search' },
  // Checked by its play (which link is current): the map under it fits its view to a size
  // measured while the page settles, so its clusters moved between runs. The map's pictures
  // are the map search screen's stories.
  parameters: { screenshot: { disable: true } },
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

export const Export: Story = {
  name: 'Export: the server’s message replaces the wait, with the file',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export' }));
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
  parameters: {
    msw: { handlers: mockApi({ scenarios: { dumpRequests: { error: 'http_500' } } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export' }));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByRole('alert')).toHaveTextContent('Error server!'));
  },
};

export const Dark: Story = {
  ...Navigation,
  globals: { theme: 'dark' },
};
