// The shapes the board's files share; KanbanColumn, KanbanMore, KanbanMove and
// KanbanCardAction are public.

/** One column of the board. */
export interface KanbanColumn<TItem> {
  /** Stable id, passed back in `onMove`. */
  id: string;
  /** Shown in the column header, the "Move to…" menu and the announcements. */
  title: string;
  /** The column's cards, in the order they are shown. */
  items: readonly TItem[];
  /**
   * How many cards the column has in all, when it carries only its first ones (a board read
   * a page per column): shown as its count, with `more` to ask for the next ones.
   * @default items.length
   */
  count?: number;
  /**
   * A button at the end of the column that asks for more of its cards ("Show 50 more"). Once
   * the cards come, focus goes to the first new one.
   */
  more?: KanbanMore;
}

/** The "more cards" button of a column that carries only its first cards. */
export interface KanbanMore {
  /** What the button says ("Show 50 more"). */
  label: string;
  /** Said after the label to assistive technology, and shown beside it ("50 of 1,234"). */
  status: string;
  onPress: () => void;
}

/** A move the user asked for; the caller decides whether it is kept. */
export interface KanbanMove {
  itemId: string;
  fromColumnId: string;
  toColumnId: string;
}

/** One of a card's own actions, listed first in its menu, above "Move to…". */
export interface KanbanCardAction {
  /** Stable id, passed back in `onCardAction`. */
  id: string;
  /** What the menu item says ("Take"). */
  label: string;
  /**
   * A key that does it on the focused card, shown beside the label ("T") and read as part of
   * the item's description; the caller handles the key.
   * @default undefined
   */
  shortcut?: string;
  /**
   * Why the action cannot be used now: the item stays in the menu and is reached by the arrow
   * keys (a skipped item would never say why), marked ⊘, with the reason under its label as
   * its accessible description; choosing it does nothing and leaves the menu open.
   * @default undefined
   */
  disabledReason?: string;
}

/** Which control of a card gets focus: its drag handle, its menu button or its selection box. */
export type CardControl = 'handle' | 'menu' | 'select';

/** What a column lets the board do with its cards, some of which are not drawn. */
export interface ColumnHandle {
  /** Scrolls the card into the column's view and focuses one of its controls. */
  reveal: (itemId: string, control: CardControl) => void;
}

/** Opens the board's one card menu for a card, anchored to the card's button. */
export type OpenMenu = (
  button: HTMLButtonElement,
  itemId: string,
  columnId: string,
  label: string,
) => void;

/** Marks on the card's elements, for the board to find them. */
export const cardSelector = (itemId: string) => `[data-card-id="${CSS.escape(itemId)}"]`;
export const controlSelector: Record<CardControl, string> = {
  handle: '[data-drag-handle]',
  menu: '[data-card-menu]',
  select: '[data-card-select] input',
};

/** A column's "Select all" box, found by its column's id. */
export const columnSelectSelector = (columnId: string) =>
  `[data-column-select="${CSS.escape(columnId)}"] input`;

/**
 * A card's selection box was clicked: put the card in the selection or take it out
 * (`select`); `extend` (Shift held) does the same from the last card clicked in its column.
 */
export type SelectCard = (
  itemId: string,
  columnId: string,
  select: boolean,
  extend: boolean,
) => void;

/** A column's "Select all" box was clicked. */
export type SelectColumn = (columnId: string, select: boolean) => void;

/** A card's item and the column it is in, by the item's id. */
export interface Entry<TItem> {
  item: TItem;
  columnId: string;
}

/**
 * The board's props and what it derives from them, as last drawn (`useLatest`): what its
 * stable callbacks and the drag announcements read when they run.
 */
export interface LatestBoard<TItem> {
  columns: readonly KanbanColumn<TItem>[];
  index: Map<string, Entry<TItem>>;
  titles: Map<string, string>;
  onMove: (move: KanbanMove) => void;
  getItemId: (item: TItem) => string;
  getItemLabel: (item: TItem) => string;
  onCardAction: ((itemId: string, actionId: string) => void) | undefined;
  selectedKeys: ReadonlySet<string | number>;
  onSelectionChange: ((keys: Set<string | number>) => void) | undefined;
}
