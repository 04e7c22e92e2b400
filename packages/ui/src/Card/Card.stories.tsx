import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { DescriptionList } from '../DescriptionList';
import { Card, cardHeadingLevels, cardPaddings } from './Card';
import { inMainStyled } from '../internal/storyDecorators';

const meta = {
  title: 'Data/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Contact',
    children: (
      <DescriptionList
        items={[
          { term: 'Email', description: 'camille.martin@example.com' },
          { term: 'Phone', description: '+33 6 12 34 56 78' },
        ]}
      />
    ),
  },
  argTypes: {
    padding: { control: 'inline-radio', options: cardPaddings },
    headingLevel: { control: 'inline-radio', options: cardHeadingLevels },
  },
  decorators: [inMainStyled({ maxWidth: 560 })],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { actions: <Button size="sm">Edit</Button>, footer: 'Updated on 14/03/2024' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Contact' });
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Contact');
    await expect(within(region).getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, children: 'A card without a heading is not a landmark.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {cardPaddings.map((padding) => (
        <Card key={padding} {...args} padding={padding} title={`Padding ${padding}`}>
          Content
        </Card>
      ))}
    </div>
  ),
};

export const LongContent: Story = {
  args: {
    title: 'A card title long enough to wrap onto a second line in a narrow column of the page',
    actions: (
      <>
        <Button size="sm">Edit</Button>
        <Button size="sm">Delete</Button>
      </>
    ),
    children:
      'Body text that runs on for a while, as a note written by a colleague might, and wraps within the card without pushing the actions out of place.',
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { ...Playground.args },
};
