import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type {
  Announcements,
  CollisionDetection,
  DragEndEvent,
  DragOverEvent,
  DragStartEvent,
  ScreenReaderInstructions,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FocusEvent, ReactNode } from 'react';
import { Button } from '../Button';
import { ConfirmButton } from '../ConfirmButton';
import { CloseIcon } from '../internal/icons';
import { MoveToMenu } from '../internal/MoveToMenu';
import type { MoveTarget } from '../internal/MoveToMenu';
import { dropMove, menuMove, parseKey, rowKey, sectionKey } from './moves';
import type { SectionMove, SectionShape } from './moves';
import * as styles from './SortableSections.css';
import type { HeadingLevel } from '../internal/heading';
import { useLatest } from '../internal/useLatest';
import { useBoundedAutoScroll } from './autoScroll';

/** One section: a title and its rows, in order. */
export interface SortableSection<TRow> {
  id: string;
  title: string;
  rows: readonly TRow[];
}

export {
  headingLevels as sectionHeadingLevels,
  type HeadingLevel as SectionHeadingLevel,
} from '../internal/heading';

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

const instructions: ScreenReaderInstructions = {
  draggable:
    'To pick up a row, press Space or Enter. Use the Up and Down arrow keys to move it, into ' +
    'another section too, then press Space or Enter to drop it, or Escape to cancel. ' +
    'The "Move to" menu of each row does the same without dragging.',
};

/** Prefer the row under the pointer, then its section; with no pointer, the nearest corners. */
const rowsThenSections: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  if (within.length > 0) {
    const rows = within.filter((c) => parseKey(String(c.id)).kind === 'row');
    return rows.length > 0 ? rows : within;
  }
  return closestCorners(args);
};

interface PendingFocus {
  /** A row (by its key) or, when a section was emptied, the section (by its id). */
  key: string;
  target: 'handle' | 'menu' | 'delete' | 'section';
  at: number;
}

type RowControl = Exclude<PendingFocus['target'], 'section'>;

const focusSelectors: Record<RowControl, string> = {
  handle: ':scope > [data-drag-handle]',
  menu: ':scope > button[aria-haspopup]',
  // The last child: the delete button, or a ConfirmButton's box holding it first.
  delete: ':scope > button:last-child, :scope > :last-child > button:first-child',
};

/**
 * Ordered sections of rows. Rows move, within a section or to another one, by pointer, by
 * keyboard (dnd-kit's sortable keyboard sensor, announced) and by a "Move to…" menu; each row
 * has a delete button. `validateMove` can refuse a move with a message (a duplicate, say),
 * which is shown and announced.
 */
