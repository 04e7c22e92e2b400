import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { flagControls } from '../internal/storyControls';
import { Spinner, spinnerSizes } from './Spinner';
import { inMain } from '../internal/storyDecorators';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  // In the app this sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMain],
  argTypes: {
    ...flagControls('showLabel'),
    size: { control: 'inline-radio', options: spinnerSizes },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: 'Loading' });
    // Indeterminate: no value is claimed.
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

export const WithVisibleLabel: Story = {
  args: { label: 'Loading offices…', showLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading offices…' })).toBeVisible();
    await expect(canvas.getByText('Loading offices…')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading, size ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(3);
  },
};

export const LongLabel: Story = {
  args: {
    showLabel: true,
    label:
      'Generating the description of the page from the offices of the district, this can take a few minutes',
  },
};

export const Dark: Story = {
  args: { showLabel: true, size: 'lg' },
  globals: { theme: 'dark' },
};
