import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachShortcuts, isShortcutFree, SEQUENCE_MS, shortcutKey } from './keyboard';
import { keysText } from './keys';
import { useShortcut } from './registry';
import type { Shortcut } from './registry';
import { moveRowFocus } from './rows';
import { hostShortcuts, ShortcutRegistry, useShortcutList } from './store';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const press = (target: EventTarget, key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe('shortcutKey', () => {
  it.each([
    [{ key: 'j' }, 'j'],
    [{ key: 'J', shiftKey: false }, 'j'],
    [{ key: 'J', shiftKey: true }, null],
    [{ key: '?', shiftKey: true }, '?'],
    [{ key: '/' }, '/'],
    [{ key: 'k', ctrlKey: true }, 'mod+k'],
    [{ key: 'K', metaKey: true }, 'mod+k'],
    [{ key: 'k', ctrlKey: true, shiftKey: true }, null],
    [{ key: 'c', ctrlKey: true }, null],
    [{ key: 'j', altKey: true }, null],
    [{ key: 'Enter' }, null],
    [{ key: ' ' }, null],
  ])('%o is %s', (init, key) => {
    expect(shortcutKey(new KeyboardEvent('keydown', init))).toBe(key);
  });
});

describe('isShortcutFree', () => {
  it('is false in a text field, an editor, an open menu or a dialog', () => {
    document.body.innerHTML = `
      <input id="text" /><input id="box" type="checkbox" /><textarea id="area"></textarea>
      <div contenteditable="true"><p id="editor">x</p></div>
      <div role="menu"><div role="menuitem" id="item">x</div></div>
      <div role="grid"><div role="row" id="row" tabindex="-1">x</div></div>
      <button id="button">x</button>`;
    const free = (id: string) => isShortcutFree(document.getElementById(id));
    expect(['text', 'area', 'editor', 'item'].map(free)).toEqual([false, false, false, false]);
    expect(['box', 'row', 'button'].map(free)).toEqual([true, true, true]);
    expect(isShortcutFree(document.body)).toBe(true);
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-modal="true"></div>');
    expect(free('button')).toBe(false);
  });
});

describe('attachShortcuts', () => {
  let registry: ShortcutRegistry;
  let detach: () => void;
  const run = { j: vi.fn(), slash: vi.fn(), go: vi.fn(), palette: vi.fn(), screen: vi.fn() };
  beforeEach(() => {
    vi.useFakeTimers();
    for (const fn of Object.values(run)) fn.mockClear();
    registry = new ShortcutRegistry();
    registry.add({ keys: 'j', label: 'Next', equivalent: 'Click', run: run.j });
    registry.add({ keys: '/', label: 'Search', equivalent: 'Click', run: run.slash });
    registry.add({ keys: 'g o', label: 'Offices', equivalent: 'Link', run: run.go });
    registry.add({ keys: 'mod+k', label: 'Go to', equivalent: 'Button', run: run.palette });
    registry.add({ keys: 'Enter', label: 'Open', equivalent: 'Click' });
    detach = attachShortcuts(registry);
    document.body.innerHTML = '<button id="b">x</button><input id="i" />';
  });
  afterEach(() => {
    detach();
    vi.useRealTimers();
  });

  it('runs a key, a sequence and Ctrl+K, and keeps the key from going further', () => {
    const button = document.getElementById('b')!;
    const below = vi.fn();
    button.addEventListener('keydown', below);
    expect(press(button, 'j').defaultPrevented).toBe(true);
    expect(run.j).toHaveBeenCalledTimes(1);
    expect(below).not.toHaveBeenCalled();
    press(button, 'g');
    press(button, 'Shift');
    press(button, 'o');
    expect(run.go).toHaveBeenCalledTimes(1);
    press(button, 'k', { ctrlKey: true });
    expect(run.palette).toHaveBeenCalledTimes(1);
    // A listed-only shortcut (the table's own Enter) goes on to the page.
    expect(press(button, 'Enter').defaultPrevented).toBe(false);
    press(button, 'x');
    expect(below.mock.calls.map(([event]) => (event as KeyboardEvent).key)).toEqual([
      'Shift',
      'Enter',
      'x',
    ]);
  });

  it('drops a sequence after its time, and types in a text field', () => {
    const button = document.getElementById('b')!;
    press(button, 'g');
    vi.advanceTimersByTime(SEQUENCE_MS + 1);
    press(button, 'o');
    expect(run.go).not.toHaveBeenCalled();
    const input = document.getElementById('i')!;
    expect(press(input, '/').defaultPrevented).toBe(false);
    press(input, 'k', { ctrlKey: true });
    expect(run.slash).not.toHaveBeenCalled();
    expect(run.palette).not.toHaveBeenCalled();
  });

  it('runs the latest shortcut mounted for the same keys, and forgets removed ones', () => {
    const remove = registry.add({ keys: 'j', label: 'Screen', equivalent: 'x', run: run.screen });
    press(document.body, 'j');
    expect(run.screen).toHaveBeenCalledTimes(1);
    remove();
    press(document.body, 'j');
    expect(run.j).toHaveBeenCalledTimes(1);
    expect(registry.list().map((s) => s.keys)).toEqual(['j', '/', 'g o', 'mod+k', 'Enter']);
  });
});

describe('useShortcut', () => {
  function Screen({ shortcut }: { shortcut: Shortcut | null }) {
    useShortcut(shortcut);
    return null;
  }
  function Sheet({ registry }: { registry: ShortcutRegistry }) {
    return (
      <output>
        {useShortcutList(registry)
          .map((s) => s.label)
          .join(',')}
      </output>
    );
  }

  it('lists a shortcut while mounted, once the layout hosts its store, and runs its latest handler', () => {
    const registry = new ShortcutRegistry();
    const first = vi.fn();
    const second = vi.fn();
    const view = (shortcut: Shortcut | null) => (
      <>
        <Screen shortcut={shortcut} />
        <Sheet registry={registry} />
      </>
    );
    const { rerender, container } = render(
      view({ keys: '/', label: 'Search', equivalent: 'Click', run: first }),
    );
    // No store yet: the screen waits for it.
    expect(container.textContent).toBe('');
    let unhost = () => {};
    act(() => {
      unhost = hostShortcuts(registry);
    });
    expect(container.textContent).toBe('Search');
    rerender(view({ keys: '/', label: 'Search', equivalent: 'Click', run: second }));
    act(() => registry.find('/')?.run?.());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalled();
    rerender(view(null));
    expect(container.textContent).toBe('');
    act(() => unhost());
  });

  it('finds a store hosted before the screen mounted', () => {
    const registry = new ShortcutRegistry();
    const unhost = hostShortcuts(registry);
    render(<Screen shortcut={{ keys: 'j', label: 'Next', equivalent: 'Click' }} />);
    expect(registry.list().map((s) => s.keys)).toEqual(['j']);
    act(() => unhost());
  });
});

describe('keysText', () => {
  it('names Ctrl or ⌘ and splits sequences', () => {
    expect(keysText('mod+k', false)).toEqual(['Ctrl', 'K']);
    expect(keysText('mod+k', true)).toEqual(['⌘', 'K']);
    expect(keysText('g o', false)).toEqual(['g', 'o']);
  });
});

describe('moveRowFocus', () => {
  it('enters the table on its first or last row, then moves as the arrow keys do', () => {
    document.body.innerHTML = `<div id="list"><div role="grid" tabindex="-1">
      <div role="row"><span role="columnheader">Id</span></div>
      <div role="row" tabindex="-1" id="r1">1</div><div role="row" tabindex="-1" id="r2">2</div>
    </div></div>`;
    const list = document.getElementById('list');
    moveRowFocus(list, 'down');
    expect(document.activeElement?.id).toBe('r1');
    const keys: string[] = [];
    document.getElementById('r1')!.addEventListener('keydown', (e) => keys.push(e.key));
    moveRowFocus(list, 'down');
    moveRowFocus(list, 'up');
    expect(keys).toEqual(['ArrowDown', 'ArrowUp']);
    (document.activeElement as HTMLElement).blur();
    moveRowFocus(list, 'up');
    expect(document.activeElement?.id).toBe('r2');
    expect(() => moveRowFocus(null, 'down')).not.toThrow();
  });
});
