import type { Key } from 'react-aria-components';
import {
  Collection,
  Header,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Text,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { CheckIcon } from '../internal/icons';
import * as styles from '../internal/popover.css';

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

/**
 * A named group of options (a listbox section): screen readers announce the group's title
 * when focus enters it. Its `id` shares the key space of the options: keep them distinct.
 */
export interface FieldSection<K extends Key = string> {
  /** Unique among the sections and the options' ids. */
  id: string;
  /** The group's name, shown above its options and read as the group's label. */
  title: string;
  /** The group's choices, in display order. */
  options: readonly FieldOption<K>[];
}

interface OptionListProps<K extends Key> {
  /**
   * The options. Left out inside a ComboBox, whose (filtered) items reach the list through
   * React Aria's context.
   */
  options?: readonly FieldOption<K>[];
  /** The options grouped into sections, instead of `options`. */
  sections?: readonly FieldSection<K>[];
  /** Shown when there is no option. */
  emptyMessage: ReactNode;
}

function renderOption<K extends Key>(option: FieldOption<K>) {
  return (
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
  );
}

/**
 * The list of a Select or ComboBox popover, with a check mark on the selected option. With
 * `sections`, each group is a `role="group"` named by its header; the arrows and typeahead
 * move across the groups.
 */
export function OptionList<K extends Key>({ options, sections, emptyMessage }: OptionListProps<K>) {
  const renderEmptyState = () => <div className={styles.listMessage}>{emptyMessage}</div>;
  if (sections) {
    return (
      <ListBox<FieldSection<K>>
        items={sections}
        className={styles.list}
        renderEmptyState={renderEmptyState}
      >
        {(section) => (
          <ListBoxSection id={section.id} className={styles.section}>
            <Header className={styles.sectionHeader}>{section.title}</Header>
            <Collection items={section.options}>{renderOption}</Collection>
          </ListBoxSection>
        )}
      </ListBox>
    );
  }
  return (
    <ListBox<FieldOption<K>>
      {...(options ? { items: options } : {})}
      className={styles.list}
      renderEmptyState={renderEmptyState}
    >
      {renderOption}
    </ListBox>
  );
}
