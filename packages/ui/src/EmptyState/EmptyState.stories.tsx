import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import {
  EmptyState,
  emptyStateHeadingLevels,
  emptyStateSizes,
  emptyStateVariants,
} from './EmptyState';
import { inMain } from '../internal/storyDecorators';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  // In the app this sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMain],
  args: {
    title: 'No requests yet',
    description: 'Requests appear here as soon as a guest contacts a host.',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: emptyStateVariants },
    size: { control: 'inline-radio', options: emptyStateSizes },
    headingLevel: { control: 'inline-radio', options: emptyStateHeadingLevels },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'No requests yet' })).toBeVisible();
    await expect(canvas.getByText(/as soon as a guest/)).toBeVisible();
  },
};

const clear = fn();

export const NoResults: Story = {
  args: {
    variant: 'no-results',
    title: 'No results for these filters',
    description: 'Change or clear the filters to see more.',
    action: <Button onPress={clear}>Clear filters</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear filters' }));
    await expect(clear).toHaveBeenCalledTimes(1);
  },
};

export const WithAction: Story = {
  args: { action: <Button variant="primary">Create a request</Button> },
};

export const Small: Story = {
  args: { size: 'sm', headingLevel: 4, title: 'No notes', description: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 4, name: 'No notes' }),
    ).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    title:
      'No offices match the district, the price range, the number of seats and the dates chosen',
    description:
      'Widen the price range or the dates, or remove the district filter. Offices that are not published are never listed here, whatever the filters.',
    variant: 'no-results',
  },
};

export const Dark: Story = {
  args: { action: <Button variant="primary">Create a request</Button> },
  globals: { theme: 'dark' },
};
