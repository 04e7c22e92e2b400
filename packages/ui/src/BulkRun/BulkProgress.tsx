import { Label, ProgressBar, useLocale } from 'react-aria-components';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Button } from '../Button';
import * as styles from './BulkRun.css';

export interface BulkProgressProps {
  /** How many items have been handled so far (done or refused). */
  done: number;
  /** How many items the run takes in all. */
  total: number;
  /** What the run does, as a verb in -ing: 'Assigning'. The bar's accessible name. */
  label: string;
  /**
   * Stops the run: the items not yet sent are left alone, those sent keep their answer.
   * Without it there is no Stop button.
   * @default undefined
   */
  onStop?: () => void;
}

// React Aria's ProgressBar gives the role, the value and its text ('34 of 100', read as the
// value instead of a percentage). A progress bar is not a live region: its changes are not
// announced one by one, which would drown a screen reader; the summary that follows is.
/**
 * The progress of one action run on many items ("Assigning: 34 of 100"), with a Stop button.
 * Use it while an action chosen in a SelectionBar is sent item by item; show a BulkSummary when
 * it ends. For a single long task (an export, an upload) use a ProgressBar.
 */
export function BulkProgress({ done, total, label, onStop }: BulkProgressProps) {
  const { locale } = useLocale();
  const format = new Intl.NumberFormat(locale).format;
  const valueText = `${format(done)} of ${format(total)}`;
  return (
    <div className={styles.progress}>
      <ProgressBar
        value={Math.min(done, total)}
        maxValue={Math.max(total, 1)}
        valueLabel={valueText}
        className={styles.bar}
      >
        {({ percentage }) => (
          <>
            <span className={styles.barText}>
              <Label className={styles.barLabel}>{label}</Label>
              {`: ${valueText}`}
            </span>
            <span className={styles.track}>
              <span
                className={styles.fill}
                style={assignInlineVars({ [styles.fillWidth]: `${percentage ?? 0}%` })}
              />
            </span>
          </>
        )}
      </ProgressBar>
      {onStop ? (
        <Button size="sm" onPress={onStop}>
          Stop
        </Button>
      ) : null}
    </div>
  );
}
