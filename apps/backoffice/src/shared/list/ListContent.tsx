import { Button, DataTable, EmptyState, ErrorState, Pagination } from '@backoffice/ui';
import type { DataTableColumn, RowTone } from '@backoffice/ui';
import * as states from '../states.css';
import { LIST_PAGE_SIZES } from './listParams';
import { NothingToShow } from './NothingToShow';
import type { ListWords } from './listWords';
import type { ListState } from './useList';
import * as styles from './ListLayout.css';
import { userPreferences } from '../userStorage';

export interface ListContentProps<Row extends { id: string | number }> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  list: ListState<any, any, Row>;
  words: ListWords;
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The level of a state's heading (one below the list's title). */
  headingLevel: 2 | 3;
  columns: DataTableColumn<Row>[];
  getRowLabel: (row: Row) => string;
  onRowActivate?: (row: Row) => void;
  getRowTone?: (row: Row) => RowTone;
  /** The rows selected for work in bulk (every page's); with `onSelectionChange`, checkboxes. */
  selectedKeys?: ReadonlySet<number>;
  onSelectionChange?: (keys: Set<number>) => void;
  /** Reset filters (from the no-results state), which also moves the focus. */
  onReset: () => void;
  /** Where the person's columns (shown, hidden, order) are kept, in their preferences. */
  columnsKey: string;
}

/**
 * A list's body once its first answer has come: the rows (the DataTable, virtualized) and
 * their pagination, or the state that stands for them (error with Retry, nothing yet, no
 * results with Reset filters, a page past the end). React Aria's table is the heaviest code
 * of a list screen, so this is a chunk of its own that ListLayout asks for as soon as a list
 * screen's code runs: the header, the filters and the skeleton paint without it.
 */
export function ListContent<Row extends { id: string | number }>({
  list,
  words,
  labelledBy,
  headingLevel,
  columns,
  getRowLabel,
  onRowActivate,
  getRowTone,
  selectedKeys,
  onSelectionChange,
  onReset,
  columnsKey,
}: ListContentProps<Row>) {
  const { params, status, error, total } = list;
  const { page, perPage } = list.query as { page?: number; perPage?: number };
  switch (status) {
    case 'error':
      return (
        <div className={states.state}>
          <ErrorState
            headingLevel={headingLevel}
            title={words.error}
            description={error?.message}
            onRetry={list.retry}
            isRetrying={list.isRetrying}
          />
        </div>
      );
    case 'empty':
    case 'noResults':
      return (
        <NothingToShow
          isFiltered={status === 'noResults'}
          empty={words.empty}
          noResults={words.noResults}
          onReset={onReset}
          headingLevel={headingLevel}
        />
      );
    case 'pastEnd':
      return (
        <div className={states.state}>
          <EmptyState
            headingLevel={headingLevel}
            variant="no-results"
            title={`There is no page ${String(page)}`}
            description={`The list has ${list.pages} ${list.pages === 1 ? 'page' : 'pages'}.`}
            action={<Button onPress={() => params.setPage(list.pages)}>Go to the last page</Button>}
          />
        </div>
      );
    default:
      return (
        <>
          <div className={styles.rows} aria-busy={list.isUpdating}>
            <DataTable<Row>
              aria-labelledby={labelledBy}
              columns={columns}
              rows={list.rows as Row[]}
              getRowLabel={getRowLabel}
              onRowActivate={onRowActivate}
              getRowTone={getRowTone}
              {...(onSelectionChange
                ? {
                    selectedKeys,
                    onSelectionChange: (keys: Set<string | number>) =>
                      onSelectionChange(new Set([...keys].map(Number))),
                  }
                : {})}
              columnSettings={{ storageKey: columnsKey, storage: userPreferences }}
            />
          </div>
          {page !== undefined && perPage !== undefined && total !== undefined ? (
            <Pagination
              page={page}
              pageSize={perPage}
              totalItems={total}
              pageSizes={LIST_PAGE_SIZES}
              onPageChange={params.setPage}
              onPageSizeChange={params.setPerPage}
            />
          ) : null}
        </>
      );
  }
}
