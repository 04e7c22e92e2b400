import { useCallback, useMemo } from 'react';
import { contractsRead } from '@backoffice/api';
import {
  CONTRACT_COLUMNS,
  CONTRACT_DEFAULT_ORDER_LABEL,
  CONTRACT_SORTS,
  CONTRACT_STATUS_FILTERS,
  CONTRACT_STATUS_LABELS,
  NOT_SIGNED,
  contractStatus,
} from '@backoffice/domain';
import type { Contract, ContractSort, ContractStatus } from '@backoffice/domain';
import { Button, StatusTag } from '@backoffice/ui';
import type { BadgeTone } from '@backoffice/ui';
import { useNow } from '../../shared/clock';
import { tableColumns } from '../../shared/list/columns';
import { ListLayout } from '../../shared/list/ListLayout';
import type { ListWords } from '../../shared/list/ListLayout';
import { ListSearchField } from '../../shared/list/ListSearchField';
import { ListSelect } from '../../shared/list/ListSelect';
import type { ListSelectOption } from '../../shared/list/ListSelect';
import { defineList, useList } from '../../shared/list/useList';
import { useFileDownloads } from '../../shared/useFileDownloads';
import * as styles from './ContractsScreen.css';

/** The contracts list (GET /contracts): its parameters are the route's query, in the URL. */
export const contractsList = defineList(contractsRead, 'contracts', { orderKeys: ['sort'] });

const WORDS: ListWords = {
  one: 'contract',
  other: 'contracts',
  empty: {
    title: 'No contracts yet',
    description: 'Contracts appear here once a host and a guest start one.',
  },
  noResults: {
    title: 'No contracts match these filters',
    description: 'Change the status or the search, or reset the filters, to see more.',
  },
  error: 'The contracts could not be loaded',
};

const STATUS_OPTIONS: ListSelectOption<ContractStatus>[] = CONTRACT_STATUS_FILTERS.map((o) => ({
  value: o.value === 'all' ? undefined : o.value,
  label: o.label,
}));

const SORT_OPTIONS: ListSelectOption<ContractSort>[] = [
  { value: undefined, label: CONTRACT_DEFAULT_ORDER_LABEL },
  ...CONTRACT_SORTS.map((o) => ({ value: o.value, label: o.label })),
];

/** The status is in words; the dot's colour repeats it. */
const STATUS_TONES: Record<ContractStatus, BadgeTone> = {
  upcoming: 'info',
  active: 'success',
  expired: 'neutral',
};

const contractLabel = (contract: Contract) => `Contract ${contract.id}`;

/**
 * Contracts (/contracts, operations §2): the 14 columns in the spec's order, the status from
 * today as a tag, filters (sort by user id, status, search by company or contract uuid) in
 * the URL, a PDF download per row (also on click or Enter on a signed contract's row), and
 * the list's CSV.
 */
export function ContractsScreen() {
  const list = useList(contractsList);
  const { values, set } = list.params;
  const now = useNow();
  const pdfs = useFileDownloads<number>();
  const { isPending, download } = pdfs;

  const downloadPdf = useCallback(
    (contract: Contract) => {
      const link = contract.downloadPdf;
      if (link) void download(contract.id, (client) => client.download(link));
    },
    [download],
  );

  // "Today" for the statuses is read when the rows change.
  const columns = useMemo(() => {
    const today = now();
    return tableColumns(
      CONTRACT_COLUMNS,
      { now: today, origin: '' },
      {
        id: { width: 72 },
        uuid: { width: 300, minWidth: 140 },
        status: {
          width: 116,
          cell: (c) => {
            const status = contractStatus(c, today);
            return (
              <StatusTag tone={STATUS_TONES[status]}>{CONTRACT_STATUS_LABELS[status]}</StatusTag>
            );
          },
        },
        companies: { width: '2fr', minWidth: 220 },
        amount: { minWidth: 120 },
        download: {
          width: 150,
          cell: (c) =>
            c.downloadPdf ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Download the PDF of contract ${c.id}`}
                isPending={isPending(c.id)}
                onPress={() => downloadPdf(c)}
              >
                Download PDF
              </Button>
            ) : (
              <span className={styles.muted}>{NOT_SIGNED}</span>
            ),
        },
      },
    );
    // The rows are a dependency: a new page re-reads "today".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [now, list.rows, isPending, downloadPdf]);

  return (
    <ListLayout<Contract>
      title="Contracts"
      list={list}
      words={WORDS}
      filtersLabel="Contract filters"
      filters={
        <>
          <ListSearchField
            label="Search"
            value={values.search ?? ''}
            onCommit={(search, { replace }) => set({ search }, { replace })}
            placeholder="Company or contract UUID"
          />
          <ListSelect<ContractStatus>
            label="Status"
            options={STATUS_OPTIONS}
            value={values.status}
            onChange={(status) => set({ status })}
          />
          <ListSelect<ContractSort>
            label="Sort"
            options={SORT_OPTIONS}
            value={values.sort}
            onChange={(sort) => set({ sort })}
          />
        </>
      }
      columns={columns}
      getRowLabel={contractLabel}
      onRowActivate={downloadPdf}
    />
  );
}

export { ContractsScreen as Component };
