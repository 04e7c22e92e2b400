import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { FieldLabel } from '../Field';
import * as styles from './SegmentedControl.css';

export const segmentedControlSizes = ['sm', 'md'] as const;
export type SegmentedControlSize = (typeof segmentedControlSizes)[number];

/** One segment. */
export interface SegmentedControlOption<K extends string = string> {
  /** The key the control reports when this segment is selected. */
  id: K;
  /** What the segment shows; also its accessible name. */
  label: string;
  /**
   * Shown but not selectable.
   * @default false
   */
  isDisabled?: boolean;
}

export interface SegmentedControlProps<K extends string = string> {
  /** Names the group of segments ('Language'). */
  label: ReactNode;
  /**
   * Hides the label visually while keeping it as the group's accessible name, where the
   * context already says what the segments switch (a modal's language tabs).
   * @default false
   */
  hideLabel?: boolean;
  /** The segments, in display order; two to five short labels. */
  options: readonly SegmentedControlOption<K>[];
  /**
   * The selected segment (controlled).
   * @default undefined
   */
  selectedKey?: K;
  /**
   * The initially selected segment (uncontrolled).
   * @default the first option's id
   */
  defaultSelectedKey?: K;
  /** Called with the newly selected segment's key. */
  onSelectionChange?: (key: K) => void;
  /**
   * Disables every segment.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * `sm` for a toolbar or a modal header, `md` next to form fields.
   * @default 'md'
   */
  size?: SegmentedControlSize;
}

// A compact single choice among a few short options that applies at once (the EN/FR switch of a
// form with one tab per language). It is a radio group of buttons (React Aria's
// ToggleButtonGroup in single selection, with one segment always selected): Tab enters on the
// group, the arrow keys move between segments, Space or Enter selects, Tab leaves.
/**
 * A compact row of buttons for one choice among a few short options that applies at once (EN/FR,
 * list or board). Use it to switch a view or a language in place. Do not use it for a choice
 * saved with a form (a RadioGroup) or for more than about five options (a Select).
 */
export function SegmentedControl<K extends string = string>(props: SegmentedControlProps<K>) {
  const {
    label,
    hideLabel = false,
    options,
    selectedKey,
    defaultSelectedKey,
    onSelectionChange,
    isDisabled = false,
    size = 'md',
  } = props;
  const labelId = useId();
  const firstKey = options.find((option) => !option.isDisabled)?.id;
  const initialKey = defaultSelectedKey ?? firstKey;
  // React Aria reports a press on the selected segment too; callers hear only real changes.
  const uncontrolledKey = useRef(initialKey);
  return (
    <div className={styles.root}>
      <FieldLabel id={labelId} elementType="span" hideLabel={hideLabel}>
        {label}
      </FieldLabel>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={selectedKey === undefined ? undefined : [selectedKey]}
        defaultSelectedKeys={selectedKey === undefined && initialKey ? [initialKey] : undefined}
        onSelectionChange={(keys: Set<Key>) => {
          const [key] = keys as Set<K>;
          const current = selectedKey === undefined ? uncontrolledKey.current : selectedKey;
          if (key === undefined || key === current) return;
          uncontrolledKey.current = key;
          onSelectionChange?.(key);
        }}
        isDisabled={isDisabled}
        className={styles.group}
      >
        {options.map((option) => (
          <ToggleButton
            key={option.id}
            id={option.id}
            isDisabled={option.isDisabled}
            className={styles.segment({ size })}
          >
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
