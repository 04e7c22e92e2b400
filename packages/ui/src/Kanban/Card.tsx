import { memo, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Checkbox } from '../Checkbox';
import * as checkboxStyles from '../Checkbox/Checkbox.css';
import { choiceClass } from '../internal/ChoiceGroup';
import { cardMenuLabel } from './cardMenu';
import { DragHandle } from './DragHandle';
import { CheckIcon, DragHandleIcon, MoreIcon } from '../internal/icons';
import * as iconStyles from '../internal/icons.css';
import * as styles from './Kanban.css';
import type { OpenMenu, SelectCard } from './types';

export interface CardProps<TItem> {
  item: TItem;
  itemId: string;
  label: string;
  columnId: string;
  renderCard: (item: TItem) => ReactNode;
  renderCardTitle?: ((item: TItem) => ReactNode) | undefined;
  onOpenMenu: OpenMenu;
  isDragSource: boolean;
  /** The card holds the board's tab stop. */
  isCurrent: boolean;
  /** The id of why the card cannot move now, when it cannot. */
  moveReasonId?: string | undefined;
  /** The board has `cardActions`: the button opens the card's actions and "Move to…". */
  withActions: boolean;
  /**
   * Whether the card has an action to choose, asked only while cards cannot move (its button
   * then opens its actions alone, or nothing).
   */
  hasChoosableAction?: ((item: TItem) => boolean) | undefined;
  /** The board is selectable (`onSelectionChange`): the card draws its selection box. */
  onSelect?: SelectCard | undefined;
  /** The card is in the selection. */
  isSelected?: boolean;
}

function CardView<TItem>({
  item,
  itemId,
  label,
  columnId,
  renderCard,
  renderCardTitle,
  onOpenMenu,
  isDragSource,
  isCurrent,
  moveReasonId,
  withActions,
  hasChoosableAction,
  onSelect,
  isSelected = false,
}: CardProps<TItem>) {
  // The button opens nothing when the card can neither move nor do anything else.
  const menuReasonId =
    moveReasonId && !(withActions && hasChoosableAction?.(item)) ? moveReasonId : undefined;
  const open = (button: HTMLButtonElement) => {
    if (!menuReasonId) onOpenMenu(button, itemId, columnId, label);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (menuReasonId) return;
    // As a menu button does: the arrow keys open the menu too.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.currentTarget);
    }
  };
  return (
    <div
      className={styles.card}
      data-card-id={itemId}
      data-drag-source={isDragSource || undefined}
      data-titled={renderCardTitle ? '' : undefined}
      data-selectable={onSelect ? '' : undefined}
      data-selected={onSelect && isSelected ? '' : undefined}
    >
      <DragHandle id={itemId} label={label} isCurrent={isCurrent} reasonId={moveReasonId} />
      {onSelect ? (
        <SelectBox
          label={label}
          isSelected={isSelected}
          onChange={(select, extend) => onSelect(itemId, columnId, select, extend)}
        />
      ) : null}
      {renderCardTitle ? <div className={styles.cardTitle}>{renderCardTitle(item)}</div> : null}
      <div className={styles.cardBody}>{renderCard(item)}</div>
      <button
        type="button"
        className={styles.menuButton}
        aria-label={cardMenuLabel(label, withActions)}
        aria-haspopup={menuReasonId ? undefined : 'menu'}
        aria-expanded={menuReasonId ? undefined : 'false'}
        aria-disabled={menuReasonId ? 'true' : undefined}
        aria-describedby={menuReasonId}
        data-card-menu=""
        onClick={(event) => open(event.currentTarget)}
        onKeyDown={onKeyDown}
      >
        <MoreIcon className={iconStyles.inline} />
      </button>
    </div>
  );
}

/**
 * A card's selection box, the design system's checkbox named "Select <label>". React Aria's
 * checkbox reports only its new state: whether Shift was held (a range) is read from the
 * click, which reaches this wrapper before the box's change (a pointer's click on the box's
 * label, the label's click on the input, and Space's click all carry the modifier keys).
 */
function SelectBox({
  label,
  isSelected,
  onChange,
}: {
  label: string;
  isSelected: boolean;
  onChange: (select: boolean, extend: boolean) => void;
}) {
  const shift = useRef(false);
  return (
    <span
      className={styles.select}
      data-card-select=""
      onClickCapture={(event: MouseEvent) => {
        shift.current = event.shiftKey;
      }}
    >
      <Checkbox
        label={`Select ${label}`}
        hideLabel
        isSelected={isSelected}
        onChange={(select) => {
          const extend = shift.current;
          shift.current = false;
          onChange(select, extend);
        }}
      />
    </span>
  );
}

/**
 * One card: its drag handle, the caller's content and its menu button ('Move to…', or its
 * actions). Memoized on its item: a drag step or a keyboard move elsewhere re-renders no card.
 */
export const Card = memo(CardView) as typeof CardView;

function OverlayCardView<TItem>({
  item,
  renderCard,
  renderCardTitle,
  selection,
}: {
  item: TItem;
  renderCard: (item: TItem) => ReactNode;
  renderCardTitle?: ((item: TItem) => ReactNode) | undefined;
  /** On a selectable board: whether the dragged card is selected (its box is drawn). */
  selection?: 'selected' | 'unselected' | undefined;
}) {
  // A picture of the card: not focusable, not read, so it does not duplicate the real one.
  return (
    <div
      className={styles.card}
      data-overlay=""
      data-titled={renderCardTitle ? '' : undefined}
      data-selectable={selection ? '' : undefined}
      data-selected={selection === 'selected' ? '' : undefined}
      inert
      aria-hidden="true"
    >
      <span className={styles.handle}>
        <DragHandleIcon className={iconStyles.inline} />
      </span>
      {selection ? (
        <span className={styles.select}>
          <span className={choiceClass} data-selected={selection === 'selected' || undefined}>
            <span className={checkboxStyles.box}>
              {selection === 'selected' ? <CheckIcon /> : null}
            </span>
          </span>
        </span>
      ) : null}
      {renderCardTitle ? <div className={styles.cardTitle}>{renderCardTitle(item)}</div> : null}
      <div className={styles.cardBody}>{renderCard(item)}</div>
    </div>
  );
}

/** The card that follows the pointer during a drag (dnd-kit's drag overlay). */
export const OverlayCard = memo(OverlayCardView) as typeof OverlayCardView;
