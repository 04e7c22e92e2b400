import { useRef } from 'react';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { ChevronDownIcon, ChevronUpIcon } from '../internal/icons';
import { Popover } from '../Popover';
import * as styles from './DataTable.css';

export interface ChooserColumn {
  id: string;
  header: string;
  /** Pinned first or last: always shown, never moved. */
  pinned: boolean;
}

export interface ColumnChooserProps {
  /** Every column, in the person's order (pinned ones included, at their place). */
  columns: ChooserColumn[];
  hidden: ReadonlySet<string>;
  onToggle: (id: string, isShown: boolean) => void;
  /** Moves a movable column one place up (-1) or down (+1) among the movable ones. */
  onMove: (id: string, by: -1 | 1) => void;
  onReset: () => void;
  /** Names the table the chooser belongs to ("Columns of Contracts"). */
  tableName?: string;
}

/**
 * The table's column chooser, after react-admin's `SelectColumnsButton`: a checkbox per
 * column to show or hide it, Move up / Move down to reorder it (keyboard and pointer alike),
 * and Reset columns. Pinned columns (the row's id, its actions) are listed, always shown.
 */
export function ColumnChooser({
  columns,
  hidden,
  onToggle,
  onMove,
  onReset,
  tableName,
}: ColumnChooserProps) {
  const list = useRef<HTMLUListElement>(null);
  const movable = columns.filter((c) => !c.pinned);
  const shownCount = columns.filter((c) => !hidden.has(c.id)).length;

  // A move to the first or last place disables the button just pressed: focus goes to its
  // pair on the same line rather than to the page's body.
  const move = (id: string, by: -1 | 1) => {
    onMove(id, by);
    requestAnimationFrame(() => {
      const line = list.current?.querySelector<HTMLElement>(`[data-column="${CSS.escape(id)}"]`);
      const pressed = line?.querySelector<HTMLButtonElement>(`[data-move="${by}"] button`);
      const other = line?.querySelector<HTMLButtonElement>(`[data-move="${-by}"] button`);
      if (pressed?.disabled) other?.focus();
      else pressed?.focus();
    });
  };

  return (
    <Popover
      title="Columns"
      placement="bottom end"
      trigger={
        <Button
          size="sm"
          aria-label={`Columns${tableName ? ` of ${tableName}` : ''}: ${shownCount} of ${columns.length} shown`}
        >
          {`Columns (${shownCount}/${columns.length})`}
        </Button>
      }
    >
      <p className={styles.chooserHint}>
        Show, hide or move columns. Your choice is kept for your next visit.
      </p>
      <ul className={styles.chooserList} ref={list}>
        {columns.map((column) => {
          const index = movable.findIndex((c) => c.id === column.id);
          return (
            <li key={column.id} className={styles.chooserLine} data-column={column.id}>
              <Checkbox
                label={column.pinned ? `${column.header} (pinned)` : column.header}
                isSelected={!hidden.has(column.id)}
                isDisabled={column.pinned}
                onChange={(isShown) => onToggle(column.id, isShown)}
              />
              {column.pinned ? null : (
                <span className={styles.chooserMoves}>
                  <MoveButton
                    header={column.header}
                    by={-1}
                    isDisabled={index <= 0}
                    onPress={() => move(column.id, -1)}
                  />
                  <MoveButton
                    header={column.header}
                    by={1}
                    isDisabled={index >= movable.length - 1}
                    onPress={() => move(column.id, 1)}
                  />
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {/* Never disabled: pressing it must not leave focus on a dead button. */}
      <Button size="sm" onPress={onReset}>
        Reset columns
      </Button>
    </Popover>
  );
}

function MoveButton({
  header,
  by,
  isDisabled,
  onPress,
}: {
  header: string;
  by: -1 | 1;
  isDisabled: boolean;
  onPress: () => void;
}) {
  return (
    <span data-move={by}>
      <Button
        size="sm"
        variant="ghost"
        iconOnly
        aria-label={`Move ${header} ${by < 0 ? 'up' : 'down'}`}
        isDisabled={isDisabled}
        onPress={onPress}
      >
        {by < 0 ? <ChevronUpIcon /> : <ChevronDownIcon />}
      </Button>
    </span>
  );
}
