import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { listIds } from '@backoffice/api';
import type { ReactNode } from 'react';
import { FilterBar, PageHeader } from '@backoffice/ui';
import type { DataTableColumn, RowTone } from '@backoffice/ui';
import { useNow } from '../clock';
import { DownloadCsvButton } from './DownloadCsvButton';
import { useListChips } from './listChips';
import { PAGING_KEYS, writeListParams } from './listParams';
import type { ListWords } from './listWords';
import type { BulkOptions } from '../bulk/bulkTypes';

export type { ListWords };
import { ListSkeleton } from './ListSkeleton';
import type { ListContentProps } from './ListContent';
import type { ListState } from './useList';
import { useShortcut } from '../shortcuts/registry';
import { moveRowFocus } from '../shortcuts/rows';
import * as states from '../states.css';
import * as styles from './ListLayout.css';

/** A list's words: its rows' name, and the titles of its states. */

/**
 * A tint on some rows, always with a text cue: `cue` names the column that states in words
 * what the tint shows (a type, "Unread"), so that colour is never the only cue.
 */
export interface RowToneCue<Row> {
  tone: (row: Row) => RowTone;
  cue: string;
}

export interface ListLayoutProps<Row extends { id: string | number }> {
  /** The list's title: the page's h1, or an h2 for a list inside a page (a guest's favorites). */
  title: string;
  /** @default 1 */
  headingLevel?: 1 | 2;
  description?: string;
  /** The list (`useList(definition)`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  list: ListState<any, any, Row>;
  words: ListWords;
  /** Names the filters' search landmark ("Contract filters"). */
  filtersLabel: string;
  /** The filter fields (ListSearchField, ListSelect, date pickers). */
  filters: ReactNode;
  /** The table's columns (`tableColumns(DOMAIN_COLUMNS, context, display)`). */
  columns: DataTableColumn<Row>[];
  /** Names a row: type-ahead, its actions, announcements ("Contract 12"). */
  getRowLabel: (row: Row) => string;
  /** Click or Enter on a row: open its detail, or its file. Keep it stable (`useCallback`). */
  onRowActivate?: (row: Row) => void;
  rowTone?: RowToneCue<Row>;
  /** More header actions, before "Download CSV". */
  actions?: ReactNode;
  /**
   * Work in bulk: checkboxes on the rows, "Select all N matching" (the list's
   * `format=ids`), and the selection's actions.
   */
  bulk?: BulkOptions;
  /**
   * Where the person's choice of columns (shown, hidden, order: the table's Columns button)
   * is kept in their preferences.
   * @default `${words.other}.columns`
   */
  columnsKey?: string;
}

const count = new Intl.NumberFormat('en-GB');

const capitalFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// The selection's bar, its progress and summary: a chunk of their own, for lists with work in
// bulk, loaded after the first paint.
const BulkBar = lazy(() => import('../bulk/BulkBar'));

// The body's code (the DataTable, the pagination, the states after the first answer) is a chunk
// of its own, asked for as soon as a list screen's code runs: it downloads while the screen
// paints its header, its filters and the skeleton and asks the server for the rows, instead of
// before the first paint.
const contentView = import('./ListContent');
const ListContent = lazy(() => contentView.then((m) => ({ default: m.ListContent }))) as <
  Row extends { id: string | number },
>(
  props: ListContentProps<Row>,
) => ReactNode;

/**
 * The one layout of every list screen: the page header with the total (and Download CSV),
 * the filter bar, then the rows with their pagination (the current page and two on each
 * side; 20, 50, 100, 500 or 1000 a page), or the state that stands for them: a skeleton while
 * the first page loads, "nothing yet", no results for these filters (with Reset filters), or
 * the error with the catalogue's message and Retry. The previous rows stay, faded, while the
 * next ones load.
 *
 * @example
 * const list = useList(contractsList);
 * return <ListLayout title="Contracts" list={list} words={WORDS} filtersLabel="Contract filters"
 *   filters={<ListSearchField … />} columns={columns} getRowLabel={(c) => `Contract ${c.id}`} />;
 */
