import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SortableSections, sectionHeadingLevels } from './SortableSections';
import type { SectionHeadingLevel, SortableSection } from './SortableSections';
import type { SectionMove } from './moves';

interface DemoRow {
  id: string;
  title: string;
  place: string;
}

const row = (id: string): DemoRow => ({ id, title: `Item ${id}`, place: 'Paris' });

const initial: SortableSection<DemoRow>[] = [
  { id: 'hero', title: 'Hero', rows: ['101', '102', '103'].map(row) },
  { id: 'centre', title: 'City centre', rows: ['201', '101'].map(row) },
  { id: 'suburbs', title: 'Suburbs', rows: ['301'].map(row) },
  { id: 'flexible', title: 'Flexible', rows: [] },
];

const getRowId = (r: DemoRow) => r.id;
const getRowLabel = (r: DemoRow) => r.title;
const renderRow = (r: DemoRow) => (
  <span>
    <strong>{r.title}</strong> · {r.place}
  </span>
);

/** The duplicate rule: a section holds a row once. */
const noDuplicates =
  (sections: readonly SortableSection<DemoRow>[]) =>
  (move: SectionMove): string | null => {
    if (move.toSectionId === move.fromSectionId) return null;
    const target = sections.find((s) => s.id === move.toSectionId);
    return target?.rows.some((r) => r.id === move.rowId)
      ? 'This section already holds that item.'
      : null;
  };

function Demo({
  onMove,
  onDelete,
  start = initial,
  headingLevel,
  emptyLabel,
  refuseDuplicates = true,
  confirmDelete,
  changeDisabledReason,
}: {
  onMove: (move: SectionMove) => void;
  onDelete: (row: { rowId: string; sectionId: string }) => void;
  start?: SortableSection<DemoRow>[];
  headingLevel?: SectionHeadingLevel;
  emptyLabel?: string;
  /** Refuses a row in a section that already holds it, as the display sections do. */
  refuseDuplicates?: boolean;
  /** Deletes on the second press of 'Delete'. */
  confirmDelete?: boolean;
  /** Why rows cannot change now. */
  changeDisabledReason?: string;
}) {
  const [sections, setSections] = useState(start);
  const handleMove = useCallback(
    (move: SectionMove) => {
      onMove(move);
      setSections((current) =>
        current.map((section) => {
          const rows = [...section.rows];
          const moved = current
            .find((s) => s.id === move.fromSectionId)!
            .rows.find((r) => r.id === move.rowId)!;
          if (section.id === move.fromSectionId) rows.splice(move.fromIndex, 1);
          if (section.id === move.toSectionId) rows.splice(move.toIndex, 0, moved);
          return { ...section, rows };
        }),
      );
    },
    [onMove],
  );
  const handleDelete = useCallback(
    (target: { rowId: string; sectionId: string }) => {
      onDelete(target);
      setSections((current) =>
        current.map((s) =>
          s.id === target.sectionId
            ? { ...s, rows: s.rows.filter((r) => r.id !== target.rowId) }
            : s,
        ),
      );
    },
    [onDelete],
  );
  return (
    <main style={{ maxWidth: 560 }}>
      <SortableSections
        aria-label="Display sections"
        sections={sections}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        renderRow={renderRow}
        validateMove={refuseDuplicates ? noDuplicates(sections) : undefined}
        onMove={handleMove}
        onDelete={handleDelete}
        confirmDelete={confirmDelete}
        headingLevel={headingLevel}
        emptyLabel={emptyLabel}
        changeDisabledReason={changeDisabledReason}
      />
    </main>
  );
}

const meta = {
  title: 'Widgets/SortableSections',
  component: Demo,
  // The story's own wrapper holds the state; the props table is the component's.
  subcomponents: { SortableSections },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Ordered sections of rows, such as the questions of an FAQ grouped by topic. Rows move within a section or to another by pointer, by keyboard (announced) or from a “Move to…” menu, and each row has a delete button. The screen can refuse a move and say why (a duplicate, say).',
      },
    },
  },
  args: {
    onMove: fn(),
    onDelete: fn(),
    headingLevel: 3,
    emptyLabel: 'Nothing here',
    refuseDuplicates: true,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: sectionHeadingLevels },
    emptyLabel: { control: 'text' },
    refuseDuplicates: { control: 'boolean' },
    confirmDelete: { control: 'boolean' },
    start: { control: false },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits two drawn frames: what a change shows is on screen. */
const frames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

/**
 * Waits until the sections have said `text` in their drag live region (dnd-kit's, in the
 * body): the drag took the last key. Each key waits for what a screen-reader user hears from
 * the one before, as e2e/display.spec.ts does, rather than for a fixed pause.
 */
