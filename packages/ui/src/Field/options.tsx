import type { Key } from 'react-aria-components';
import { ListBox, ListBoxItem, Text } from 'react-aria-components';
import type { ReactNode } from 'react';
import { CheckIcon } from './icons';
import * as styles from './popover.css';

/** One choice of a Select or ComboBox. */
export interface FieldOption<K extends Key = string> {
  /** The value the field reports. */
  id: K;
  /** What the user reads. */
  label: string;
  /** A second line under the label. */
  description?: string;
  /** Shown but not selectable. */
  isDisabled?: boolean;
}

interface OptionListProps<K extends Key> {
  /**
   * The options. Left out inside a ComboBox, whose (filtered) items reach the list through
   * React Aria's context.
   */
  options?: readonly FieldOption<K>[];
  /** Shown when there is no option. */
  emptyMessage: ReactNode;
}

/** The list of a Select or ComboBox popover, with a check mark on the selected option. */
export function OptionList<K extends Key>({ options, emptyMessage }: OptionListProps<K>) {
  return (
    <ListBox<FieldOption<K>>
      {...(options ? { items: options } : {})}
      className={styles.list}
      renderEmptyState={() => <div className={styles.listMessage}>{emptyMessage}</div>}
    >
      {(option) => (
        <ListBoxItem
          id={option.id}
          textValue={option.label}
          isDisabled={option.isDisabled}
          className={styles.item}
        >
          {({ isSelected }) => (
            <>
              <span className={styles.itemCheck}>{isSelected ? <CheckIcon /> : null}</span>
              {/* The description is inside the label so that everything the option shows is
                  in its accessible name (axe: label-content-name-mismatch). */}
              <Text slot="label" className={styles.itemText}>
                {option.label}
                {option.description ? (
                  <span className={styles.itemDescription}>{option.description}</span>
                ) : null}
              </Text>
            </>
          )}
        </ListBoxItem>
      )}
    </ListBox>
  );
}
