import { ChevronDownIcon } from './icons';
import * as styles from './trigger.css';

/**
 * The one chevron of the controls that open a list or a menu (Select, ComboBox, ActionMenu
 * with text), so that they look alike: decorative, the control carries the name.
 */
export function TriggerChevron() {
  return (
    <span className={styles.chevron} aria-hidden="true" data-chevron="">
      <ChevronDownIcon />
    </span>
  );
}
