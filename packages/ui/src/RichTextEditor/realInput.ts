import { userEvent } from 'storybook/test';

/**
 * Typing for play functions. Under the Storybook test-runner, `window.__realInput` (set up in
 * `.storybook/test-runner.ts`) drives Chromium's real keyboard and IME: the browser edits the
 * content-editable itself and ProseMirror reads the change back, exactly as with a person.
 * In the Storybook UI, where there is no such hook, the same steps go through user-event.
 */
type RealInput =
  | { kind: 'click'; x: number; y: number }
  | { kind: 'press'; key: string }
  | { kind: 'type'; text: string }
  | { kind: 'compose'; steps: string[]; commit: string };

declare global {
  interface Window {
    __realInput?: (input: RealInput) => Promise<void>;
  }
}

/** Waits two frames: what the browser and React do after an input has settled. */
export const settle = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

/**
 * Clicks just past the end of `element`'s last line of text, where a person clicks to go on
 * writing: the browser puts the caret at the end of that line.
 */
export async function clickAtEnd(element: Element) {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let last: Text | null = null;
  while (walker.nextNode()) last = walker.currentNode as Text;
  if (!last) throw new Error('clickAtEnd: no text to click after');
  const range = document.createRange();
  range.setStart(last, last.length);
  range.setEnd(last, last.length);
  const rect = range.getBoundingClientRect();
  const x = Math.min(rect.right + 24, element.getBoundingClientRect().right - 2);
  const y = rect.top + rect.height / 2;
  if (window.__realInput) {
    await window.__realInput({ kind: 'click', x, y });
  } else {
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: element,
      coords: { clientX: x, clientY: y },
    });
    document.getSelection()?.collapse(last, last.length);
  }
  await settle();
}

/** user-event's names of the Playwright keys the stories press. */
const userEventKeys: Record<string, string> = {
  Enter: '{Enter}',
  Backspace: '{Backspace}',
  Home: '{Home}',
  End: '{End}',
  'Control+End': '{Control>}{End}{/Control}',
  'Control+Home': '{Control>}{Home}{/Control}',
  'Control+z': '{Control>}z{/Control}',
  'Control+Shift+z': '{Control>}{Shift>}z{/Shift}{/Control}',
  ArrowLeft: '{ArrowLeft}',
  ArrowRight: '{ArrowRight}',
};

/** Presses a key or a chord, named as Playwright names them ("Control+z", "Enter"). */
export async function press(key: string) {
  if (window.__realInput) await window.__realInput({ kind: 'press', key });
  else await userEvent.keyboard(userEventKeys[key] ?? key);
  await settle();
}

/** Types text key by key where the focus is. */
export async function type(text: string) {
  if (window.__realInput) await window.__realInput({ kind: 'type', text });
  else await userEvent.keyboard(text.replace(/[{[]/g, (c) => c + c));
  await settle();
}

/**
 * An IME composition: each step is the composing text as it grows ("c", "ca", "caf", "cafe"),
 * then `commit` replaces it (the chosen word, "café").
 */
export async function compose(steps: string[], commit: string) {
  if (window.__realInput) {
    await window.__realInput({ kind: 'compose', steps, commit });
  } else {
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    for (const data of steps) {
      target.dispatchEvent(new CompositionEvent('compositionupdate', { bubbles: true, data }));
    }
    target.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: commit }));
    await userEvent.keyboard(commit);
  }
  await settle();
}

/** Pastes into the focused element: plain text, and HTML when given (as a copy from a page). */
export async function paste(text: string, html?: string) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  if (html !== undefined) data.setData('text/html', html);
  const target = document.activeElement ?? document.body;
  target.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
  await settle();
}
