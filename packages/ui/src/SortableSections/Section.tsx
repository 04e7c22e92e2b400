import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { HeadingLevel } from '../internal/heading';
import type { MoveTarget } from '../internal/MoveToMenu';
import { rowKey, sectionKey } from './moves';
import { Row } from './Row';
import * as styles from './SortableSections.css';
import type { Blocked, SortableSection } from './types';

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

/**
 * One section: its heading and count, its rows in order (or the empty label), and the drop
 * target a dragged row can land on.
 */
export function Section<TRow>({
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