export function SortableSections<TRow>({
  'aria-label': ariaLabel,
  sections,
  getRowId,
  getRowLabel,
  renderRow,
  validateMove,
  onMove,
  onDelete,
  confirmDelete = false,
  headingLevel = 3,
  emptyLabel = 'Nothing here',
  changeDisabledReason,
}: SortableSectionsProps<TRow>) {
  const rootRef = useRef<HTMLDivElement>(null);
  const reasonId = useId();
  const blocked = changeDisabledReason ? { reasonId, reason: changeDisabledReason } : null;
  const shapes: SectionShape[] = useMemo(
    () => sections.map((s) => ({ id: s.id, rowIds: s.rows.map(getRowId) })),
    [sections, getRowId],
  );
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [over, setOver] = useState<{
    sectionId: string;
    refused: boolean;
    insertBefore: string | null;
  } | null>(null);
  const [refusal, setRefusal] = useState('');
  const pending = useRef<PendingFocus | null>(null);
  /** The row control that had focus last, to find its row again when it is drawn anew. */
  const lastFocus = useRef<{ key: string; target: RowControl; element: Element } | null>(null);
  const autoScroll = useBoundedAutoScroll(rootRef);

  const latest = useLatest({ shapes, sections, validateMove, onMove, getRowId, getRowLabel });

  const rowLabel = useCallback(
    (key: string) => {
      const parsed = parseKey(key);
      if (parsed.kind !== 'row') return '';
      const section = latest.current.sections.find((s) => s.id === parsed.sectionId);
      const row = section?.rows.find((r) => latest.current.getRowId(r) === parsed.rowId);
      return row === undefined ? parsed.rowId : latest.current.getRowLabel(row);
    },
    [latest],
  );
  const sectionTitle = useCallback(
    (id: string) => latest.current.sections.find((s) => s.id === id)?.title ?? id,
    [latest],
  );

  /** Asks the caller; returns the refusal message, or '' when the move went through. */
  const attempt = useCallback(
    (move: SectionMove, focus: PendingFocus['target'] | null) => {
      const message = latest.current.validateMove?.(move) ?? null;
      if (message) {
        setRefusal(message);
        return message;
      }
      setRefusal('');
      pending.current = focus
        ? { key: rowKey(move.toSectionId, move.rowId), target: focus, at: Date.now() }
        : null;
      latest.current.onMove(move);
      return '';
    },
    [latest],
  );

  // After a kept move to another section the row is a new element, and after a delete the
  // focused button is gone: put focus where the user can carry on.
  useLayoutEffect(() => {
    let want = pending.current;
    if (want && Date.now() - want.at > 5000) {
      pending.current = null;
      want = null;
    }
    const root = rootRef.current;
    if (!want) {
      keepFocus(root, lastFocus.current, latest.current.shapes);
      return;
    }
    const element =
      want.target === 'section'
        ? root?.querySelector<HTMLElement>(`[data-section-id="${escapeSelector(want.key)}"]`)
        : root
            ?.querySelector(`[data-row-key="${escapeSelector(want.key)}"]`)
            ?.querySelector<HTMLElement>(focusSelectors[want.target]);
    if (!element) return;
    pending.current = null;
    // A frame later: a closing menu first gives focus back to its trigger, which is gone.
    requestAnimationFrame(() => element.focus());
  }, [sections, latest]);

  const onFocus = useCallback((event: FocusEvent<HTMLDivElement>) => {
    const element = event.target;
    const row = element.closest<HTMLElement>('[data-row-key]');
    if (!row?.dataset.rowKey || !event.currentTarget.contains(row)) return;
    lastFocus.current = { key: row.dataset.rowKey, target: controlOf(element), element };
  }, []);

  const requestDelete = useCallback(
    (row: { rowId: string; sectionId: string }) => {
      const shape = latest.current.shapes.find((s) => s.id === row.sectionId);
      const index = shape?.rowIds.indexOf(row.rowId) ?? -1;
      const neighbour = shape?.rowIds[index + 1] ?? shape?.rowIds[index - 1];
      pending.current = neighbour
        ? { key: rowKey(row.sectionId, neighbour), target: 'delete', at: Date.now() }
        : { key: row.sectionId, target: 'section', at: Date.now() };
      onDelete(row);
    },
    [latest, onDelete],
  );

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const announcements = useMemo<Announcements>(() => {
    const place = (key: string) => {
      const parsed = parseKey(key);
      const shape = latest.current.shapes.find((s) => s.id === parsed.sectionId);
      if (!shape) return '';
      if (parsed.kind === 'section') return `in ${sectionTitle(shape.id)}`;
      return `in ${sectionTitle(shape.id)}, position ${shape.rowIds.indexOf(parsed.rowId) + 1} of ${shape.rowIds.length}`;
    };
    return {
      onDragStart: ({ active }) =>
        `Picked up ${rowLabel(String(active.id))}, ${place(String(active.id))}.`,
      onDragOver: ({ active, over: target }) =>
        target
          ? `${rowLabel(String(active.id))} is over ${place(String(target.id))}.`
          : `${rowLabel(String(active.id))} is not over a section.`,
      onDragEnd: ({ active, over: target }) => {
        const label = rowLabel(String(active.id));
        if (!target) return `${label} was dropped and did not move.`;
        const move = dropMove(latest.current.shapes, String(active.id), String(target.id));
        if (!move) return `${label} was dropped where it was.`;
        const message = latest.current.validateMove?.(move) ?? null;
        if (message) return `${label} was not moved: ${message}`;
        return `${label} was dropped in ${sectionTitle(move.toSectionId)}, position ${move.toIndex + 1}.`;
      },
      onDragCancel: ({ active }) => `Moving ${rowLabel(String(active.id))} was cancelled.`,
    };
  }, [latest, rowLabel, sectionTitle]);

  // A refusal stays while the next drag runs and goes once a move goes through: it sits above
  // the sections, so emptying it as a drag starts would pull every section up under the pointer
  // (and out from under the place the person was aiming at).
  const onDragStart = useCallback(
    (event: DragStartEvent) => {
      setActiveKey(String(event.active.id));
      autoScroll.start(event.activatorEvent);
    },
    [autoScroll],
  );

  const onDragOver = useCallback(
    ({ active, over: target }: DragOverEvent) => {
      if (!target) {
        setOver(null);
        return;
      }
      const overKey = String(target.id);
      const parsed = parseKey(overKey);
      const move = dropMove(latest.current.shapes, String(active.id), overKey);
      const crossing = move !== null && move.toSectionId !== move.fromSectionId;
      setOver({
        sectionId: parsed.sectionId,
        refused: crossing && Boolean(latest.current.validateMove?.(move)),
        insertBefore: crossing && parsed.kind === 'row' ? overKey : null,
      });
    },
    [latest],
  );

  const onDragEnd = useCallback(
    ({ active, over: target }: DragEndEvent) => {
      autoScroll.stop();
      setActiveKey(null);
      setOver(null);
      if (!target) return;
      const move = dropMove(latest.current.shapes, String(active.id), String(target.id));
      if (!move) return;
      // By keyboard or by mouse, the row is where the person's attention is: its handle gets
      // focus (a row dropped into another section is a new element, and the old one took the
      // focus a mouse press gave it along).
      attempt(move, 'handle');
    },
    [attempt, latest, autoScroll],
  );

  const onDragCancel = useCallback(() => {
    autoScroll.stop();
    setActiveKey(null);
    setOver(null);
  }, [autoScroll]);

  const onMenuMove = useCallback(
    (sectionId: string, rowId: string, toSectionId: string) => {
      const move = menuMove(latest.current.shapes, sectionId, rowId, toSectionId);
      if (move) attempt(move, 'menu');
    },
    [attempt, latest],
  );

  const allTargets: MoveTarget[] = sections.map((s) => ({ id: s.id, title: s.title }));
  const active = activeKey ? parseKey(activeKey) : null;
  const activeRow =
    active && active.kind === 'row'
      ? sections
          .find((s) => s.id === active.sectionId)
          ?.rows.find((r) => getRowId(r) === active.rowId)
      : undefined;

  return (
    <div
      ref={rootRef}
      className={styles.root}
      role="group"
      aria-label={ariaLabel}
      onFocus={onFocus}
    >
      <div role="alert" className={styles.refusal}>
        {refusal}
      </div>
      <DndContext
        sensors={sensors}
        // Bounded by the section under the pointer instead (useBoundedAutoScroll).
        autoScroll={false}
        collisionDetection={rowsThenSections}
        accessibility={{ announcements, screenReaderInstructions: instructions }}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
      >
        {sections.map((section) => (
          <Section
            key={section.id}
            section={section}
            getRowId={getRowId}
            getRowLabel={getRowLabel}
            renderRow={renderRow}
            targets={allTargets.filter((t) => t.id !== section.id)}
            onMenuMove={onMenuMove}
            onDelete={requestDelete}
            blocked={blocked}
            confirmDelete={confirmDelete}
            headingLevel={headingLevel}
            emptyLabel={emptyLabel}
            dropState={
              over?.sectionId === section.id && activeKey
                ? over.refused
                  ? 'refused'
                  : 'target'
                : null
            }
            insertBefore={over?.sectionId === section.id ? over.insertBefore : null}
          />
        ))}
        <DragOverlay dropAnimation={null}>
          {activeRow !== undefined ? (
            <div className={`${styles.row} ${styles.overlay}`} inert aria-hidden="true">
              <span className={styles.handle}>⠿</span>
              <div className={styles.body}>{renderRow(activeRow)}</div>
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      {blocked ? (
        <span id={blocked.reasonId} hidden>
          {blocked.reason}
        </span>
      ) : null}
    </div>
  );
}

/** Why rows cannot change now, and the id of the element that says it. */
interface Blocked {
  reasonId: string;
  reason: string;
}

/** Which of a row's controls an element is (a link in the row's content counts as its handle). */
function controlOf(element: Element): RowControl {
  if (element.matches('[data-drag-handle]')) return 'handle';
  if (element.matches('button[aria-haspopup]')) return 'menu';
  return element.matches('li > button:last-of-type') ? 'delete' : 'handle';
}

/**
 * The sections changed under a focused row (a save put back, a refresh, a drop by mouse the
 * caller applied later): when its element is gone and focus fell to the page, the same control
 * of the same row takes it, in its section or in the one it went to; else its section.
 */
function keepFocus(
  root: HTMLElement | null,
  last: { key: string; target: RowControl; element: Element } | null,
  shapes: readonly SectionShape[],
) {
  if (!root || !last || last.element.isConnected) return;
  const doc = root.ownerDocument;
  if (doc.activeElement && doc.activeElement !== doc.body) return;
  const parsed = parseKey(last.key);
  if (parsed.kind !== 'row') return;
  const home = shapes.find((s) => s.id === parsed.sectionId);
  const section = home?.rowIds.includes(parsed.rowId)
    ? home
    : shapes.find((s) => s.rowIds.includes(parsed.rowId));
  const row = section
    ? root.querySelector(`[data-row-key="${escapeSelector(rowKey(section.id, parsed.rowId))}"]`)
    : null;
  const element =
    row?.querySelector<HTMLElement>(focusSelectors[last.target]) ??
    root.querySelector<HTMLElement>(`[data-section-id="${escapeSelector(parsed.sectionId)}"]`) ??
    root.querySelector<HTMLElement>('[data-section-id]');
  element?.focus();
}

function escapeSelector(value: string): string {
  return typeof window !== 'undefined' && window.CSS?.escape ? window.CSS.escape(value) : value;
}

interface SectionProps<TRow> {
  section: SortableSection<TRow>;
  getRowId: (row: TRow) => string;
  getRowLabel: (row: TRow) => string;
  renderRow: (row: TRow) => ReactNode;
  targets: readonly MoveTarget[];
  onMenuMove: (sectionId: string, rowId: string, toSectionId: string) => void;
  onDelete: (row: { rowId: string; sectionId: string }) => void;
  confirmDelete: boolean;
  headingLevel: HeadingLevel;
  emptyLabel: string;
  dropState: 'target' | 'refused' | null;
  insertBefore: string | null;
  blocked: Blocked | null;
}

function Section<TRow>({
  section,
  getRowId,
  getRowLabel,
  renderRow,
  targets,
  onMenuMove,
  onDelete,
  confirmDelete,
  headingLevel,
  emptyLabel,
  dropState,
  insertBefore,
  blocked,
}: SectionProps<TRow>) {
  const { setNodeRef } = useDroppable({ id: sectionKey(section.id) });
  const titleId = useId();
  const keys = section.rows.map((row) => rowKey(section.id, getRowId(row)));
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      ref={setNodeRef}
      role="group"
      aria-labelledby={titleId}
      className={styles.section}
      data-section-id={section.id}
      // Focus lands here when its last row is deleted.
      tabIndex={-1}
      data-drop-target={dropState === 'target' || undefined}
      data-drop-refused={dropState === 'refused' || undefined}
    >
      <Heading id={titleId} className={styles.title}>
        <span>{section.title}</span> <span className={styles.count}>{section.rows.length}</span>
      </Heading>
      <SortableContext id={section.id} items={keys} strategy={verticalListSortingStrategy}>
        {section.rows.length === 0 ? (
          <p className={styles.empty}>{emptyLabel}</p>
        ) : (
          <ul className={styles.list} aria-labelledby={titleId}>
            {section.rows.map((row, i) => (
              <Row
                key={keys[i]}
                sortKey={keys[i]!}
                sectionId={section.id}
                rowId={getRowId(row)}
                label={getRowLabel(row)}
                content={renderRow(row)}
                targets={targets}
                onMenuMove={onMenuMove}
                onDelete={onDelete}
                confirmDelete={confirmDelete}
                insertBefore={insertBefore === keys[i]}
                blocked={blocked}
              />
            ))}
          </ul>
        )}
      </SortableContext>
    </div>
  );
}

function Row({
  sortKey,
  sectionId,
  rowId,
  label,
  content,
  targets,
  onMenuMove,
  onDelete,
  confirmDelete,
  insertBefore,
  blocked,
}: {
  sortKey: string;
  sectionId: string;
  rowId: string;
  label: string;
  content: ReactNode;
  targets: readonly MoveTarget[];
  onMenuMove: (sectionId: string, rowId: string, toSectionId: string) => void;
  onDelete: (row: { rowId: string; sectionId: string }) => void;
  confirmDelete: boolean;
  insertBefore: boolean;
  blocked: Blocked | null;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: sortKey, disabled: blocked !== null });
  const onMove = useCallback(
    (toSectionId: string) => onMenuMove(sectionId, rowId, toSectionId),
    [onMenuMove, sectionId, rowId],
  );
  return (
    <li
      ref={setNodeRef}
      className={styles.row}
      data-row-key={sortKey}
      data-dragging={isDragging || undefined}
      data-insert-before={insertBefore || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${label}`}
        // Cannot be dragged now: the reason, not the instructions for dragging.
        {...(blocked
          ? { 'aria-describedby': blocked.reasonId, 'aria-roledescription': undefined }
          : {})}
        data-drag-handle=""
      >
        {/* A sign, not only a colour, that the row cannot be dragged now. */}
        <span aria-hidden="true">{blocked ? '⊘' : '⠿'}</span>
      </button>
      <div className={styles.body}>{content}</div>
      <MoveToMenu
        label={`Move ${label} to…`}
        targets={targets}
        onMove={onMove}
        disabledReason={blocked?.reason}
      />
      {confirmDelete ? (
        <ConfirmButton
          variant="ghost"
          size="sm"
          subject={label}
          armedText={`Take ${label} out of this section?`}
          destructive
          disabledReason={blocked?.reason}
          onConfirm={() => onDelete({ rowId, sectionId })}
        >
          Delete
        </ConfirmButton>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={`Delete ${label}`}
          disabledReason={blocked?.reason}
          onPress={() => onDelete({ rowId, sectionId })}
        >
          <CloseIcon />
        </Button>
      )}
    </li>
  );
}
