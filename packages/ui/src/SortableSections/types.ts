// The shapes the sections' files share; SortableSection and SortableSectionsProps are public.
import type { ReactNode } from 'react';
import type { HeadingLevel } from '../internal/heading';
import type { SectionMove, SectionShape } from './moves';

/** One section: a title and its rows, in order. */
export interface SortableSection<TRow> {
  id: string;
  title: string;
  rows: readonly TRow[];
}

export interface SortableSectionsProps<TRow> {
  /** Names the whole list of sections. */
  'aria-label': string;
  /** The sections, in order. Controlled: nothing moves until the caller updates them. */
  sections: readonly SortableSection<TRow>[];
  /** A row's id; the same row may appear in several sections. */
  getRowId: (row: TRow) => string;
  /** A short name for a row, for its buttons and the announcements. */
  getRowLabel: (row: TRow) => string;
  /** Draws a row's content. */
  renderRow: (row: TRow) => ReactNode;
  /**
   * Asked before every move: return a message to refuse it (it is shown and announced), or
   * null to let it through to `onMove`.
   * @default undefined (every move goes through)
   */
  validateMove?: (move: SectionMove) => string | null;
  /** Called with a move the user asked for (by drag or menu) and `validateMove` allowed. */
  onMove: (move: SectionMove) => void;
  /** Called when a row's delete button is pressed (confirmed, with `confirmDelete`). */
  onDelete: (row: { rowId: string; sectionId: string }) => void;
  /**
   * Makes each row's delete a confirm-twice button ('Delete', then 'Confirm'), for a delete
   * that cannot be undone (one the server carries out at once).
   * @default false
   */
  confirmDelete?: boolean;
  /**
   * The level of the section headings.
   * @default 3
   */
  headingLevel?: HeadingLevel;
  /**
   * Shown in a section with no rows.
   * @default 'Nothing here'
   */
  emptyLabel?: string;
  /**
   * Why rows cannot be moved or deleted now (a role that may not): no row can be dragged, and
   * the drag handles, "Move to…" and delete buttons stay focusable but `aria-disabled`, with
   * the reason as their accessible description (the buttons show it on hover and focus).
   * @default undefined
   */
  changeDisabledReason?: string | null | undefined;
}

/** Why rows cannot change now, and the id of the element that says it. */
export interface Blocked {
  reasonId: string;
  reason: string;
}

/** What the stable callbacks read of the latest render (through `useLatest`). */
export interface SectionsLatest<TRow> {
  shapes: SectionShape[];
  sections: readonly SortableSection<TRow>[];
  validateMove: ((move: SectionMove) => string | null) | undefined;
  onMove: (move: SectionMove) => void;
  getRowId: (row: TRow) => string;
  getRowLabel: (row: TRow) => string;
}
