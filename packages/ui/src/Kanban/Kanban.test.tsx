import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

/** The board the tests draw: the demo columns, each card named by its title. */
const boardProps: KanbanProps<DemoCard> = {
  'aria-label': 'Board',
  columns,
  getItemId: (card) => card.id,
  getItemLabel: (card) => card.title,
  renderCard: (card) => card.owner,
  onMove: () => {},
};

function board(props: Partial<KanbanProps<DemoCard>> = {}) {
  return render(<Kanban<DemoCard> {...boardProps} {...props} />);
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

/** A board whose caller holds the selection, as an app does; `spy` sees every new set. */
function SelectableBoard({
  initial,
  spy,
}: {
  initial: ReadonlySet<string | number>;
  spy: (keys: Set<string | number>) => void;
}) {
  const [selected, setSelected] = useState(initial);
  return (
    <Kanban<DemoCard>
      {...boardProps}
      selectedKeys={selected}
      onSelectionChange={(keys) => {
        spy(keys);
        setSelected(keys);
      }}
    />
  );
}

describe('Kanban card selection', () => {
  const backlog = columns[0]!.items;
  const box = (card: DemoCard) => screen.getByRole('checkbox', { name: `Select ${card.title}` });
  const allIn = (title: string) =>
    screen.getByRole('checkbox', { name: `Select all in ${title}` }) as HTMLInputElement;
  const last = (spy: ReturnType<typeof vi.fn>) =>
    [...(spy.mock.lastCall![0] as Set<string | number>)].sort();

  it('draws no box on a board that is not selectable', async () => {
    board();
    await screen.findByRole('button', { name: `Drag ${first.title}` });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('selects a card by its box and keeps the keys of cards not shown', async () => {
    const spy = vi.fn();
    render(<SelectableBoard initial={new Set(['gone', 42])} spy={spy} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: `Select ${first.title}` }));
    expect(last(spy)).toEqual([42, first.id, 'gone'].sort());
    expect((box(first) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(box(first));
    expect(last(spy)).toEqual([42, 'gone'].sort());
  });

  it('selects the range of a column from the last card clicked with Shift', async () => {
    const spy = vi.fn();
    render(<SelectableBoard initial={new Set()} spy={spy} />);
    await userEvent.click(
      await screen.findByRole('checkbox', { name: `Select ${backlog[1]!.title}` }),
    );
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(box(backlog[4]!));
    await user.keyboard('{/Shift}');
    expect(last(spy)).toEqual(
      backlog
        .slice(1, 5)
        .map((card) => card.id)
        .sort(),
    );
    // Shift on a ticked box clears the range, from the last card clicked (the fifth) to it.
    await user.keyboard('{Shift>}');
    await user.click(box(backlog[2]!));
    await user.keyboard('{/Shift}');
    expect(last(spy)).toEqual([backlog[1]!.id]);
    // From the last card clicked: a Shift-click in another column selects its card alone.
    const ready = columns[1]!.items;
    await user.keyboard('{Shift>}');
    await user.click(box(ready[0]!));
    await user.keyboard('{/Shift}');
    expect(last(spy)).toEqual([backlog[1]!.id, ready[0]!.id].sort());
  });

  it("ticks a column's box when all its cards are selected, mixed when some are", async () => {
    const spy = vi.fn();
    render(<SelectableBoard initial={new Set([backlog[0]!.id, 'gone'])} spy={spy} />);
    const column = allIn(columns[0]!.title);
    await waitFor(() => expect(column.indeterminate).toBe(true));
    expect(column.checked).toBe(false);
    await userEvent.click(column);
    expect(spy.mock.lastCall![0].size).toBe(backlog.length + 1);
    await waitFor(() => expect(allIn(columns[0]!.title).checked).toBe(true));
    expect(allIn(columns[0]!.title).indeterminate).toBe(false);
    await userEvent.click(allIn(columns[0]!.title));
    expect(last(spy)).toEqual(['gone']);
  });

  it('toggles a box with Space, and the arrow keys go from box to box', async () => {
    const spy = vi.fn();
    render(<SelectableBoard initial={new Set()} spy={spy} />);
    const handle = await screen.findByRole('button', { name: `Drag ${first.title}` });
    handle.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(box(first));
    await userEvent.keyboard(' ');
    expect(last(spy)).toEqual([first.id]);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toBe(box(backlog[1]!)));
    await userEvent.keyboard(' ');
    expect(last(spy)).toEqual([first.id, backlog[1]!.id].sort());
    // Up from the first card: the column's box; Down: back to the first card's box.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(document.activeElement).toBe(allIn(columns[0]!.title)));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(allIn(columns[1]!.title));
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toBe(box(first)));
  });
});
