import { Button, EmptyState } from '@backoffice/ui';
import * as styles from '../states.css';

export interface NothingToShowProps {
  /** True when a filter narrows the list: "no results" with Reset, else "nothing yet". */
  isFiltered: boolean;
  empty: { title: string; description?: string };
  noResults: { title: string; description?: string };
  onReset: () => void;
  /** The level of the state's heading: one below the list's title. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * What a list (or the board) shows when its answer has no rows: "nothing yet" when no filter
 * narrows it, else "no results for these filters" with Reset filters (the filters stay above).
 */
export function NothingToShow({
  isFiltered,
  empty,
  noResults,
  onReset,
  headingLevel = 2,
}: NothingToShowProps) {
  return (
    <div className={styles.state}>
      {isFiltered ? (
        <EmptyState
          headingLevel={headingLevel}
          variant="no-results"
          {...noResults}
          action={<Button onPress={onReset}>Reset filters</Button>}
        />
      ) : (
        <EmptyState headingLevel={headingLevel} {...empty} />
      )}
    </div>
  );
}
