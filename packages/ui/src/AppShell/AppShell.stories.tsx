import { useState } from 'react';
import type { MouseEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader } from '../PageHeader';
import { UserMenu } from '../UserMenu';
import { AppShell } from './AppShell';
import type { AppShellProps } from './AppShell';

const links = [
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/accounts', label: 'Accounts' },
  { href: '/items', label: 'Items' },
  { href: '/orders', label: 'Orders' },
  { href: '/messages', label: 'Messages' },
  { href: '/contracts', label: 'Contracts' },
  { href: '/documents', label: 'Documents' },
  { href: '/items/map', label: 'Map' },
  { href: '/pages', label: 'Pages' },
  { href: '/display', label: 'Display' },
];

/**
 * Navigation stays inside the story: React Aria's RouterProvider sends the default links'
 * clicks here instead of loading a new document.
 */
function Routed(props: AppShellProps & { onNavigate?: (path: string) => void }) {
  const { onNavigate, ...shellProps } = props;
  const [path, setPath] = useState(props.currentPath);
  return (
    <RouterProvider
      navigate={(href) => {
        setPath(href);
        onNavigate?.(href);
      }}
    >
      <AppShell {...shellProps} currentPath={path} />
    </RouterProvider>
  );
}

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Back office',
    links,
    currentPath: '/orders',
    userMenu: <UserMenu name="Camille Martin" onLogout={fn()} />,
    actions: <Button size="sm">Export</Button>,
    children: (
      <>
        <PageHeader title="Orders" count={128} />
        <p>The page content.</p>
      </>
    ),
  },
  render: (args) => <Routed {...args} />,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getAllByRole('link')).toHaveLength(links.length);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading'));
    // Following a link moves the mark.
    await userEvent.click(within(nav).getByRole('link', { name: 'Documents' }));
    await expect(within(nav).getByRole('link', { name: 'Documents' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Orders' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const NestedPath: Story = {
  name: 'Nested path marks its section',
  args: { currentPath: '/items/map/details/7' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    // The longest matching link wins: Map, not Items.
    await expect(within(nav).getByRole('link', { name: 'Map' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Items' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const SkipLinkAndKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first Tab reaches the skip link, which takes focus to main.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
    // Tab then goes through the bar in order: product name, then the links.
    canvas.getByRole('link', { name: 'Back office' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
  },
};

export const UserMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Camille Martin' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'Logout' }),
    ).toBeVisible();
  },
};

const spy = fn();

export const RouterLink: Story = {
  name: 'With the app’s link component',
  args: {
    renderLink: ({ href, className, children, ...rest }) => (
      <a
        href={href}
        className={className}
        aria-current={rest['aria-current']}
        data-router-link=""
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          spy(href);
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    const accounts = within(nav).getByRole('link', { name: 'Accounts' });
    await expect(accounts).toHaveAttribute('data-router-link');
    await userEvent.click(accounts);
    await expect(spy).toHaveBeenLastCalledWith('/accounts');
    await expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const NoCurrentPage: Story = {
  args: { currentPath: '/login' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    for (const link of within(nav).getAllByRole('link'))
      await expect(link).not.toHaveAttribute('aria-current');
  },
};

export const LongContent: Story = {
  args: {
    links: [
      ...links,
      { href: '/settings', label: 'Settings' },
      { href: '/reports/long', label: 'Quarterly reports and exports' },
    ],
    userMenu: <UserMenu name="Marie-Charlotte de la Tour d’Auvergne-Lauraguais" onLogout={fn()} />,
    children: (
      <>
        <PageHeader title="Orders" count={128} />
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>Paragraph {i + 1} of a long page that scrolls under the sticky bar.</p>
        ))}
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(links.length + 2);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
