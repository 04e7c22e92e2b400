import { useState } from 'react';
import type { MouseEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { PageHeader } from '../PageHeader';
import { noControls, textControls } from '../internal/storyControls';
import { inBox } from '../internal/storyDecorators';
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

/**
 * The More menu and the user menu load just after the first paint, behind stand-ins (busy,
 * not yet buttons) that look the same: a play that presses them waits for them.
 */
const menusLoaded = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());

/**
 * The labels a user can reach, in order: the links on the bar, then those in More (opened,
 * read and closed again). Which links go to More is measured, so the stories read it.
 */
async function reachableLabels(canvasElement: HTMLElement) {
  await menusLoaded(canvasElement);
  const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
  const shown = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
  const more = within(nav).queryByRole('button', { name: 'More' });
  if (!more) return { shown, moved: [] as string[] };
  await userEvent.click(more);
  const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: 'More' });
  const moved = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'false'));
  return { shown, moved };
}

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  // The More menu and the user menu load just after the first paint (stand-ins until then):
  // have their code before the story renders, as the app has it a moment after its first paint.
  loaders: [() => Promise.all([import('./MoreMenu'), import('../UserMenu/UserMenuTrigger')])],
  // Drawn edge to edge, as in the app (.storybook/preview.tsx).
  parameters: { layout: 'fullscreen', edgeToEdge: true },
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
  argTypes: {
    title: { control: 'text' },
    titleHref: { control: 'text' },
    // Fewer or longer links show how the bar moves the overflow into More.
    links: { control: 'object' },
    currentPath: { control: 'select', options: links.map((link) => link.href) },
    ...textControls('navigationLabel', 'moreLabel', 'skipLinkLabel'),
    ...noControls('renderLink', 'actions', 'userMenu', 'children', 'mainId'),
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
    const { shown, moved } = await reachableLabels(canvasElement);
    await expect([...shown, ...moved]).toEqual(links.map((link) => link.label));
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
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Map' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await expect(within(nav).getByRole('link', { name: 'Items' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const SkipLinkAndKeyboard: Story = {
  tags: ['!autodocs'],
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
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('button', { name: 'Camille Martin' })).focus();
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
    // The links that do not fit beside the long name are in More, in order, none lost.
    const { shown, moved } = await reachableLabels(canvasElement);
    await expect(moved.length).toBeGreaterThan(0);
    await expect([...shown, ...moved]).toEqual([
      ...links.map((link) => link.label),
      'Settings',
      'Quarterly reports and exports',
    ]);
  },
};

/** The app's navigation (operations §2), in its order, with the Export button and the user menu. */
const specLinks = [
  { href: '/analytic', label: 'Analytics' },
  { href: '/users', label: 'Users' },
  { href: '/offices', label: 'Offices' },
  { href: '/requests', label: 'Requests' },
  { href: '/conversations', label: 'Conversations' },
  { href: '/contracts', label: 'Contracts' },
  { href: '/documents', label: 'Documents' },
  { href: '/offices/search', label: 'Map search' },
  { href: '/seo', label: 'SEO' },
  { href: '/office_display', label: 'Display' },
];

const oneLine = async (canvasElement: HTMLElement) => {
  await menusLoaded(canvasElement);
  const canvas = within(canvasElement);
  const bar = canvas.getByRole('banner');
  const tops = [
    canvas.getByRole('link', { name: 'Back-office' }),
    ...within(canvas.getByRole('navigation')).getAllByRole('link'),
    ...within(canvas.getByRole('navigation')).queryAllByRole('button'),
    canvas.getByRole('button', { name: 'Camille Martin' }),
  ].map((element) => {
    const box = element.getBoundingClientRect();
    return Math.round(box.top + box.height / 2);
  });
  // Every control's middle on the bar's middle line: nothing wrapped to a second line.
  const barBox = bar.getBoundingClientRect();
  const middle = Math.round(barBox.top + barBox.height / 2);
  for (const top of tops) await expect(Math.abs(top - middle)).toBeLessThanOrEqual(1);
  await expect(barBox.height).toBeLessThanOrEqual(53);
};

export const TenLinksAt1024: Story = {
  name: 'Ten links at 1024 px',
  args: {
    title: 'Back-office',
    titleHref: '/requests',
    links: specLinks,
    currentPath: '/offices/search/12',
    children: (
      <>
        <PageHeader title="Map search" />
        <p>The page content.</p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(1024);
    const shown = within(nav).getAllByRole('link');
    for (const link of shown) {
      await expect(link).toBeVisible();
      // Not cut: the whole label is drawn.
      await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
      await expect(link.offsetTop).toBe(shown[0]!.offsetTop);
    }
    // At 1024 px beside Export and the user menu, all ten are on the bar: no More.
    await expect(shown.map((link) => link.textContent)).toEqual(specLinks.map((l) => l.label));
    await expect(within(nav).queryByRole('button', { name: 'More' })).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'Map search' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await oneLine(canvasElement);
  },
};

/**
 * A narrower window (760 px): the links that do not fit move to More, measured; the current
 * page, now inside More, keeps aria-current and More shows the current-page mark.
 */
export const NarrowMoreMenu: Story = {
  name: 'Narrow: links in More',
  args: { ...TenLinksAt1024.args, currentPath: '/seo' },
  decorators: [inBox({ width: 760 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const more = await within(nav).findByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('data-current');
    const shown = within(nav).getAllByRole('link');
    await expect(shown.length).toBeGreaterThan(0);
    await expect(shown.length).toBeLessThan(specLinks.length);
    await oneLine(canvasElement);
    await userEvent.click(more);
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', {
      name: 'More',
    });
    const moved = within(menu).getAllByRole('menuitem');
    await expect([...shown, ...moved].map((el) => el.textContent)).toEqual(
      specLinks.map((l) => l.label),
    );
    await expect(within(menu).getByRole('menuitem', { name: 'SEO' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // A menu entry is a link: choosing one navigates (here through the RouterProvider).
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Display' }));
    await waitFor(() => expect(more).toHaveAttribute('data-current'));
    await userEvent.click(more);
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'Display' }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
