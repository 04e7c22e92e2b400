import { DatePicker } from '@backoffice/ui';

export interface ListDateFieldsProps {
  /** The range's first day (an ISO day), as the URL holds it. */
  startDate: string | undefined;
  /** The range's last day (an ISO day), as the URL holds it. */
  endDate: string | undefined;
  /** Writes one end of the range; the other keeps its value. */
  onCommit: (change: { startDate: string } | { endDate: string }) => void;
}

/**
 * A list's days, both included, as two date fields (Start date, End date): each end is
 * written when its edit is done (a day picked, Enter, or focus leaving the field), never on
 * each digit typed, and neither end can pass the other (the field says why).
 */
export function ListDateFields({ startDate, endDate, onCommit }: ListDateFieldsProps) {
  return (
    <>
      <DatePicker
        label="Start date"
        value={startDate ?? null}
        maxValue={endDate ?? null}
        onCommit={(day) => onCommit({ startDate: day })}
      />
      <DatePicker
        label="End date"
        value={endDate ?? null}
        minValue={startDate ?? null}
        onCommit={(day) => onCommit({ endDate: day })}
      />
    </>
  );
}
