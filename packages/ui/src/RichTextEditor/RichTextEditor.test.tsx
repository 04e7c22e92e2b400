import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './RichTextEditor';
import { RichTextView } from './RichTextView';
import { safeHref, sanitizeRichText } from './schema';

afterEach(cleanup);

// jsdom has no CSS.escape; React Aria's popover uses it.
globalThis.CSS ??= {} as typeof CSS;
CSS.escape ??= (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);

const attack = [
  '<h1>Title one</h1>',
  '<h2>Title two</h2>',
  '<h3>Kept three</h3>',
  '<h4>Kept four</h4>',
  '<script>alert(1)</script>',
  '<p onclick="alert(2)" style="color:red" class="x">Para <b onmouseover="alert(3)">bold</b></p>',
  '<img src="x" onerror="alert(4)">',
  '<iframe src="https://evil.example"></iframe>',
  '<p><a href="javascript:alert(5)">js</a> <a href=" JaVaScRiPt:alert(6)">js2</a>',
  '<a href="java&#x09;script:alert(7)">js3</a> <a href="data:text/html,<script>alert(8)</script>">data</a>',
  '<a href="/relative">rel</a> <a href="https://ok.example/a?b=1" target="_top" onclick="x()">ok</a>',
  '<a href="mailto:someone@example.com">mail</a></p>',
  '<svg><script>alert(9)</script></svg><style>p{}</style>',
].join('');

describe('sanitizeRichText', () => {
  const out = sanitizeRichText(attack, [3, 4]);
  const dom = new DOMParser().parseFromString(out, 'text/html').body;

  it('drops scripts, images, frames, svg and style, and their text', () => {
    expect(dom.querySelector('script, img, iframe, svg, style')).toBeNull();
    expect(out).not.toMatch(/alert|<script|<img|<iframe/i);
  });

  it('drops every attribute but a safe link href and its rel', () => {
    for (const el of dom.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        expect(el.tagName === 'A' && ['href', 'rel'].includes(attr.name)).toBe(true);
      }
    }
    expect(out).not.toMatch(/onerror|onclick|onmouseover|style=|class=|target=/);
  });

  it('keeps only http(s) and mailto links, with rel="noopener noreferrer"', () => {
    const links = [...dom.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://ok.example/a?b=1',
      'mailto:someone@example.com',
    ]);
    for (const a of links) expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    // The text of refused links stays, unlinked.
    expect(dom.textContent).toContain('js2');
    expect(dom.textContent).toContain('rel');
  });

  it('turns headings of other levels into paragraphs and keeps the allowed ones', () => {
    expect(dom.querySelector('h1, h2, h5, h6')).toBeNull();
    expect([...dom.querySelectorAll('h3, h4')].map((h) => h.textContent)).toEqual([
      'Kept three',
      'Kept four',
    ]);
    expect([...dom.querySelectorAll('p')].map((p) => p.textContent)).toContain('Title one');
  });

  it('keeps the schema: bold, italic, lists, line breaks', () => {
    expect(
      sanitizeRichText(
        '<p><strong>a</strong><em>b</em><i>c</i>d<br>e</p><ul><li>x</li></ul><ol><li>y</li></ol>',
      ),
    ).toBe(
      '<p><strong>a</strong><em>bc</em>d<br>e</p><ul><li><p>x</p></li></ul><ol><li><p>y</p></li></ol>',
    );
  });

  it('gives an empty string for empty content', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText('<p></p>')).toBe('');
    expect(sanitizeRichText('<script>x</script>')).toBe('');
  });
});

describe('safeHref', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    ['http://example.com/x', 'http://example.com/x'],
    ['mailto:a@b.fr', 'mailto:a@b.fr'],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['vbscript:x', null],
    ['data:text/html,x', null],
    ['//evil.example', null],
    ['/relative', null],
    ['https://', null],
    ['', null],
  ])('%s -> %s', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });
});