const heard = (canvasElement: HTMLElement, text: string) =>
  waitFor(() =>
    expect(within(canvasElement.ownerDocument.body).getByText(text)).toBeInTheDocument(),
  );

/**
 * Resolves once the window has not scrolled for `quiet` frames in a row (the held row's
 * auto-scroll, which moves the page a step a frame, has stopped), with its position.
 */
async function scrollAtRest(view: Window, quiet = 10): Promise<number> {
  const deadline = Date.now() + 15_000;
  let last = view.scrollY;
  for (let still = 0; still < quiet;) {
    await new Promise((resolve) => view.requestAnimationFrame(resolve));
    if (view.scrollY === last) still += 1;
    else [still, last] = [0, view.scrollY];
    if (Date.now() > deadline) throw new Error('The page kept scrolling for 15 s');
  }
  return last;
}
const sectionNamed = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).getByRole('group', { name: new RegExp(`^${title} \\d+$`) });

/** Keyboard: Space picks a row up, ↓ moves it, Space drops it. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Drag Item 102' });
    handle.focus();
    await userEvent.keyboard(' ');
    await heard(canvasElement, 'Item 102 is over in Hero, position 2 of 3.');
    await userEvent.keyboard('{ArrowDown}');
    await heard(canvasElement, 'Item 102 is over in Hero, position 3 of 3.');
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(args.onMove).toHaveBeenCalledWith({
        rowId: '102',
        fromSectionId: 'hero',
        toSectionId: 'hero',
        fromIndex: 1,
        toIndex: 2,
      }),
    );
    const hero = within(sectionNamed(canvasElement, 'Hero'));
    await waitFor(() =>
      expect(hero.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        expect.stringContaining('Item 101'),
        expect.stringContaining('Item 103'),
        expect.stringContaining('Item 102'),
      ]),
    );
    await expect(canvas.getByRole('button', { name: 'Drag Item 102' })).toHaveFocus();
  },
};

export const MoveToMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const hero = within(sectionNamed(canvasElement, 'Hero'));
    await userEvent.click(hero.getByRole('button', { name: 'Move Item 103 to…' }));
    const menu = await body.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['City centre', 'Suburbs', 'Flexible']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Flexible' }));
    await expect(args.onMove).toHaveBeenCalledWith({
      rowId: '103',
      fromSectionId: 'hero',
      toSectionId: 'flexible',
      fromIndex: 2,
      toIndex: 0,
    });
    const flexible = sectionNamed(canvasElement, 'Flexible');
    await waitFor(() => expect(flexible).toHaveAccessibleName('Flexible 1'));
    await expect(sectionNamed(canvasElement, 'Hero')).toHaveAccessibleName('Hero 2');
    await waitFor(() =>
      expect(within(flexible).getByRole('button', { name: 'Move Item 103 to…' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** The caller refuses a move with a message: Item 101 is already in "City centre". */
export const DuplicateRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const hero = within(sectionNamed(canvasElement, 'Hero'));
    await userEvent.click(hero.getByRole('button', { name: 'Move Item 101 to…' }));
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'City centre' }));
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This section already holds that item.',
    );
    await expect(sectionNamed(canvasElement, 'City centre')).toHaveAccessibleName('City centre 2');
    // Picking a row up keeps the message, and so the sections where they were under the pointer.
    // Measured once the menu has gone (its closing gives the page back its scroll).
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await frames();
    // Where the sections stand in their layout (offsetTop): focusing the handle and picking the
    // row up may scroll the page to it (12 px once), which moves every section in the window
    // but is no shift of the layout.
    const top = sectionNamed(canvasElement, 'Suburbs').offsetTop;
    hero.getByRole('button', { name: 'Drag Item 102' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvasElement.querySelector('li[data-dragging]')).not.toBeNull());
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This section already holds that item.',
    );
    await heard(canvasElement, 'Item 102 is over in Hero, position 2 of 3.');
    await frames();
    await expect(sectionNamed(canvasElement, 'Suburbs').offsetTop).toBe(top);
    // A move that goes through clears it.
    await userEvent.keyboard('{ArrowDown}');
    await heard(canvasElement, 'Item 102 is over in Hero, position 3 of 3.');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onMove).toHaveBeenCalled());
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await waitFor(() => expect(canvasElement.querySelector('li[data-dragging]')).toBeNull());
  },
};