export function ListLayout<Row extends { id: string | number }>({
  title,
  headingLevel = 1,
  description,
  list,
  words,
  filtersLabel,
  filters,
  columns,
  getRowLabel,
  onRowActivate,
  rowTone,
  actions,
  bulk,
  columnsKey = `${words.other}.columns`,
}: ListLayoutProps<Row>) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  // A selection is of these filters: other filters, another selection (a page keeps it).
  const { page: _page, perPage: _perPage, ...shown } = list.query as Record<string, unknown>;
  const filtersKey = JSON.stringify(shown);
  const [selectedFor, setSelectedFor] = useState(filtersKey);
  if (selectedFor !== filtersKey) {
    setSelectedFor(filtersKey);
    if (selected.size > 0) setSelected(new Set());
  }
  const headingId = useId();
  const body = useRef<HTMLDivElement>(null);
  const { params, status, total, error } = list;
  const named = (n: number) => `${count.format(n)} ${n === 1 ? words.one : words.other}`;
  if (rowTone && !columns.some((column) => column.id === rowTone.cue)) {
    throw new Error(`The row tint's cue column "${rowTone.cue}" is not a column of the table`);
  }

  // Every list screen has 'j' / 'k' on its rows; Enter opens the focused row (the
  // table's own key), listed in the '?' sheet with the click that does the same.
  const hasRows = status === 'ready';
  useShortcut(
    hasRows
      ? {
          keys: 'j',
          label: 'Next row',
          equivalent: 'Click the row below',
          run: () => moveRowFocus(body.current, 'down'),
        }
      : null,
  );
  useShortcut(
    hasRows
      ? {
          keys: 'k',
          label: 'Previous row',
          equivalent: 'Click the row above',
          run: () => moveRowFocus(body.current, 'up'),
        }
      : null,
  );
  useShortcut(
    hasRows && onRowActivate
      ? {
          keys: 'Enter',
          label: `Open the focused ${words.one}`,
          equivalent: `Click the ${words.one}’s row`,
        }
      : null,
  );

  // Reset removes (no results) or disables (the filter bar) the button that had focus: the
  // list takes it.
  const reset = () => {
    params.reset();
    body.current?.focus();
  };

  // Each active filter as a chip that removes it (its field gives its words).
  const now = useNow();
  const spec = list.definition.params;
  const active = useMemo(() => {
    const order = new Set<string>([...(spec.orderKeys ?? []), ...PAGING_KEYS]);
    return new Set(
      [...writeListParams(spec, params.values, now()).keys()].filter((key) => !order.has(key)),
    );
  }, [spec, params.values, now]);
  const chips = useListChips((name) => active.has(name));

  const resultText =
    total === undefined
      ? ''
      : error && status !== 'error'
        ? error.message
        : list.isUpdating
          ? 'Updating…'
          : named(total);

  const skeleton = <ListSkeleton columns={columns} label={`Loading ${words.other}…`} />;
  const content =
    status === 'loading' ? (
      skeleton
    ) : (
      <Suspense fallback={skeleton}>
        <ListContent<Row>
          list={list}
          words={words}
          labelledBy={headingId}
          headingLevel={headingLevel === 1 ? 2 : 3}
          columns={columns}
          getRowLabel={getRowLabel}
          onRowActivate={onRowActivate}
          getRowTone={rowTone?.tone}
          onReset={reset}
          columnsKey={columnsKey}
          {...(bulk ? { selectedKeys: selected, onSelectionChange: setSelected } : {})}
        />
      </Suspense>
    );

  return (
    <div className={states.screen}>
      <PageHeader
        title={title}
        level={headingLevel}
        headingId={headingId}
        description={description}
        count={total}
        countLabel={(formatted) => `${formatted} ${total === 1 ? words.one : words.other}`}
        actions={
          actions || list.hasCsv ? (
            <>
              {actions}
              {list.hasCsv ? (
                <DownloadCsvButton route={list.definition.read.route} query={list.query} />
              ) : null}
            </>
          ) : undefined
        }
      />
      <FilterBar
        label={filtersLabel}
        onReset={reset}
        isResetDisabled={!params.isChanged}
        resultText={resultText}
        chips={chips.chips}
        onRemoveChip={chips.remove}
      >
        {chips.provide(filters)}
      </FilterBar>
      {bulk ? (
        <Suspense fallback={null}>
          <BulkBar
            {...bulk}
            selected={selected}
            onSelectedChange={setSelected}
            matchingCount={total}
            selectAll={(client) =>
              listIds(client, list.definition.read.route as never, list.query as never).then(
                (answer) => answer.ids,
              )
            }
            labelOf={(id) => {
              const row = list.rows.find((r) => r.id === id);
              return row ? getRowLabel(row) : `${capitalFirst(words.one)} ${id}`;
            }}
          />
        </Suspense>
      ) : null}
      <div
        ref={body}
        tabIndex={-1}
        role="region"
        aria-labelledby={headingId}
        className={styles.body}
      >
        {content}
      </div>
    </div>
  );
}
