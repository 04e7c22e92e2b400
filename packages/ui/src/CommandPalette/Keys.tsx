import { Fragment } from 'react';
import * as styles from './CommandPalette.css';

export interface KeyboardKeysProps {
  /**
   * The keys, one chord after another: `[['Ctrl', 'K']]` is Ctrl+K, `[['g'], ['o']]` is g
   * then o.
   */
  keys: readonly (readonly string[])[];
}

/** Keys as printed on the keyboard (`<kbd>`): Ctrl K, g then o. */
export function KeyboardKeys({ keys }: KeyboardKeysProps) {
  return (
    <span className={styles.keys}>
      {keys.map((chord, i) => (
        <Fragment key={i}>
          {i > 0 ? ' then ' : null}
          {chord.map((key, j) => (
            <Fragment key={j}>
              {j > 0 ? ' ' : null}
              <kbd className={styles.kbd}>{key}</kbd>
            </Fragment>
          ))}
        </Fragment>
      ))}
    </span>
  );
}
