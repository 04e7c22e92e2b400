import { formatDate } from '@backoffice/domain';
import { DatePicker } from '@backoffice/ui';
import { useListChip } from './listChips';

export interface ListDateFieldsProps {
  /** The range's first day (an ISO day), as the URL holds it. */
  startDate: string | undefined;
  /** The range's last day (an ISO day), as the URL holds it. */
  endDate: string | undefined;
  /**
   * Writes one end of the range; the other keeps its value. `replace` for a date revised in
   * the same edit (typed, then changed before leaving the field): one step of the history per
   * date typed.
   */
  onCommit: (
    change: { startDate: string } | { endDate: string },
    options: { replace: boolean },
  ) => void;
}

/**
 * A list's days, both included, as two date fields (Start date, End date): each end is
 * written once it is given whole (a day picked, the year's fourth digit typed, Enter or
 * leaving the field; a day, a month or a year half-typed is never a search), and neither end
 * can pass the other (the field says why).
 */
export function ListDateFields({ startDate, endDate, onCommit }: ListDateFieldsProps) {
  // An end left at its default (the last 7 days) is no chip; removing one puts the default back.
  useListChip(
    startDate
      ? {
          name: 'startDate',
          label: 'Start date',
          value: formatDate(startDate),
          remove: () => onCommit({ startDate: '' }, { replace: false }),
        }
      : null,
  );
  useListChip(
    endDate
      ? {
          name: 'endDate',
          label: 'End date',
          value: formatDate(endDate),
          remove: () => onCommit({ endDate: '' }, { replace: false }),
        }
      : null,
  );
  return (
    <>
      <DatePicker
        label="Start date"
        value={startDate ?? null}
        maxValue={endDate ?? null}
        onCommit={(day, { isRevision }) => onCommit({ startDate: day }, { replace: isRevision })}
      />
      <DatePicker
        label="End date"
        value={endDate ?? null}
        minValue={startDate ?? null}
        onCommit={(day, { isRevision }) => onCommit({ endDate: day }, { replace: isRevision })}
      />
    </>
  );
}

export interface ListDateRangeProps {
  /** A list whose query has `startDate` and `endDate`: `useList`'s state. */
  list: {
    params: {
      values: { startDate?: string | undefined; endDate?: string | undefined };
      set: ListDateFieldsProps['onCommit'];
    };
  };
}

/** The list's Start date and End date fields, bound to its `startDate` and `endDate`. */
export function ListDateRange({ list }: ListDateRangeProps) {
  const { values, set } = list.params;
  return <ListDateFields startDate={values.startDate} endDate={values.endDate} onCommit={set} />;
}
