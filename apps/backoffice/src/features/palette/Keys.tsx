import { Fragment } from 'react';
import { keysText } from '../../shared/shortcuts/registry';
import * as styles from './Power.css';

/** A shortcut's keys as printed on the keyboard: Ctrl K, g then o. */
export function Keys({ keys }: { keys: string }) {
  const parts = keysText(keys);
  const sequence = keys.includes(' ') && keys !== 'mod+k';
  return (
    <span className={styles.keys}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? (sequence ? ' then ' : ' ') : null}
          <kbd className={styles.kbd}>{part}</kbd>
        </Fragment>
      ))}
    </span>
  );
}
