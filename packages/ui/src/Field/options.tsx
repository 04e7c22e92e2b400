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
  options: readonly FieldOption<K>[];
  /** Shown when there is no option. */
  emptyMessage: ReactNode;
}

/** The list of a Select or ComboBox popover, with a check mark on the selected option. */
export function OptionList<K extends Key>({ options, emptyMessage }: OptionListProps<K>) {
  return (
    <ListBox
      items={options}
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
              <span className={styles.itemText}>
                <Text slot="label">{option.label}</Text>
                {option.description ? (
                  <Text slot="description" className={styles.itemDescription}>
                    {option.description}
                  </Text>
                ) : null}
              </span>
            </>
          )}
        </ListBoxItem>
      )}
    </ListBox>
  );
}
