import { Button as AriaButton } from 'react-aria-components';
import { CheckIcon } from '../internal/icons';
import * as styles from './DateRangePresets.css';
import { matchingPreset } from './presets';
import type { DateRangePreset, DateRangeValue } from './presets';

export const dateRangePresetsOrientations = ['horizontal', 'vertical'] as const;
export type DateRangePresetsOrientation = (typeof dateRangePresetsOrientations)[number];

export interface DateRangePresetsProps {
  /** The one-press ranges, in order, e.g. `[todayPreset(), thisWeekPreset()]`. */
  presets: readonly DateRangePreset[];
  /**
   * The day the presets count from, an ISO day ('2026-11-23'): today in the product's time
   * zone. Pass a fixed day in stories and tests.
   */
  today: string;
  /**
   * The range the fields beside hold now, ISO days: the preset equal to it is marked as the
   * current one. `null` marks none.
   * @default null
   */
  value?: DateRangeValue | null;
  /** Called with a preset's range, both ends, when it is pressed. */
  onChange: (range: DateRangeValue) => void;
  /**
   * The accessible name of the buttons' group.
   * @default 'Presets'
   */
  label?: string;
  /**
   * `horizontal` puts the buttons in a row; `vertical` stacks them, small, in the height of a
   * field and its label, to stand beside two date fields in a row of filters.
   * @default 'horizontal'
   */
  orientation?: DateRangePresetsOrientation;
  /**
   * No preset can be pressed (the dates they set do not apply now).
   * @default false
   */
  isDisabled?: boolean;
}

/**
 * One-press ranges (Today, This week) shown beside two date fields, a filter's start and end:
 * a press sets both ends at once. The preset equal to the fields' range is marked, with a
 * check mark as well as its colour, and is the current one for assistive technology
 * (`aria-current`). Use it where a DateRangePicker's presets, inside its popover, would be one
 * press too far; use the DateRangePicker's `presets` for a single range field.
 */
export function DateRangePresets({
  presets,
  today,
  value = null,
  onChange,
  label = 'Presets',
  orientation = 'horizontal',
  isDisabled = false,
}: DateRangePresetsProps) {
  const current = matchingPreset(value, presets, today);
  return (
    <div role="group" aria-label={label} className={styles.group} data-orientation={orientation}>
      {presets.map((preset) => {
        const isCurrent = preset.id === current?.id;
        return (
          <AriaButton
            key={preset.id}
            className={styles.preset}
            aria-current={isCurrent ? 'true' : undefined}
            isDisabled={isDisabled}
            onPress={() => onChange(preset.range(today))}
          >
            <span className={styles.mark} aria-hidden="true">
              {isCurrent ? <CheckIcon className={styles.check} /> : null}
            </span>
            {preset.label}
          </AriaButton>
        );
      })}
    </div>
  );
}