describe('RichTextView', () => {
  it('draws only the schema, never injected markup', () => {
    const { container } = render(<RichTextView html={attack} headingLevels={[3, 4]} />);
    expect(container.querySelector('script, img, iframe, svg, style, h1, h2')).toBeNull();
    for (const el of container.querySelectorAll('*')) {
      for (const attr of el.attributes) expect(attr.name).not.toMatch(/^on/);
    }
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://ok.example/a?b=1', 'mailto:someone@example.com']);
    expect(screen.getByRole('heading', { level: 3, name: 'Kept three' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ok' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
  });
});

describe('RichTextEditor', () => {
  function editor() {
    return screen.getByRole('textbox', { name: 'Description' });
  }

  it('takes HTML in, restricted to the schema, and names the editor by its label', () => {
    render(
      <RichTextEditor
        label="Description"
        defaultValue={'<h1>Big</h1><p>Hi <img src=x onerror="alert(1)"></p>'}
      />,
    );
    const box = editor();
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.querySelector('h1, img')).toBeNull();
    expect(box.textContent).toBe('BigHi');
  });

  it('offers only the allowed heading levels', () => {
    render(<RichTextEditor label="Description" headingLevels={[3, 4]} />);
    expect(screen.getByRole('button', { name: 'H3 heading' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'H4 heading' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'H2 heading' })).toBeNull();
  });

  it('formats with the toolbar and reports HTML', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label="Description" defaultValue="<p>Hello</p>" onChange={onChange} />);
    selectAll();
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hello</strong></p>');
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'H3 heading' }));
    expect(onChange).toHaveBeenLastCalledWith('<h3><strong>Hello</strong></h3>');
    await userEvent.click(screen.getByRole('button', { name: 'H3 heading' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><p><strong>Hello</strong></p></li></ul>');
    await userEvent.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(onChange).toHaveBeenLastCalledWith('<ol><li><p><strong>Hello</strong></p></li></ol>');
    await userEvent.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hello</strong></p>');
  });

  it('has keyboard shortcuts for bold and italic', () => {
    const onChange = vi.fn();
    render(<RichTextEditor label="Description" defaultValue="<p>Hello</p>" onChange={onChange} />);
    selectAll();
    fireEvent.keyDown(editor(), { key: 'b', ctrlKey: true });
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hello</strong></p>');
    fireEvent.keyDown(editor(), { key: 'i', ctrlKey: true });
    expect(onChange).toHaveBeenLastCalledWith('<p><strong><em>Hello</em></strong></p>');
    fireEvent.keyDown(editor(), { key: 'z', ctrlKey: true });
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hello</strong></p>');
  });

  it('links the selection, refusing javascript: addresses', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label="Description" defaultValue="<p>Site</p>" onChange={onChange} />);
    selectAll();
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const field = await screen.findByRole('textbox', { name: 'Link address' });
    await userEvent.type(field, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText(/Enter a web address/)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenLastCalledWith(
      '<p><a href="https://example.com" rel="noopener noreferrer">Site</a></p>',
    );
  });

  it('counts characters against a limit', () => {
    render(
      <RichTextEditor
        label="Description"
        defaultValue="<p>Hello</p>"
        characterCount
        maxLength={3}
      />,
    );
    expect(screen.getByText('5 / 3 characters (over the limit)')).toBeTruthy();
    expect(editor().getAttribute('aria-describedby')).toBeTruthy();
  });

  it('shows a new value given from outside', () => {
    const { rerender } = render(<RichTextEditor label="Description" value="<p>One</p>" />);
    expect(editor().textContent).toBe('One');
    rerender(<RichTextEditor label="Description" value="<p>Two</p>" />);
    expect(editor().textContent).toBe('Two');
  });
});

/** Selects the whole content through ProseMirror's own command (Mod-A). */
function selectAll() {
  const box = screen.getByRole('textbox', { name: 'Description' });
  act(() => {
    box.focus();
  });
  fireEvent.keyDown(box, { key: 'a', ctrlKey: true });
}
