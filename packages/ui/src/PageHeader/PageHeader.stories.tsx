import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { vars } from '../theme';
import { PageHeader, pageHeaderLevels } from './PageHeader';
import { inMainStyled } from '../internal/storyDecorators';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  // A page's header, framed as in the app: edge to edge (.storybook/preview.tsx), in a <main>
  // with the app shell's padding.
  parameters: { layout: 'fullscreen', edgeToEdge: true },
  args: { title: 'Accounts', count: 1234 },
  argTypes: { level: { control: 'inline-radio', options: pageHeaderLevels } },
  decorators: [inMainStyled({ padding: vars.space.xl })],
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: {
    description: 'Everyone who signed up, newest first.',
    actions: (
      <>
        <Button>Export</Button>
        <Button variant="primary">Create account</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await expect(canvas.getByText('1,234')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create account' })).toBeVisible();
  },
};

export const CountLabel: Story = {
  args: { count: 3, countLabel: (n) => `${n} accounts in all` },
  play: async ({ canvasElement }) => {
    // Screen readers hear the label; the eye sees the number.
    await expect(within(canvasElement).getByText('3 accounts in all')).toBeInTheDocument();
  },
};

export const NoCount: Story = {
  args: { count: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent(/^Accounts$/);
  },
};

export const ZeroCount: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0')).toBeVisible();
  },
};

export const LabelsATable: Story = {
  args: { headingId: 'accounts-title' },
  render: (args) => (
    <>
      <PageHeader {...args} />
      <section aria-labelledby="accounts-title">…</section>
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Accounts' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    title: 'Favourites of guests who asked for a private office near a station last winter',
    count: 1_234_567,
    description:
      'A long description that wraps onto a second line when the window is narrow, while the actions keep their place at the end of the header.',
    actions: (
      <>
        <Button>Export as CSV</Button>
        <Button variant="primary">Send to everyone</Button>
      </>
    ),
  },
};

export const SecondLevel: Story = {
  args: { level: 2, title: 'Documents', count: 12 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Documents' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { ...Playground.args },
};
