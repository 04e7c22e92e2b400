import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, LOAD, mockApi } from '../../app/storySupport';

/** The frame of every signed-in screen: navigation, Export, user menu, toasts. */
const meta = {
  title: 'Screens/Layout',
  component: AppStory,
  args: { path: '/users' },
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

export const NotBuiltScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Main' }, LOAD);
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(LINKS);
    await expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(canvas.getByText('This screen is not built yet.')).toBeVisible();
  },
};

export const MapSearchIsNotOffices: Story = {
  args: { path: '/offices/search' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Main' }, LOAD);
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Camille Martin/ }, LOAD));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('menuitem', { name: 'Logout' })).toBeVisible();
  },
};

export const Logout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Camille Martin/ }, LOAD));
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('menuitem', { name: 'Logout' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Welcome to the back-office' }),
    ).toBeVisible();
  },
};

export const Export: Story = {
  name: 'Export: wait, then the server’s message',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export' }, LOAD));
    const page = within(canvasElement.ownerDocument.body);
    // Toasts slide in: present is what counts here, the picture shows them settled.
    await expect(
      await page.findByText('The export is being prepared, please wait.'),
    ).toBeInTheDocument();
    await expect(
      await page.findByText('The request dump will be sent to csm@example.com'),
    ).toBeInTheDocument();
  },
};

export const ExportRefused: Story = {
  parameters: {
    msw: { handlers: mockApi({ scenarios: { dumpRequests: { error: 'http_500' } } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export' }, LOAD));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByRole('alert')).toHaveTextContent('Error server!'));
  },
};

export const Dark: Story = {
  ...NotBuiltScreen,
  globals: { theme: 'dark' },
};
