import { useEffect, useId, useReducer } from 'react';
import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { formatElapsed } from './elapsed';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** What is in progress; the bar's accessible name. */
  label: string;
  /**
   * Work done, between 0 and `maxValue`. Ignored when indeterminate.
   * @default 0
   */
  value?: number;
  /**
   * The value at which the bar is full (`value` of `maxValue` is read out as a percentage).
   * @default 100
   */
  maxValue?: number;
  /**
   * For work of unknown length: a sliding bar (still stripes under reduced motion).
   * @default false
   */
  isIndeterminate?: boolean;
  /**
   * When the work started. Shows the elapsed time ("Elapsed 0:42"), updated every second
   * and given to screen readers as the bar's description.
   */
  startedAt?: Date | number;
  /**
   * The clock, in milliseconds since the epoch. Stories and tests pass a fixed one.
   * @default Date.now
   */
  clock?: () => number;
  /**
   * Shows the percentage (determinate bars only).
   * @default true
   */
  showValue?: boolean;
}

// A progress bar on React Aria's ProgressBar, with an optional elapsed-time readout.
/**
 * A bar that shows how far a long task has got, with an optional elapsed time. Use it for
 * exports, imports and uploads that take more than a few seconds. Use a Spinner for a short
 * wait, and a Skeleton while a page's content loads.
 */
export function ProgressBar({
  label,
  value = 0,
  maxValue = 100,
  isIndeterminate = false,
  startedAt,
  clock = Date.now,
  showValue = true,
}: ProgressBarProps) {
  const elapsedId = useId();
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const hasStart = startedAt !== undefined;

  useEffect(() => {
    if (!hasStart) return;
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [hasStart]);

  const elapsed =
    startedAt === undefined ? null : formatElapsed(clock() - new Date(startedAt).getTime());

  return (
    <AriaProgressBar
      value={value}
      maxValue={maxValue}
      isIndeterminate={isIndeterminate}
      aria-describedby={elapsed ? elapsedId : undefined}
      className={styles.root}
    >
      {({ percentage, valueText }) => (
        <>
          <Label className={styles.label}>{label}</Label>
          <span className={styles.values}>
            {showValue && !isIndeterminate ? <span>{valueText}</span> : null}
            {elapsed ? <span id={elapsedId}>Elapsed {elapsed}</span> : null}
          </span>
          <div className={styles.track}>
            <div
              className={isIndeterminate ? `${styles.fill} ${styles.indeterminate}` : styles.fill}
              style={assignInlineVars({ [styles.fillWidth]: `${percentage ?? 0}%` })}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
