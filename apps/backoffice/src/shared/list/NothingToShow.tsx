import { Button, EmptyState } from '@backoffice/ui';
import * as styles from '../states.css';

export interface NothingToShowProps {
  /** True when a filter narrows the list: "no results" with Reset, else "nothing yet". */
  isFiltered: boolean;
  empty: { title: string; description?: string };
  noResults: { title: string; description?: string };
  onReset: () => void;
}

/**
 * What a list (or the board) shows when its answer has no rows: "nothing yet" when no filter
 * narrows it, else "no results for these filters" with Reset filters (the filters stay above).
 */
export function NothingToShow({ isFiltered, empty, noResults, onReset }: NothingToShowProps) {
  return (
    <div className={styles.state}>
      {isFiltered ? (
        <EmptyState
          headingLevel={2}
          variant="no-results"
          {...noResults}
          action={<Button onPress={onReset}>Reset filters</Button>}
        />
      ) : (
        <EmptyState headingLevel={2} {...empty} />
      )}
    </div>
  );
}
