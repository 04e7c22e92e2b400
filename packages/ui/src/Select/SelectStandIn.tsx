import type { Key } from 'react-aria-components';
import { hasMessage } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { StandInLabel } from '../internal/StandInLabel';
import { TriggerChevron } from '../internal/TriggerChevron';
import type { SelectProps } from './Select';
import * as styles from './Select.css';

/**
 * What a DeferredSelect shows while its code loads: the Select's label, frame, chosen text
 * and chevron, with plain elements and the Select's own classes (so the real one replaces it
 * without a pixel moving), busy and not yet operable. An error message waits for the real one.
 */
export function SelectStandIn<K extends Key = string>({
  label,
  hideLabel,
  isRequired,
  isDisabled,
  options,
  sections,
  value,
  defaultValue,
  placeholder = 'Select an option',
  description,
  size = 'md',
}: SelectProps<K>) {
  const chosen = value === undefined ? defaultValue : value;
  const all = sections ? sections.flatMap((section) => section.options) : (options ?? []);
  const text = all.find((option) => option.id === chosen)?.label;
  return (
    <div className={size === 'sm' ? styles.compactField : fieldStyles.field} aria-busy="true">
      <StandInLabel label={label} hideLabel={hideLabel} isRequired={isRequired} />
      <div
        className={`${styles.trigger} ${styles.triggerSize[size]}`}
        data-disabled={isDisabled || undefined}
      >
        <span className={styles.value} data-placeholder={text === undefined || undefined}>
          {text ?? placeholder}
        </span>
        <TriggerChevron />
      </div>
      {hasMessage(description) ? (
        <div className={fieldStyles.description}>{description}</div>
      ) : null}
    </div>
  );
}
