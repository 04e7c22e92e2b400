import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { flagControls } from '../internal/storyControls';
import { RichTextEditor } from './RichTextEditor';
import { RichTextView } from './RichTextView';
import { clickAtEnd, compose, paste, press, settle, type } from './realInput';
import { headingLevels, sanitizeRichText } from './schema';
import { inMainStyled } from '../internal/storyDecorators';

const sample =
  '<h3>Offices near the station</h3><p>Bright rooms with <strong>fibre</strong> and <em>flexible</em> terms. See <a href="https://example.com/">the guide</a>.</p><ul><li><p>Meeting rooms</p></li><li><p>Kitchen</p></li></ul>';

const meta = {
  title: 'Widgets/RichTextEditor',
  component: RichTextEditor,
  tags: ['autodocs'],
  // In the app an editor sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMainStyled({ maxWidth: 640 })],
  args: {
    label: 'Description',
    onChange: fn(),
    headingLevels: [3, 4],
    characterCount: false,
    isDisabled: false,
    isRequired: false,
  },
  argTypes: {
    ...flagControls('isDisabled', 'characterCount', 'isRequired'),
    errorMessage: { control: 'text' },
    headingLevels: { control: 'check', options: headingLevels },
    maxLength: { control: 'number' },
    placeholder: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Loaded as its own chunk: `React.lazy(() => import('@backoffice/ui/RichTextEditor'))` (the default export). Value in and out is HTML restricted to the schema.",
      },
    },
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const editorIn = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Description' });

export const Playground: Story = {
  args: { characterCount: true, placeholder: 'Describe the place…' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = editorIn(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard('Hello world');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>Hello world</p>'));
    await expect(canvas.getByText('11 characters')).toBeVisible();
    // Keyboard shortcut: select all, Ctrl+B.
    await userEvent.keyboard('{Control>}a{/Control}{Control>}b{/Control}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>Hello world</strong></p>'),
    );
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Toolbar: heading 3, then a bulleted list.
    await userEvent.click(canvas.getByRole('button', { name: 'H3 heading' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('<h3><strong>Hello world</strong></h3>'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'H3 heading' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<ul><li><p><strong>Hello world</strong></p></li></ul>',
      ),
    );
    await expect(editor).toHaveFocus();
  },
};

/** The SEO editor allows headings 3 and 4 only: no other level is offered or kept. */
export const HeadingsThreeAndFour: Story = {
  tags: ['!autodocs'],
  args: { defaultValue: '<h1>A first-level title</h1><h2>A second</h2><h4>A fourth</h4>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = editorIn(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'H1 heading' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'H2 heading' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'H4 heading' })).toBeVisible();
    await expect(editor.querySelector('h1, h2')).toBeNull();
    await expect(within(editor).getByRole('heading', { level: 4 })).toHaveTextContent('A fourth');
    await expect(editor).toHaveTextContent('A first-level title');
  },
};

export const Link: Story = {
  args: { defaultValue: '<p>Our site</p>' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(editorIn(canvasElement));
    await userEvent.keyboard('{Control>}a{/Control}{Control>}k{/Control}');
    const dialog = await body.findByRole('dialog', { name: 'Link' });
    const address = within(dialog).getByRole('textbox', { name: 'Link address' });
    await waitFor(() => expect(address).toHaveFocus());
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByText(/Enter a web address/)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(address);
    await userEvent.type(address, 'example.com{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<p><a href="https://example.com" rel="noopener noreferrer">Our site</a></p>',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Link' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/**
 * Bug fixed: after Apply in the link dialog opened from the toolbar, focus stayed on
 * the Link button; it goes back to the text, after the linked words, to go on writing.
 */
export const LinkReturnsToTheText: Story = {
  tags: ['!autodocs'],
  args: { defaultValue: '<p>Our site</p>' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const editor = editorIn(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const dialog = await body.findByRole('dialog', { name: 'Link' });
    const address = within(dialog).getByRole('textbox', { name: 'Link address' });
    await waitFor(() => expect(address).toHaveFocus());
    await userEvent.type(address, 'example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Link' })).toBeNull());
    // React Aria restores focus a frame after the popover goes: still in the text after it.
    await settle();
    await settle();
    await expect(editor).toHaveFocus();
    await press('End');
    await type(' and more');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<p><a href="https://example.com" rel="noopener noreferrer">Our site</a> and more</p>',
      ),
    );
  },
};

/**
 * For an editor that replaces the button that opened it (an internal note's Edit): focus goes
 * into the text, at its end, rather than falling to the page with the button.
 */
export const AutoFocus: Story = {
  tags: ['!autodocs'],
  args: { defaultValue: '<p>First line</p><p>Last line</p>', autoFocus: true },
  play: async ({ canvasElement, args }) => {
    const editor = editorIn(canvasElement);
    await waitFor(() => expect(editor).toHaveFocus());
    await type(' typed');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('<p>First line</p><p>Last line typed</p>'),
    );
  },
};

