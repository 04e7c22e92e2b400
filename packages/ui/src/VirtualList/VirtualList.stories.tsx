import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { noControls } from '../internal/storyControls';
import { VirtualList } from './VirtualList';

interface Item {
  id: string;
  text: string;
}

const items: Item[] = Array.from({ length: 2000 }, (_, i) => ({
  id: `m${i + 1}`,
  // Rows of one to three lines: each row is measured.
  text: `Message ${i + 1}. ${'The office is free from Monday. '.repeat(1 + (i % 6))}`,
}));

const meta = {
  title: 'Data/VirtualList',
  component: VirtualList<Item>,
  args: {
    'aria-label': 'Messages',
    items,
    getItemId: (item: Item) => item.id,
    renderItem: (item: Item) => <p style={{ margin: 0, padding: '8px 12px' }}>{item.text}</p>,
    estimatedItemHeight: 40,
    height: 320,
  },
  argTypes: {
    'aria-label': { control: 'text' },
    items: {
      control: 'inline-radio',
      options: ['20', '200', '2,000'],
      mapping: { '20': items.slice(0, 20), '200': items.slice(0, 200), '2,000': items },
    },
    estimatedItemHeight: { control: { type: 'range', min: 24, max: 200, step: 4 } },
    height: { control: 'inline-radio', options: [200, 320, 480, '60vh'] },
    overscan: { control: { type: 'range', min: 0, max: 20, step: 1 } },
    ...noControls('getItemId', 'renderItem'),
  },
} satisfies Meta<typeof VirtualList<Item>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoThousandItems: Story = {
  name: '2,000 items of varying height, windowed',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^Message 1\./);
    const list = canvas.getByRole('list', { name: 'Messages' });
    const drawn = within(list).getAllByRole('listitem');
    // Only the rows in view (and a few more) are in the DOM; each says its place in the whole.
    await expect(drawn.length).toBeLessThan(40);
    await expect(drawn[0]).toHaveAttribute('aria-setsize', '2000');
    await expect(drawn[0]).toHaveAttribute('aria-posinset', '1');
    // The scroll box takes focus (so that keys scroll it); at its end, the last item is drawn.
    const box = canvas.getByRole('region', { name: 'Messages' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    // Rows are measured as they are drawn, so the box grows (and the windowing corrects the
    // scroll offset) while it scrolls: scroll to the end again until the box has stayed at its
    // end, with the last item drawn, for three checks in a row.
    const atEnd = () =>
      box.scrollTop + box.clientHeight >= box.scrollHeight - 1 &&
      canvas.queryByText(/^Message 2000\./) !== null;
    let settled = 0;
    for (let check = 0; check < 100 && settled < 3; check += 1) {
      if (atEnd()) settled += 1;
      else {
        settled = 0;
        box.scrollTop = box.scrollHeight;
      }
      await new Promise((done) => setTimeout(done, 100));
    }
    await expect(atEnd()).toBe(true);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Message 1\./)).toBeVisible();
  },
};