export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hero = within(sectionNamed(canvasElement, 'Hero'));
    await userEvent.click(hero.getByRole('button', { name: 'Delete Item 101' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ rowId: '101', sectionId: 'hero' });
    await waitFor(() => expect(hero.queryByText('Item 101')).toBeNull());
    // The same item in another section stays.
    await expect(
      within(sectionNamed(canvasElement, 'City centre')).getByText('Item 101'),
    ).toBeVisible();
    // Focus moves to the next row's delete button (a frame after the row goes).
    await waitFor(() =>
      expect(hero.getByRole('button', { name: 'Delete Item 102' })).toHaveFocus(),
    );
    // Deleting the last row of a section puts focus on the section (by keyboard this time).
    canvas.getByRole('button', { name: 'Delete Item 301' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByText('Item 301')).toBeNull());
    await waitFor(() => expect(sectionNamed(canvasElement, 'Suburbs')).toHaveFocus());
  },
};

/**
 * Rows cannot change now (a Viewer): handles, "Move to…" and Delete stay focusable,
 * `aria-disabled`, with the reason as their description; nothing moves or goes.
 */
export const ChangeDisabledWithReason: Story = {
  args: { confirmDelete: true, changeDisabledReason: 'Viewers cannot change records.' },
  play: async ({ canvasElement, args }) => {
    const hero = within(sectionNamed(canvasElement, 'Hero'));
    const handle = hero.getByRole('button', { name: 'Drag Item 101' });
    await expect(handle).toHaveAttribute('aria-disabled', 'true');
    await expect(handle).toHaveAccessibleDescription('Viewers cannot change records.');
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(args.onMove).not.toHaveBeenCalled();
    const menu = hero.getByRole('button', { name: 'Move Item 101 to…' });
    await expect(menu).toHaveAccessibleDescription('Viewers cannot change records.');
    const remove = hero.getByRole('button', { name: 'Delete Item 101' });
    await expect(remove).toHaveAccessibleDescription('Viewers cannot change records.');
    await userEvent.click(remove);
    await userEvent.click(remove);
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(within(canvasElement).getAllByRole('tooltip')[0]).toBeVisible();
  },
};

/** A delete the server carries out at once: the first press arms, the second deletes. */
export const ConfirmDelete: Story = {
  args: { confirmDelete: true },
  play: async ({ canvasElement, args }) => {
    const hero = within(sectionNamed(canvasElement, 'Hero'));
    await userEvent.click(hero.getByRole('button', { name: 'Delete Item 101' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(
      hero.getByText('Press again to confirm: Take Item 101 out of this section?'),
    ).toHaveAttribute('role', 'status');
    const armed = hero.getByRole('button', { name: 'Confirm: Delete Item 101' });
    // The confirming press must come once the armed state has shown (ConfirmButton).
    await waitFor(() => expect(armed).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(armed);
    await expect(args.onDelete).toHaveBeenCalledWith({ rowId: '101', sectionId: 'hero' });
    await waitFor(() => expect(hero.queryByText('Item 101')).toBeNull());
    // Focus moves to the next row's delete button.
    await waitFor(() =>
      expect(hero.getByRole('button', { name: 'Delete Item 102' })).toHaveFocus(),
    );
  },
};

/** A pointer on the page: the events a mouse sends, at a point of the window. */
function pointer(
  doc: Document,
  type: 'pointerdown' | 'pointermove' | 'pointerup',
  x: number,
  y: number,
  target: Element = doc.elementFromPoint(x, y) ?? doc.body,
) {
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      clientX: x,
      clientY: y,
      isPrimary: true,
      pointerId: 1,
      pointerType: 'mouse',
      button: 0,
      buttons: type === 'pointerup' ? 0 : 1,
    }),
  );
}

/** Presses a drag handle with the mouse (which focuses it) and lifts its row a little. */
async function pickUp(handle: HTMLElement) {
  const doc = handle.ownerDocument;
  const box = handle.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  // A mouse press on a button focuses it: the focus a drop must not drop.
  handle.focus();
  pointer(doc, 'pointerdown', x, y, handle);
  for (const dy of [3, 6, 10]) {
    pointer(doc, 'pointermove', x, y + dy);
    await frames();
  }
  await waitFor(() => expect(doc.querySelector('li[data-dragging]')).not.toBeNull());
  return { x, y };
}

/** Moves the held pointer to (x, y) in a few steps, each drawn before the next. */
async function glide(doc: Document, from: { x: number; y: number }, x: number, y: number) {
  for (let step = 1; step <= 6; step++) {
    pointer(
      doc,
      'pointermove',
      from.x + ((x - from.x) * step) / 6,
      from.y + ((y - from.y) * step) / 6,
    );
    await frames();
  }
}

/**
 * A row dropped with the mouse into another section is a new element there; focus
 * goes to its drag handle (not to the page), and the drop is announced.
 */
export const PointerDropKeepsFocus: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Drag Item 103' });
    const at = await pickUp(handle);
    const suburbs = within(sectionNamed(canvasElement, 'Suburbs')).getByRole('listitem');
    const box = suburbs.getBoundingClientRect();
    await glide(doc, at, box.left + box.width / 2, box.top + box.height / 2);
    await waitFor(() =>
      expect(
        within(doc.body).getByText('Item 103 is over in Suburbs, position 1 of 1.'),
      ).toBeInTheDocument(),
    );
    pointer(doc, 'pointerup', box.left + box.width / 2, box.top + box.height / 2);
    await waitFor(() =>
      expect(args.onMove).toHaveBeenCalledWith({
        rowId: '103',
        fromSectionId: 'hero',
        toSectionId: 'suburbs',
        fromIndex: 2,
        toIndex: 0,
      }),
    );
    const moved = within(sectionNamed(canvasElement, 'Suburbs')).getByRole('button', {
      name: 'Drag Item 103',
    });
    await waitFor(() => expect(moved).toHaveFocus());
    await expect(doc.activeElement).not.toBe(doc.body);
    await expect(
      within(doc.body).getByText('Item 103 was dropped in Suburbs, position 1.'),
    ).toBeInTheDocument();
  },
};

