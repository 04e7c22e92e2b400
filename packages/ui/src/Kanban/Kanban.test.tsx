import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoColumns } from './demo';
import type { DemoCard } from './demo';
import { Kanban } from './Kanban';
import type { KanbanCardAction, KanbanProps } from './Kanban';

// jsdom lays nothing out: columns 600 px high and cards 88 px high, so that each column
// draws its first cards as in a browser (with no size, it would draw none, or all). It has no
// CSS.escape either, which the board and React Aria use to find elements.
beforeAll(() => {
  vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') });
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(240);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 240, 88));
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
afterEach(cleanup);

const REASON = 'Viewers cannot change records.';
const columns = demoColumns(2000, 8);
const first = columns[0]!.items[0]!;

const take: KanbanCardAction = { id: 'take', label: 'Take', shortcut: 'T' };
const assign: KanbanCardAction = { id: 'assign', label: 'Assign to…' };

function board(props: Partial<KanbanProps<DemoCard>> = {}) {
  return render(
    <Kanban<DemoCard>
      aria-label="Board"
      columns={columns}
      getItemId={(card) => card.id}
      getItemLabel={(card) => card.title}
      renderCard={(card) => card.owner}
      onMove={() => {}}
      {...props}
    />,
  );
}

/** What assistive technology reads as an element's description (its aria-describedby). */
function description(element: Element) {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function openMenu(name: string) {
  const button = await screen.findByRole('button', { name });
  await userEvent.click(button);
  return { button, menu: await screen.findByRole('menu', { name }) };
}

describe('Kanban card actions', () => {
  it('keeps the "Move to…" menu of a board without actions', async () => {
    board();
    const { menu } = await openMenu(`Move ${first.title} to…`);
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(7);
    expect(within(menu).queryByRole('group')).toBeNull();
  });

  it('asks for a card’s actions only when its menu opens, then lists them above its moves', async () => {
    const cardActions = vi.fn((_card: DemoCard) => [take, assign]);
    board({ cardActions });
    const { button, menu } = await openMenu(`Actions for ${first.title}`);
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    // Not once for each of the 2,000 cards, nor for each card drawn.
    expect(new Set(cardActions.mock.calls.map(([card]) => card))).toEqual(new Set([first]));

    const [actions, moves] = within(menu).getAllByRole('group');
    expect(
      within(actions!)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['TakeT', 'Assign to…']);
    expect(within(menu).getAllByRole('separator')).toHaveLength(1);
    expect(within(menu).getByRole('group', { name: 'Move to…' })).toBe(moves);
    expect(within(moves!).getAllByRole('menuitem')).toHaveLength(7);
    // Named by its label; the key is read as its description.
    const takeItem = within(menu).getByRole('menuitem', { name: 'Take' });
    expect(description(takeItem)).toBe('T');
    await waitFor(() => expect(document.activeElement).toBe(takeItem));
  });

  it('closes the menu and gives focus back to the card’s button before reporting the action', async () => {
    let seen: { focused: Element | null; menu: HTMLElement | null } | undefined;
    const onCardAction = vi.fn(() => {
      seen = { focused: document.activeElement, menu: screen.queryByRole('menu') };
    });
    const onMove = vi.fn();
    board({ cardActions: () => [take, assign], onCardAction, onMove });
    const { button, menu } = await openMenu(`Actions for ${first.title}`);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Assign to…' }));
    expect(onCardAction).toHaveBeenCalledExactlyOnceWith(first.id, 'assign');
    expect(onMove).not.toHaveBeenCalled();
    expect(seen?.focused).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('shows an action that cannot be used with its reason, and never reports it', async () => {
    const onCardAction = vi.fn();
    board({
      cardActions: () => [{ ...take, disabledReason: 'It is yours already.' }, assign],
      onCardAction,
    });
    const { menu } = await openMenu(`Actions for ${first.title}`);
    const item = within(menu).getByRole('menuitem', { name: 'Take' });
    expect(description(item)).toBe('It is yours already. T');
    // Reached by the arrow keys (it has focus first), so that its reason is heard.
    await waitFor(() => expect(document.activeElement).toBe(item));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(item);
    expect(onCardAction).not.toHaveBeenCalled();
    expect(screen.getAllByRole('menu')).toHaveLength(1);
  });

  it('while cards cannot move, opens a card’s actions alone, or nothing when none can be chosen', async () => {
    const cardActions = vi.fn((card: DemoCard): KanbanCardAction[] =>
      card === first ? [take] : [{ ...take, disabledReason: REASON }],
    );
    board({ cardActions, moveDisabledReason: REASON });
    const button = await screen.findByRole('button', { name: `Actions for ${first.title}` });
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(description(button)).toBe('');
    // Asked for the cards drawn only, to know what their buttons do.
    const asked = new Set(cardActions.mock.calls.map(([card]) => card)).size;
    expect(asked).toBeGreaterThan(0);
    expect(asked).toBeLessThan(200);

    const { menu } = await openMenu(`Actions for ${first.title}`);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['TakeT']);
    expect(within(menu).queryByRole('separator')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(button));

    const second = columns[0]!.items[1]!;
    const locked = screen.getByRole('button', { name: `Actions for ${second.title}` });
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    expect(description(locked)).toBe(REASON);
    await userEvent.click(locked);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
