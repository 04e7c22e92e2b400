import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fieldArgTypes, flagControls } from '../internal/storyControls';
import { MentionTextArea, type MentionOption, type MentionTextAreaProps } from './MentionTextArea';
import { inMainStyled } from '../internal/storyDecorators';

// The app reads "@…" with its domain rules (mentionQueryAt, mentionSuggestions, withMention);
// the stories use a small stand-in of them: a name's word starts with what follows the "@".
const PEOPLE: MentionOption[] = [
  { id: 2, label: 'Léa Bernard' },
  { id: 3, label: 'Hugo Petit' },
  { id: 4, label: 'Inès Moreau' },
  { id: 5, label: 'Thomas Roux' },
];
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const queryAt = (text: string, caret: number) => {
  const match = /(?:^|\s)@([\p{L}]*(?: [\p{L}]*)?)$/u.exec(text.slice(0, caret));
  return match ? { start: caret - match[1]!.length - 1, query: match[1]! } : null;
};
const suggest = (text: string, caret: number) => {
  const query = queryAt(text, caret);
  if (!query) return null;
  const wanted = fold(query.query);
  return PEOPLE.filter(
    (p) =>
      fold(p.label)
        .split(' ')
        .some((w) => w.startsWith(wanted)) || fold(p.label).startsWith(wanted),
  );
};
const complete = (text: string, caret: number, option: MentionOption) => {
  const query = queryAt(text, caret)!;
  const inserted = `@${option.label} `;
  return {
    text: text.slice(0, query.start) + inserted + text.slice(caret),
    caret: query.start + inserted.length,
  };
};

function Controlled(
  props: Omit<MentionTextAreaProps, 'value' | 'onChange'> & {
    initial?: string;
    onChange?: (v: string) => void;
  },
) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <MentionTextArea
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/MentionTextArea',
  component: MentionTextArea,
  tags: ['autodocs'],
  args: {
    label: 'Note',
    description: 'Type @ and a name to mention a colleague: they are notified.',
    listLabel: 'Staff to mention',
    value: '',
    onChange: fn(),
    suggest,
    complete,
  },
  argTypes: {
    ...flagControls('autoFocus'),
    ...fieldArgTypes,
    rows: { control: { type: 'range', min: 2, max: 12, step: 1 } },
    placeholder: { control: 'text' },
    listLabel: { control: 'text' },
  },
  render: (args) => <Controlled {...args} initial={args.value} />,
  decorators: [inMainStyled({ maxWidth: 480, minHeight: 260 })],
} satisfies Meta<typeof MentionTextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "@lé" lists Léa; Enter writes her name and a space, the caret after it. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.type(box, 'Ask @lé');
    const list = await canvas.findByRole('listbox', { name: 'Staff to mention' });
    await expect(within(list).getAllByRole('option')).toHaveLength(1);
    await expect(box).toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('Ask @Léa Bernard ');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await userEvent.type(box, 'about Thursday');
    await expect(box).toHaveValue('Ask @Léa Bernard about Thursday');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ask @Léa Bernard about Thursday');
  },
};

/** The list open: arrow keys move the active option, marked by more than its colour. */
export const ListOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.type(box, '@');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(canvas.getByRole('option', { name: 'Hugo Petit' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
  },
};

/** Escape closes the list only; the text stays, and typing on reopens it. */
export const EscapeClosesTheList: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.type(box, '@h');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(box).toHaveValue('@h');
    await expect(box).toHaveFocus();
    await userEvent.type(box, 'u');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{Tab}');
    await expect(box).toHaveValue('@Hugo Petit ');
  },
};

/** An email is not a mention: no list. */
export const NotAMention: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.type(box, 'lea@example.com');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Write something before adding the note.', isInvalid: true },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: ListOpen.play,
};
