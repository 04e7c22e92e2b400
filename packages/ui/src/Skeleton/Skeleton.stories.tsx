import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, skeletonHeights, skeletonShapes, skeletonWidths } from './Skeleton';
import { inMainStyled } from '../internal/storyDecorators';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
    width: { control: 'inline-radio', options: skeletonWidths },
    height: { control: 'inline-radio', options: skeletonHeights },
  },
  decorators: [inMainStyled({ maxWidth: 480 })],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[aria-hidden="true"]');
    // Three bars, none of them exposed to assistive technology.
    await expect(root?.children).toHaveLength(3);
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Skeleton width="1/2" />
      <Skeleton shape="rect" height="lg" />
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" height="sm" />
        <Skeleton shape="circle" height="md" />
        <Skeleton width="1/4" />
      </div>
    </div>
  ),
};

/** The loading state of a list: the area is marked busy and names what is loading. */
export const LoadingList: Story = {
  render: () => (
    <section aria-busy="true" aria-label="Notes">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} style={{ display: 'flex', gap: 12, marginBottom: 16 }}>
          <Skeleton shape="circle" height="md" />
          <div style={{ flex: 1 }}>
            <Skeleton lines={2} />
          </div>
        </div>
      ))}
    </section>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Notes' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Dark: Story = {
  ...Shapes,
  globals: { theme: 'dark' },
};