export const Empty: Story = {
  tags: ['!autodocs'],
  args: { placeholder: 'Describe the place…', characterCount: true },
};

export const OverTheLimit: Story = {
  args: { defaultValue: sample, characterCount: true, maxLength: 80 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/\/ 80 characters \(over the limit\)/),
    ).toBeVisible();
  },
};

/** Required and left empty: the caller's message, read after the label, as on the fields. */
export const RequiredWithError: Story = {
  args: {
    label: 'Answer 1',
    isRequired: true,
    characterCount: true,
    errorMessage: 'Enter an answer.',
  },
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: 'Answer 1' });
    await expect(editor).toHaveAttribute('aria-required', 'true');
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription('0 characters Enter an answer.');
  },
};

export const Disabled: Story = {
  args: { defaultValue: sample, isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(editorIn(canvasElement)).toHaveAttribute('contenteditable', 'false');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    defaultValue: Array.from(
      { length: 12 },
      (_, i) =>
        `<p>Paragraph ${i + 1}: a long line of text that wraps across the width of the editor and keeps going so that the editor scrolls inside its frame.</p>`,
    ).join(''),
    characterCount: true,
  },
};

function ControlledEditor(args: Parameters<typeof RichTextEditor>[0]) {
  const [value, setValue] = useState('<p>First</p>');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <RichTextEditor {...args} value={value} onChange={setValue} />
      <button type="button" onClick={() => setValue('<p>Loaded <em>again</em></p>')}>
        Load another
      </button>
      <output aria-label="HTML">{value}</output>
    </div>
  );
}

/** A value set from outside (a reset, a loaded record) replaces the content. */
export const Controlled: Story = {
  tags: ['!autodocs'],
  render: (args) => <ControlledEditor {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load another' }));
    await waitFor(() => expect(editorIn(canvasElement)).toHaveTextContent('Loaded again'));
    await expect(canvas.getByRole('status', { name: 'HTML' })).toHaveTextContent(
      '<p>Loaded <em>again</em></p>',
    );
  },
};

/** How a story's parent holds the editor's value. */
type Holding = 'as given' | 'normalised' | 'late' | 'title in capitals';

/**
 * The app's use: value in, HTML out, value back in. The parent keeps the HTML as given (the
 * app's modals), normalised (as the server stores it: `sanitizeRichText` drops a trailing
 * space), late (a parent that hands the value back 80 ms after each edit, while typing goes
 * on), or changed elsewhere (the title put in capitals: a real change from outside).
 */
