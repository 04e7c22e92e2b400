import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { flagControls } from '../internal/storyControls';
import { SegmentedControl, segmentedControlSizes } from './SegmentedControl';
import type { SegmentedControlOption } from './SegmentedControl';
import { inBox, inMainStyled } from '../internal/storyDecorators';

const languages: SegmentedControlOption[] = [
  { id: 'en', label: 'EN' },
  { id: 'fr', label: 'FR' },
];

const meta = {
  title: 'Forms/SegmentedControl',
  component: SegmentedControl,
  tags: ['autodocs'],
  args: { label: 'Language', options: languages, onSelectionChange: fn() },
  argTypes: {
    ...flagControls('isDisabled', 'hideLabel'),
    size: { control: 'inline-radio', options: segmentedControlSizes },
  },
  // In the app a control sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMainStyled({ maxWidth: 480 })],
} satisfies Meta<typeof SegmentedControl<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first segment is selected unless told otherwise; one is always selected. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Language' });
    const en = within(group).getByRole('radio', { name: 'EN' });
    const fr = within(group).getByRole('radio', { name: 'FR' });
    await expect(en).toBeChecked();
    await userEvent.click(fr);
    await expect(fr).toBeChecked();
    await expect(en).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('fr');
    // Pressing the selected segment again keeps it selected.
    await userEvent.click(fr);
    await expect(fr).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
  },
};

/**
 * Tab enters on the group, the arrow keys move between segments, Space or Enter selects the
 * focused one, Tab leaves the group.
 */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  args: { defaultSelectedKey: 'fr' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, alignItems: 'flex-start' }}>
      <SegmentedControl {...args} />
      <Button>Next</Button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const en = canvas.getByRole('radio', { name: 'EN' });
    const fr = canvas.getByRole('radio', { name: 'FR' });
    await userEvent.tab();
    await expect(en).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(fr).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(en).toHaveFocus();
    await expect(fr).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(en).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('en');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(fr).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('fr');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
  },
};

/** Controlled: the caller holds the language and shows the matching fields. */
export const Controlled: Story = {
  tags: ['!autodocs'],
  render: function Render(args) {
    const [lang, setLang] = useState('fr');
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <SegmentedControl
          {...args}
          selectedKey={lang}
          onSelectionChange={(key) => {
            setLang(key);
            args.onSelectionChange?.(key);
          }}
        />
        <p style={{ margin: 0 }}>
          {lang === 'fr' ? 'Editing the French page' : 'Editing the English page'}
        </p>
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'FR' })).toBeChecked();
    await expect(canvas.getByText('Editing the French page')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'EN' }));
    await expect(canvas.getByRole('radio', { name: 'EN' })).toBeChecked();
    await expect(canvas.getByText('Editing the English page')).toBeVisible();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('en');
  },
};

/** The label is hidden where the context names the switch (a modal's language tabs). */
export const HiddenLabel: Story = {
  args: { hideLabel: true, size: 'sm', label: 'Language of the SEO page' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', {
      name: 'Language of the SEO page',
    });
    await expect(within(group).getAllByRole('radio')).toHaveLength(2);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {segmentedControlSizes.map((size) => (
        <SegmentedControl key={size} {...args} label={`Language (${size})`} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const size of segmentedControlSizes) {
      const group = canvas.getByRole('radiogroup', { name: `Language (${size})` });
      await expect(within(group).getByRole('radio', { name: 'EN' })).toBeChecked();
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'fr' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const en = canvas.getByRole('radio', { name: 'EN' });
    await expect(en).toBeDisabled();
    await userEvent.click(en, { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: 'FR' })).toBeChecked();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

/** A disabled segment is skipped by the arrow keys. */
export const DisabledOption: Story = {
  args: {
    label: 'Period',
    options: [
      { id: 'day', label: 'Day' },
      { id: 'week', label: 'Week', isDisabled: true },
      { id: 'month', label: 'Month' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Week' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Day' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Month' })).toHaveFocus();
  },
};

export const ManyItems: Story = {
  args: {
    label: 'Period',
    defaultSelectedKey: 'quarter',
    options: [
      { id: 'day', label: 'Day' },
      { id: 'week', label: 'Week' },
      { id: 'month', label: 'Month' },
      { id: 'quarter', label: 'Quarter' },
      { id: 'year', label: 'Year' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await expect(canvas.getByRole('radio', { name: 'Quarter' })).toBeChecked();
  },
};

/** In a narrow column, segments wrap their text rather than cut it or overflow. */
export const LongContent: Story = {
  decorators: [inBox({ maxWidth: 300 })],
  args: {
    label: 'Which version of the page the preview shows before it is published',
    options: [
      { id: 'draft', label: 'Draft being edited' },
      { id: 'published', label: 'Published version' },
      { id: 'previous', label: 'Previous version' },
    ],
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: /Which version/ });
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
    await expect(within(group).getByRole('radio', { name: 'Draft being edited' })).toBeChecked();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <SegmentedControl {...args} defaultSelectedKey="fr" />
      <SegmentedControl {...args} label="Small" size="sm" />
      <SegmentedControl {...args} label="Disabled" isDisabled />
    </div>
  ),
};
