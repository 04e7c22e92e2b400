import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button';
import { flagControls } from '../internal/storyControls';
import { ClipboardUnavailableError, CopyButton } from './CopyButton';
import { inMain } from '../internal/storyDecorators';

const VALUE = 'https://www.example.com/offices/4521';

/**
 * Replaces the browser's clipboard for one story (the test browser may refuse the real one,
 * and a story must not overwrite the developer's clipboard). `undefined` removes it, as on an
 * insecure page. The returned cleanup brings back the browser's own.
 */
function mockClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  const clipboard = writeText ? { writeText: fn(writeText).mockName('writeText') } : undefined;
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

const clipboardWrites = () => navigator.clipboard.writeText;

/** Keeps the result on screen until the screenshot is taken (the real delay is 2 s). */
const LONG = 600_000;

const meta = {
  title: 'Actions/CopyButton',
  component: CopyButton,
  tags: ['autodocs'],
  args: { value: VALUE, label: 'Copy the link', onCopy: fn(), onCopyError: fn() },
  argTypes: {
    ...flagControls('isDisabled', 'iconOnly', 'regionsOnFirstPress'),
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  beforeEach: () => mockClipboard(() => Promise.resolve()),
  // In the app a button sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMain],
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the real 2 s delay: 'Copied', then back to the label. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Copy the link' });
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName('Copied');
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    await expect(args.onCopy).toHaveBeenCalledWith(VALUE);
    await waitFor(() => expect(button).toHaveAccessibleName('Copy the link'));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Tab focuses it; Enter and Space both copy. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  args: { resetAfter: LONG },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Copy the link' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAccessibleName('Copied'));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledTimes(2));
    await expect(clipboardWrites()).toHaveBeenCalledTimes(2);
    await expect(clipboardWrites()).toHaveBeenLastCalledWith(VALUE);
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
  },
};

/** The confirmation: a check and 'Copied', named and announced politely. */
export const Copied: Story = {
  args: { resetAfter: LONG },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the link' }));
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
    await expect(clipboardWrites()).toHaveBeenCalledWith(VALUE);
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await expect(args.onCopy).toHaveBeenCalledWith(VALUE);
    await expect(args.onCopyError).not.toHaveBeenCalled();
  },
};

/** The browser refuses the clipboard (a denied permission): 'Copy failed', as an alert. */
export const Failed: Story = {
  args: { resetAfter: LONG },
  beforeEach: () =>
    mockClipboard(() =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the link' }));
    await expect(await canvas.findByRole('button', { name: 'Copy failed' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Copy failed');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(args.onCopyError).toHaveBeenCalledTimes(1);
    await expect(args.onCopyError).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'NotAllowedError' }),
    );
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

/** No clipboard at all (plain http): the same failure, with a `ClipboardUnavailableError`. */
export const NoClipboard: Story = {
  args: { resetAfter: LONG },
  beforeEach: () => mockClipboard(undefined),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the link' }));
    await expect(await canvas.findByRole('button', { name: 'Copy failed' })).toBeVisible();
    await expect(args.onCopyError).toHaveBeenCalledWith(expect.any(ClipboardUnavailableError));
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

/** A row action: only the icon, the label in the tooltip and the accessible name. */
export const IconOnly: Story = {
  args: { iconOnly: true, variant: 'ghost', resetAfter: LONG },
  render: (args) => (
    <div style={{ paddingTop: 48 }}>
      <CopyButton {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy the link' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy the link');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAccessibleName('Copied'));
    await expect(args.onCopy).toHaveBeenCalledWith(VALUE);
    // React Aria hides a tooltip when its trigger is pressed: the check and the announcement say it.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Copied');
    // Its portal gone (it fades out), so that the picture and the axe check see the page as left.
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy the link' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(clipboardWrites()).not.toHaveBeenCalled();
    await expect(args.onCopy).not.toHaveBeenCalled();
    await expect(button).toHaveAccessibleName('Copy the link');
  },
};

/** A long label: the button keeps its width when it turns into the shorter 'Copied'. */
export const LongContent: Story = {
  args: { label: 'Copy the public English address of the office page', resetAfter: LONG },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Copy the public English address of the office page',
    });
    const before = button.getBoundingClientRect().width;
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName('Copied'));
    await expect(button.getBoundingClientRect().width).toBe(before);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { resetAfter: LONG },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <CopyButton {...args} label="Copy the French link" />
      <CopyButton {...args} />
      <CopyButton {...args} variant="primary" label="Copy the handover link" />
      <CopyButton {...args} iconOnly variant="ghost" label="Copy the office id" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the link' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the handover link' }));
    await waitFor(() => expect(canvas.getAllByRole('button', { name: 'Copied' })).toHaveLength(2));
  },
};