function ParentOfEditor({
  initial,
  holding,
  ...args
}: Parameters<typeof RichTextEditor>[0] & { initial: string; holding: Holding }) {
  const [value, setValue] = useState(initial);
  const hold = (html: string) => {
    if (holding === 'as given') setValue(html);
    else if (holding === 'normalised') setValue(sanitizeRichText(html, args.headingLevels));
    else if (holding === 'late') setTimeout(() => setValue(html), 80);
    else
      setValue(
        html.replace(/<h3>(.*?)<\/h3>/, (_, text: string) => `<h3>${text.toUpperCase()}</h3>`),
      );
  };
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <RichTextEditor {...args} value={value} onChange={hold} />
      <output aria-label="Stored HTML">{value}</output>
    </div>
  );
}

const storedIn = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Stored HTML' });

/** What the parent holds once it settles, as the server would store it. */
const expectStored = (canvasElement: HTMLElement, html: string) =>
  waitFor(() =>
    expect(sanitizeRichText(storedIn(canvasElement).textContent ?? '', [3, 4])).toBe(html),
  );

const title = '<h3>Bureaux flexibles Marseille</h3>';

/** A story's render: the editor under a parent that holds its value as `holding` says. */
const renderHeldBy = (holding: Holding) => (args: Parameters<typeof RichTextEditor>[0]) => (
  <ParentOfEditor {...args} holding={holding} initial={`${title}<p>Des bureaux équipés.</p>`} />
);

/**
 * Bug fixed: typed through the real keyboard into an editor whose parent holds its
 * value (the app's modals), a space at the end of a line was dropped and the caret thrown to the start of
 * the document, so the next words landed in the H3 ("Extra words hereBureaux flexibles
 * Marseille"). Every step here is a key sequence a person types, checked in what the parent
 * stores: spaces at the end and in the middle, Enter, Backspace across blocks, paste of plain
 * text and of HTML, an IME composition, Undo and Redo.
 */
export const TypingThroughAParent: Story = {
  tags: ['!autodocs'],
  args: { label: 'Description' },
  render: renderHeldBy('as given'),
  play: async ({ canvasElement }) => {
    const editor = editorIn(canvasElement);
    await clickAtEnd(within(editor).getByText('Des bureaux équipés.'));
    await type(' Extra words here');
    await expectStored(canvasElement, `${title}<p>Des bureaux équipés. Extra words here</p>`);

    // Enter, then a space at the end of the line before going on.
    await press('Enter');
    await type('Second line ');
    await expectStored(
      canvasElement,
      `${title}<p>Des bureaux équipés. Extra words here</p><p>Second line</p>`,
    );
    await type('ends here.');
    await expectStored(
      canvasElement,
      `${title}<p>Des bureaux équipés. Extra words here</p><p>Second line ends here.</p>`,
    );

    // Backspace at a block's start joins it to the one before; a space typed in the middle.
    await press('Home');
    await press('Backspace');
    await type(' ');
    await expectStored(
      canvasElement,
      `${title}<p>Des bureaux équipés. Extra words here Second line ends here.</p>`,
    );

    // Paste plain text at the end, then HTML into a new paragraph (its bold is kept).
    await press('End');
    await type(' ');
    await paste('Pasted plain text.');
    await expectStored(
      canvasElement,
      `${title}<p>Des bureaux équipés. Extra words here Second line ends here. Pasted plain text.</p>`,
    );
    await press('Enter');
    await paste('Pasted bold words', '<p>Pasted <strong>bold</strong> words</p>');
    const before = `${title}<p>Des bureaux équipés. Extra words here Second line ends here. Pasted plain text.</p><p>Pasted <strong>bold</strong> words`;
    await expectStored(canvasElement, `${before}</p>`);

    // An IME composition after a trailing space, in its own undo step (the history joins
    // edits less than 500 ms apart): the word grows as it is composed and the commit replaces
    // it, as a phone keyboard composes each word and puts in its accents. Latin text, which
    // the design system's font draws on every machine (a CJK one would be the machine's).
    await type(' ');
    // A pause the person makes, not a wait for a result: the history's 500 ms (ProseMirror's
    // newGroupDelay) must pass between the two edits, which nothing on the page shows; a stall
    // only lengthens it.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await compose(['c', 'ca', 'caf', 'cafe'], 'café');
    await expectStored(canvasElement, `${before} café</p>`);

    await press('Control+z');
    await expectStored(canvasElement, `${before}</p>`);
    await press('Control+Shift+z');
    await expectStored(canvasElement, `${before} café</p>`);

    // The title was never touched, and the caret never left the text.
    await expect(within(editor).getByRole('heading', { level: 3 })).toHaveTextContent(
      /^Bureaux flexibles Marseille$/,
    );
    await expect(editor).toHaveFocus();
  },
};

