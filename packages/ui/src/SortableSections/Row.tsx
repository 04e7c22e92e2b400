import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { ConfirmButton } from '../ConfirmButton';
import { CloseIcon } from '../internal/icons';
import { HandleIcon, blockedHandleProps } from '../internal/dragHandle';
import { MoveToMenu } from '../internal/MoveToMenu';
import type { MoveTarget } from '../internal/MoveToMenu';
import * as styles from './SortableSections.css';
import type { Blocked } from './types';

/** One row: its drag handle, its content, its "Move to…" menu and its delete button. */
export function Row({
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
        {...blockedHandleProps(blocked?.reasonId)}
        data-drag-handle=""
      >
        <HandleIcon blocked={blocked !== null} />
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
          tone="critical"
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
