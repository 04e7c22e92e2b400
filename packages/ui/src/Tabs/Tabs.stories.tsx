import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, tabActivations } from './Tabs';
import { inMain } from '../internal/storyDecorators';

const items = [
  { id: 'en', label: 'English', content: <p>The English text of the page.</p> },
  { id: 'fr', label: 'French', content: <p>Le texte français de la page.</p> },
  { id: 'de', label: 'German', content: <p>Not translated yet.</p>, isDisabled: true },
  { id: 'notes', label: 'Notes', content: <p>Internal notes.</p> },
];

const meta = {
  title: 'Data/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { 'aria-label': 'Language', items, onSelectionChange: fn() },
  argTypes: { keyboardActivation: { control: 'inline-radio', options: tabActivations } },
  decorators: [inMain],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Language' });
    // React Aria fills the tab list after its first render.
    const english = await within(list).findByRole('tab', { name: 'English' });
    await waitFor(() => expect(english).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('The English text');
    await userEvent.click(within(list).getByRole('tab', { name: 'French' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('fr');
    await expect(canvas.getByRole('tabpanel', { name: 'French' })).toHaveTextContent(
      'Le texte français',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await canvas.findByRole('tab', { name: 'English' });
    await userEvent.tab();
    await expect(tab('English')).toHaveFocus();
    // Arrows move and select; the disabled tab is skipped; Home and End go to the ends.
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('French')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Notes')).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('notes');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('English')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(tab('Notes')).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(tab('Notes')).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Notes' })).toHaveFocus();
  },
};

export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'English' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'French' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'English' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: 'French' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const DefaultSelected: Story = {
  args: { defaultSelectedId: 'notes' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('tabpanel')).toHaveTextContent(
      'Internal notes',
    );
  },
};

export const ManyTabs: Story = {
  args: {
    items: Array.from({ length: 14 }, (_, i) => ({
      id: `t${i + 1}`,
      label: `Section number ${i + 1}`,
      content: <p>Content of section {i + 1}.</p>,
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('tab')).toHaveLength(14);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
