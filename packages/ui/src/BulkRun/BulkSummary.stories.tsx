import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { noControls } from '../internal/storyControls';
import { BulkProgress } from './BulkProgress';
import { BulkSummary, bulkSummaryHeadingLevels } from './BulkSummary';
import type { BulkRefusal } from './BulkSummary';
import { inMainStyled } from '../internal/storyDecorators';

const users = { one: 'user', other: 'users' };

const twoRefused: BulkRefusal[] = [
  { key: 17, label: 'Léa Bernard', reason: 'Already assigned to Marc Petit.' },
  { key: 42, label: 'Hugo Martin', reason: 'The account is suspended.' },
];

const meta = {
  title: 'Feedback/BulkSummary',
  component: BulkSummary,
  tags: ['autodocs'],
  args: {
    done: 98,
    refused: twoRefused,
    noun: users,
    onRetry: fn(),
    onClose: fn(),
    isRetrying: false,
    headingLevel: 2,
  },
  argTypes: {
    isRetrying: { control: 'boolean' },
    headingLevel: { control: 'inline-radio', options: bulkSummaryHeadingLevels },
    ...noControls('refused', 'noun'),
  },
  // In the app the summary shows in the page's <main>, above the list it acted on.
  decorators: [inMainStyled({ maxWidth: 560 })],
} satisfies Meta<typeof BulkSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: '98 users done, 2 refused' });
    // Focus is on the heading as the summary appears: a screen reader reads the outcome.
    await waitFor(() => expect(heading).toHaveFocus());
    const list = canvas.getByRole('list', { name: 'Refused users' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    // Each refusal in words, not in colour alone.
    await expect(items[0]).toHaveTextContent('Léa BernardRefused: Already assigned to Marc Petit.');
    await expect(items[1]).toHaveTextContent('Hugo MartinRefused: The account is suspended.');
    // Tab from the heading: Retry, then Close.
    await userEvent.tab();
    const retry = canvas.getByRole('button', { name: 'Retry the 2 refused' });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Nothing refused: "All … done", no list and no Retry. */
export const AllDone: Story = {
  args: { done: 100, refused: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'All 100 users done' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Retry/ })).toBeNull();
  },
};

/** One refused: the singular noun in the list's name. */
export const OneRefused: Story = {
  args: { done: 1, refused: twoRefused.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: '1 user done, 1 refused' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Refused user' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry the 1 refused' })).toBeVisible();
  },
};

const manyRefused: BulkRefusal[] = Array.from({ length: 14 }, (_, i) => ({
  key: `r${i}`,
  label: `Request ${1200 + i * 7}`,
  reason:
    i % 3 === 0
      ? 'The request is closed: reopen it first.'
      : i % 3 === 1
        ? 'Already assigned to Marc Petit.'
        : 'You may not assign requests of the Lyon office.',
}));

export const ManyRefused: Story = {
  args: {
    done: 226,
    refused: manyRefused,
    noun: { one: 'request', other: 'requests' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: '226 requests done, 14 refused' }),
    ).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('list', { name: 'Refused requests' })).getAllByRole('listitem'),
    ).toHaveLength(14);
  },
};

/** Without `onRetry` (a refusal a retry cannot mend): no Retry button. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Retry/ })).toBeNull();
  },
};

export const Retrying: Story = {
  args: { isRetrying: true },
  play: async ({ canvasElement, args }) => {
    const retry = within(canvasElement).getByRole('button', { name: /^Retry the 2 refused/ });
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/**
 * A run as the app draws it: progress with Stop, then the summary in its place, which takes
 * focus from the Stop button that goes.
 */
function Run() {
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');
  if (phase === 'idle') {
    return (
      <Button variant="primary" onPress={() => setPhase('running')}>
        Assign 100 users
      </Button>
    );
  }
  if (phase === 'running') {
    return <BulkProgress done={98} total={100} label="Assigning" onStop={() => setPhase('done')} />;
  }
  return (
    <BulkSummary done={98} refused={twoRefused} noun={users} onClose={() => setPhase('idle')} />
  );
}

export const FromProgressToSummary: Story = {
  tags: ['!autodocs'],
  render: () => <Run />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Assign 100 users' }));
    const stop = canvas.getByRole('button', { name: 'Stop' });
    stop.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: '98 users done, 2 refused' })).toHaveFocus(),
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('heading', { name: '98 users done, 2 refused' }),
      ).toHaveFocus(),
    );
  },
};
