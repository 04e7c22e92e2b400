import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BulkProgress } from './BulkProgress';
import { inMainStyled } from '../internal/storyDecorators';

const meta = {
  title: 'Feedback/BulkProgress',
  component: BulkProgress,
  tags: ['autodocs'],
  args: { done: 34, total: 100, label: 'Assigning', onStop: fn() },
  argTypes: {
    done: { control: { type: 'number', min: 0 } },
    total: { control: { type: 'number', min: 0 } },
  },
  // In the app the run shows in the page's <main>, above the list it acts on.
  decorators: [inMainStyled({ maxWidth: 560 })],
} satisfies Meta<typeof BulkProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Assigning' });
    await expect(bar).toHaveAttribute('aria-valuenow', '34');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    // Read as the count, not as a percentage.
    await expect(bar).toHaveAttribute('aria-valuetext', '34 of 100');
    await expect(bar).toHaveTextContent('Assigning: 34 of 100');
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
  },
};

/** Just started: the empty track, the count at zero. */
export const Starting: Story = {
  args: { done: 0, total: 1240, label: 'Exporting' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Exporting' });
    await expect(bar).toHaveTextContent('Exporting: 0 of 1,240');
  },
};

export const AlmostDone: Story = {
  args: { done: 99, total: 100 },
};

/** Without `onStop` (a run that cannot be stopped half way): no Stop button. */
export const WithoutStop: Story = {
  args: { onStop: undefined, label: 'Deleting', done: 3, total: 8 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Deleting' })).toHaveTextContent(
      'Deleting: 3 of 8',
    );
    await expect(canvas.queryByRole('button', { name: 'Stop' })).toBeNull();
  },
};

/** Stop is reached by Tab and pressed with Enter. */
export const StopByKeyboard: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Stop' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStop).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
