import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { inMain } from '../internal/storyDecorators';
import { Icon, iconNames, iconSizes } from './Icon';

// The whole set, named, is the Foundations/Icons page; this is the component with its two
// props, for trying one icon at one size and seeing how it sits beside words.
const meta = {
  title: 'Content/Icon',
  component: Icon,
  tags: ['autodocs'],
  // In the app this sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMain],
  args: { name: 'download', size: 'lg' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: hidden from assistive technology, out of the tab order, in the text's colour. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(getComputedStyle(svg).stroke).toBe(getComputedStyle(svg.parentElement!).color);
  },
};

/** The fixed sizes are the type scale's, 14 to 24 px; `inline` is as large as its text. */
export const Sizes: Story = {
  render: (args) => (
    <ul style={{ display: 'flex', gap: 24, alignItems: 'center', listStyle: 'none', padding: 0 }}>
      {iconSizes.map((size) => (
        <li key={size} data-size={size} style={{ display: 'grid', justifyItems: 'center' }}>
          <Icon {...args} size={size} />
          <span>{size}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const side = (size: string) =>
      canvasElement.querySelector(`[data-size="${size}"] svg`)!.getBoundingClientRect();
    const expected = { sm: 14, md: 16, lg: 20, xl: 24 };
    for (const [size, px] of Object.entries(expected)) {
      await expect(side(size).width).toBe(px);
      await expect(side(size).height).toBe(px);
    }
    const item = canvasElement.querySelector('[data-size="inline"]')!;
    await expect(side('inline').width).toBe(parseFloat(getComputedStyle(item).fontSize));
  },
};

/**
 * Beside words, where the words carry the meaning: a button's icon before its label, and an
 * icon-only button named by its `aria-label`.
 */
export const BesideWords: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Button icon={<Icon name="download" />}>Download CSV</Button>
      <Button iconOnly aria-label="Delete the note" variant="ghost">
        <Icon name="trash" size="md" />
      </Button>
      {/* An icon is a block: beside words, both go in a row (a flex container). */}
      <p style={{ margin: 0, display: 'flex', gap: 6, alignItems: 'center' }}>
        <Icon name="warning" />
        Saved by Léa Bernard since you opened it
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete the note' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: BesideWords.render,
};