/** The same keys, with a parent that normalises what it gets (a trailing space is dropped). */
export const TypingThroughANormalisingParent: Story = {
  tags: ['!autodocs'],
  args: { label: 'Description' },
  render: renderHeldBy('normalised'),
  play: TypingThroughAParent.play,
};

/** The same keys, with a parent that hands each value back late, while typing goes on. */
export const TypingThroughALateParent: Story = {
  tags: ['!autodocs'],
  args: { label: 'Description' },
  render: renderHeldBy('late'),
  play: TypingThroughAParent.play,
};

/**
 * A real change from outside while the caret is elsewhere (the parent puts the title in
 * capitals): the editor shows it, and the caret stays where the person is typing.
 */
export const ChangedFromOutsideWhileTyping: Story = {
  tags: ['!autodocs'],
  args: { label: 'Description' },
  render: renderHeldBy('title in capitals'),
  play: async ({ canvasElement }) => {
    const editor = editorIn(canvasElement);
    await clickAtEnd(within(editor).getByText('Des bureaux équipés.'));
    await type(' Calmes et lumineux.');
    await expectStored(
      canvasElement,
      '<h3>BUREAUX FLEXIBLES MARSEILLE</h3><p>Des bureaux équipés. Calmes et lumineux.</p>',
    );
    await expect(within(editor).getByRole('heading', { level: 3 })).toHaveTextContent(
      /^BUREAUX FLEXIBLES MARSEILLE$/,
    );
    await expect(editor).toHaveFocus();
  },
};

/**
 * Bug fixed: a FAQ answer typed as "Oui, sur rendez-vous avec le CSM." was stored as
 * "sur rendez-vous avec le CSM.Oui,": the space after "Oui," reset the document.
 */
export const TypingAnAnswerFromEmpty: Story = {
  tags: ['!autodocs'],
  args: { label: 'Answer 1', isRequired: true },
  render: (args) => <ParentOfEditor {...args} holding="as given" initial="" />,
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: 'Answer 1' });
    await userEvent.click(editor);
    await type('Oui, sur rendez-vous avec le CSM.');
    await expectStored(canvasElement, '<p>Oui, sur rendez-vous avec le CSM.</p>');
    await expect(editor).toHaveFocus();
  },
};

export const Dark: Story = {
  args: { defaultValue: sample, characterCount: true },
  globals: { theme: 'dark' },
};

const hostile =
  '<h1>Heading one</h1><h3>Heading three</h3><p onclick="alert(1)">Text <img src="x" onerror="alert(2)"><script>alert(3)</script><a href="javascript:alert(4)">bad link</a> and <a href="https://example.com/">good link</a>.</p><iframe src="https://example.com"></iframe><ol><li>one</li><li>two</li></ol>';

/** The read-only renderer: scripts, handlers, images, frames and javascript: links cannot pass. */
export const ReadOnlyView: StoryObj<typeof RichTextView> = {
  render: () => <RichTextView html={hostile} headingLevels={[3, 4]} aria-label="Note" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByRole('group', { name: 'Note' });
    await expect(note.querySelector('script, img, iframe, h1')).toBeNull();
    for (const el of note.querySelectorAll('*')) {
      for (const attr of el.attributes) await expect(attr.name).not.toMatch(/^on/);
    }
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'good link' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(canvas.getByText(/bad link/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Heading three');
  },
};