const tall: SortableSection<DemoRow>[] = [
  { id: 'hero', title: 'Hero', rows: ['101', '102', '103', '104'].map(row) },
  { id: 'centre', title: 'City centre', rows: ['201', '202', '203', '204'].map(row) },
  { id: 'suburbs', title: 'Suburbs', rows: ['301', '302', '303', '304'].map(row) },
  { id: 'flexible', title: 'Flexible', rows: ['401', '402', '403', '404'].map(row) },
  { id: 'coworking', title: 'Coworking', rows: ['501', '502', '503', '504'].map(row) },
];

/** The section whose top and bottom hold a point's height. */
const sectionAtHeight = (canvasElement: HTMLElement, y: number) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-section-id]')).find((s) => {
    const r = s.getBoundingClientRect();
    return r.top <= y && y <= r.bottom;
  });

/**
 * Sections taller than the window. A row held near the window's bottom edge scrolls
 * the page, but never past the section under the pointer: however long it is held there, it
 * lands in that section. Going on to the next section takes a move of the pointer.
 */
export const DropNearTheWindowEdge: Story = {
  tags: ['!autodocs'],
  args: { start: tall },
  play: async ({ canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    const view = doc.defaultView!;
    view.scrollTo(0, 0);
    await frames();
    const at = await pickUp(within(canvasElement).getByRole('button', { name: 'Drag Item 101' }));
    // Near the bottom edge, over whichever section is there.
    const y = view.innerHeight - 12;
    const target = sectionAtHeight(canvasElement, y)!;
    await expect(target).toBeDefined();
    const targetId = target.dataset.sectionId;
    const x = target.getBoundingClientRect().left + 40;
    await glide(doc, at, x, y);
    // Held there: the page scrolls the rest of that section into view, then stops (waited for
    // frame by frame: a fixed 1.5 s ended while a loaded machine's slower frames still scrolled).
    await waitFor(() => expect(view.scrollY).toBeGreaterThan(0));
    const scrolled = await scrollAtRest(view);
    await expect(sectionAtHeight(canvasElement, y)?.dataset.sectionId).toBe(targetId);
    await frames();
    await expect(view.scrollY).toBe(scrolled);
    pointer(doc, 'pointerup', x, y);
    await waitFor(() => expect(args.onMove).toHaveBeenCalledTimes(1));
    await expect(args.onMove).toHaveBeenCalledWith(
      expect.objectContaining({ rowId: '101', fromSectionId: 'hero', toSectionId: targetId }),
    );
    await waitFor(() =>
      expect(
        within(
          canvasElement.querySelector<HTMLElement>(`[data-section-id="${targetId}"]`)!,
        ).getByRole('button', { name: 'Drag Item 101' }),
      ).toHaveFocus(),
    );
    view.scrollTo(0, 0);
  },
};

export const LongContent: Story = {
  args: {
    start: [
      {
        id: 'a',
        title: 'A section whose title is long enough to need more than one line on a narrow screen',
        rows: [
          {
            id: 'x',
            title: 'An item with a very long name that wraps onto a second line in the row',
            place: 'Paris',
          },
          row('1'),
        ],
      },
      { id: 'b', title: 'Empty', rows: [] },
    ],
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
