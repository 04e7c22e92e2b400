import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList, descriptionListLayouts } from './DescriptionList';
import { inMain } from '../internal/storyDecorators';

const items = [
  { term: 'Name', description: 'Camille Martin' },
  { term: 'Email', description: 'camille.martin@example.com' },
  { term: 'Phone', description: '+33 6 12 34 56 78' },
  { term: 'Company', description: '' },
  { term: 'Signed up', description: '14/03/2024' },
  { term: 'Status', description: 'Active' },
];

const meta = {
  title: 'Data/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  args: { items },
  argTypes: { layout: { control: 'inline-radio', options: descriptionListLayouts } },
  decorators: [inMain],
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(items.length);
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('Camille Martin');
    // An empty value says so to screen readers and shows a dash.
    await expect(canvas.getAllByRole('definition')[3]).toHaveTextContent('—Not set');
  },
};

export const Stacked: Story = {
  args: { layout: 'stacked' },
};

export const LongContent: Story = {
  args: {
    items: [
      {
        term: 'A rather long term that wraps',
        description:
          'A long value without breaks: averyveryveryveryveryveryveryveryveryveryveryveryveryveryverylongword, then ordinary words that wrap onto the next line as the column allows.',
      },
      ...items,
    ],
  },
};

export const ManyItems: Story = {
  args: {
    layout: 'stacked',
    items: Array.from({ length: 24 }, (_, i) => ({
      term: `Field ${i + 1}`,
      description: i % 5 === 4 ? null : `Value ${i + 1}`,
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Not set')).toHaveLength(4);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
