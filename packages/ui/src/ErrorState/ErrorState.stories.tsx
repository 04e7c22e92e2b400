import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { flagControls } from '../internal/storyControls';
import { ErrorState } from './ErrorState';
import { emptyStateHeadingLevels, emptyStateSizes } from '../EmptyState';
import { inMain } from '../internal/storyDecorators';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  // In the app this sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMain],
  args: {
    title: 'Something went wrong',
    description: 'The server did not answer. Try again in a moment.',
    onRetry: fn(),
    retryLabel: 'Try again',
    isRetrying: false,
    announce: true,
    size: 'md',
    headingLevel: 3,
  },
  argTypes: {
    ...flagControls('isRetrying', 'announce'),
    size: { control: 'inline-radio', options: emptyStateSizes },
    headingLevel: { control: 'inline-radio', options: emptyStateHeadingLevels },
    description: { control: 'text' },
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('The server did not answer. Try again in a moment.');
    // The retry button is outside the announced text.
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(alert).not.toContainElement(retry);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // Keyboard: Tab reaches it, Enter presses it.
    retry.blur();
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

function RetryThenRecover() {
  const [state, setState] = useState<'error' | 'retrying' | 'done'>('error');
  if (state === 'done') return <p>Loaded.</p>;
  return (
    <ErrorState
      description="This page no longer exists on the server. Go back to the list and open it again."
      isRetrying={state === 'retrying'}
      onRetry={() => {
        setState('retrying');
        setTimeout(() => setState('done'), 300);
      }}
    />
  );
}

export const Retrying: Story = {
  render: () => <RetryThenRecover />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect(retry).toHaveAttribute('data-pending', 'true');
    await waitFor(() => expect(canvas.getByText('Loaded.')).toBeVisible());
    // See the AlertDialog PendingConfirm story: the pending button's announcement points at a
    // button that is gone, which axe flags; the announcement is over.
    document.querySelectorAll('[data-live-announcer]').forEach((el) => el.remove());
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined, title: 'This page cannot be shown', description: 'No authorization' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Silent: Story = {
  args: { announce: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const Small: Story = {
  args: { size: 'sm', title: 'Could not load the notes' },
};

export const LongContent: Story = {
  args: {
    title: 'The list of contracts could not be loaded from the server this time',
    description:
      'Failed to update price flexibility: the minimum price must be lower than the maximum price, and the flexibility must be one of the listed values. Try again in a moment; if it keeps failing, tell the technical team.',
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
