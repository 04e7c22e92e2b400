import { DndContext, DragOverlay } from '@dnd-kit/core';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { DragHandleIcon } from '../internal/icons';
import * as iconStyles from '../internal/icons.css';
import type { MoveTarget } from '../internal/MoveToMenu';
import { useLatest } from '../internal/useLatest';
import { instructions, rowsThenSections, useSectionsDrag } from './dragAndDrop';
import { useRowFocus } from './focus';
import type { PendingFocus } from './focus';
import { menuMove, parseKey, rowKey } from './moves';
import type { SectionMove, SectionShape } from './moves';
import { Section } from './Section';
import * as styles from './SortableSections.css';
import type { SortableSectionsProps } from './types';

export type { SortableSection, SortableSectionsProps } from './types';

export {
  headingLevels as sectionHeadingLevels,
  type HeadingLevel as SectionHeadingLevel,
} from '../internal/heading';

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
  const [refusal, setRefusal] = useState('');

  const latest = useLatest({ shapes, sections, validateMove, onMove, getRowId, getRowLabel });
  const { pending, onFocus } = useRowFocus(rootRef, sections, latest);

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
    [latest, pending],
  );

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
    [latest, onDelete, pending],
  );

  const { activeKey, over, ...dnd } = useSectionsDrag(rootRef, latest, attempt);

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
        sensors={dnd.sensors}
        // Bounded by the section under the pointer instead (useBoundedAutoScroll).
        autoScroll={false}
        collisionDetection={rowsThenSections}
        accessibility={{ announcements: dnd.announcements, screenReaderInstructions: instructions }}
        onDragStart={dnd.onDragStart}
        onDragOver={dnd.onDragOver}
        onDragEnd={dnd.onDragEnd}
        onDragCancel={dnd.onDragCancel}
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
              <span className={styles.handle}>
                <DragHandleIcon className={iconStyles.inline} />
              </span>
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
