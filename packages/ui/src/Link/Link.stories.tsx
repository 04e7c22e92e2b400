import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { flagControls } from '../internal/storyControls';
import { Link, linkVariants } from './Link';
import { expectInertLink } from './linkPlays';

/**
 * The app's client router, as the app provides it through React Aria's `RouterProvider`: a
 * followed link calls it instead of loading a new document, so the Storybook frame stays put.
 */
const navigate = fn().mockName('navigate');

const meta = {
  title: 'Actions/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/requests/42', children: 'Request 42' },
  argTypes: {
    ...flagControls('isDisabled'),
    variant: { control: 'inline-radio', options: linkVariants },
  },
  beforeEach: () => {
    navigate.mockClear();
  },
  decorators: [
    (Story) => (
      // In the app a link sits in the page's <main>; axe's "region" rule expects a landmark.
      <main>
        <RouterProvider navigate={navigate}>
          <Story />
        </RouterProvider>
      </main>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Request 42' });
    await expect(link).toHaveAttribute('href', '/requests/42');
    await expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    // Client routing: the router is asked to go there, the document is not reloaded.
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/requests/42', undefined);
  },
};

/** Tab focuses the link and Enter follows it; Space does not (links are not buttons). */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  render: (args) => (
    <p>
      The guest asked again about <Link {...args} />, see the conversation.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Request 42' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(navigate).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/requests/42', undefined);
    await expect(link).toHaveFocus();
  },
};

/** `inline` is always underlined inside a sentence; `standalone` only on hover. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <p>
        Inline: the request was moved to <Link {...args} variant="inline" /> yesterday.
      </p>
      <Link {...args} variant="standalone" href="/requests/43">
        Request 43
      </Link>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(linkVariants.length);
    await expect(canvas.getByRole('link', { name: 'Request 43' })).toHaveAttribute(
      'href',
      '/requests/43',
    );
  },
};

/** A disabled link is not a link any more: no href, not focusable, not followed. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Request 42' });
    await expectInertLink(link, navigate);
  },
};

/** A long link wraps inside a narrow column and stays one link. */
export const LongContent: Story = {
  args: {
    children:
      'Request 1234 from Camille Martin for a private office of twelve desks near Gare de Lyon',
  },
  render: (args) => (
    <p style={{ maxWidth: 280 }}>
      See <Link {...args} /> for the visit dates.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Request 1234 from/ });
    // Wrapped over several lines: an inline box with more than one client rect.
    await expect(link.getClientRects().length).toBeGreaterThan(1);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <p>
        Inline: the request was moved to <Link {...args} /> yesterday.
      </p>
      <Link {...args} variant="standalone" href="/requests/43">
        Request 43
      </Link>
      <Link {...args} isDisabled href="/requests/44">
        Request 44
      </Link>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The focus ring in the dark theme.
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Request 42' })).toHaveFocus();
  },
};
