import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { flagControls } from '../internal/storyControls';
import { ProgressBar } from './ProgressBar';
import { inMainStyled } from '../internal/storyDecorators';

// A frozen clock: 42 seconds after the start, whatever the day the story runs.
const startedAt = new Date('2024-05-06T10:00:00+02:00');
const frozen = () => startedAt.getTime() + 42_000;

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Uploading documents', value: 40 },
  argTypes: {
    ...flagControls('isIndeterminate', 'showValue'),
    clock: { control: false },
    startedAt: { control: false },
  },
  // In the app this sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMainStyled({ maxWidth: 480 })],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading documents' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(within(bar).getByText('40%')).toBeVisible();
  },
};

export const LongWorkWithElapsedTime: Story = {
  args: {
    label: 'Generating the description',
    isIndeterminate: true,
    startedAt,
    clock: frozen,
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: 'Generating the description',
    });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(within(bar).getByText('Elapsed 0:42')).toBeVisible();
    // Screen readers hear the elapsed time as the bar's description.
    await expect(bar).toHaveAccessibleDescription('Elapsed 0:42');
  },
};

export const DeterminateWithElapsedTime: Story = {
  args: { value: 75, startedAt, clock: () => startedAt.getTime() + 3_725_000 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(within(bar).getByText('75%')).toBeVisible();
    await expect(within(bar).getByText('Elapsed 1:02:05')).toBeVisible();
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100, label: 'Upload complete' } };

export const WithoutValue: Story = {
  args: { showValue: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('40%')).toBeNull();
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'Generating the description of the page from the offices of the district and their neighbourhoods',
    isIndeterminate: true,
    startedAt,
    clock: frozen,
  },
};

export const Dark: Story = {
  args: { value: 65, startedAt, clock: frozen },
  globals: { theme: 'dark' },
};

export const DarkIndeterminate: Story = {
  tags: ['!autodocs'],
  args: { isIndeterminate: true, startedAt, clock: frozen, label: 'Generating the description' },
  globals: { theme: 'dark' },
};
