import { useCallback, useMemo } from 'react';
import { contractsRead } from '@backoffice/api';
import {
  CONTRACT_COLUMNS,
  CONTRACT_DEFAULT_ORDER_LABEL,
  CONTRACT_SORTS,
  CONTRACT_STATUSES,
  CONTRACT_STATUS_LABELS,
  NOT_SIGNED,
  contractStatus,
} from '@backoffice/domain';
import type { Contract, ContractStatus } from '@backoffice/domain';
import { ShortUuid, StatusTag } from '@backoffice/ui';
import type { BadgeTone } from '@backoffice/ui';
import { useNow } from '@/shared/clock';
import { tableColumns } from '@/shared/list/columns';
import { DownloadPdfButton } from '@/shared/list/DownloadPdfButton';
import { ListLayout } from '@/shared/list/ListLayout';
import { listWords } from '@/shared/list/listWords';
import { ListSearch } from '@/shared/list/ListSearchField';
import { ListSelects } from '@/shared/list/ListSelect';
import { withAll } from '@/shared/list/listSelects';
import { defineList, useList } from '@/shared/list/useList';
import { useFileDownloads } from '@/shared/useFileDownloads';
import { usePageTitle } from '@/shared/pageTitle';
import * as styles from './ContractsScreen.css';
import { ScreenViews } from '@/features/views';

/** The contracts list (GET /contracts): its parameters are the route's query, in the URL. */
export const contractsList = defineList(contractsRead, 'contracts', {
  orderKeys: ['sort'],
  selects: {
    status: { label: 'Status', options: withAll(CONTRACT_STATUSES) },
    sort: {
      label: 'Sort',
      options: [{ value: undefined, label: CONTRACT_DEFAULT_ORDER_LABEL }, ...CONTRACT_SORTS],
    },
  },
});

const WORDS = listWords({
  one: 'contract',
  other: 'contracts',
  empty: { description: 'Contracts appear here once a host and a guest start one.' },
  noResults: { description: 'Change the status or the search, or reset the filters, to see more.' },
});

/** The status is in words; the dot's colour repeats it. */
const STATUS_TONES: Record<ContractStatus, BadgeTone> = {
  upcoming: 'info',
  active: 'success',
  expired: 'neutral',
};

const contractLabel = (contract: Contract) => `Contract ${contract.id}`;

/** The status from today, in words; the dot's colour repeats it. */
function StatusCell({ contract, today }: { contract: Contract; today: Date }) {
  const status = contractStatus(contract, today);
  return <StatusTag tone={STATUS_TONES[status]}>{CONTRACT_STATUS_LABELS[status]}</StatusTag>;
}

/**
 * Contracts (/contracts, operations §2): the 14 columns in the spec's order, the status from
 * today as a tag, filters (sort by user id, status, search by company or contract uuid) in
 * the URL, a PDF download per row (also on click or Enter on a signed contract's row), and
 * the list's CSV.
 */
export function ContractsScreen() {
  usePageTitle('Contracts');
  const list = useList(contractsList);
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

  // "Today" for the statuses, read again with each new page of rows.
  const { rows } = list;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rows: a new page reads today again
  const today = useMemo(() => now(), [now, rows]);
  const columns = useMemo(() => {
    const statusCell = (contract: Contract) => <StatusCell contract={contract} today={today} />;
    return tableColumns(
      CONTRACT_COLUMNS,
      { now: today, origin: '' },
      {
        // Id and Download PDF pinned: in view at any width, the rest scrolls between them.
        id: { width: 80, pin: 'start' },
        uuid: {
          kind: 'uuid',
          cell: (c) => (
            <ShortUuid value={c.contractUuid} copyLabel={`Copy the UUID of contract ${c.id}`} />
          ),
          fullText: (c) => c.contractUuid,
        },
        status: { width: 120, cell: statusCell },
        companies: { kind: 'title', minWidth: 300 },
        signedDate: { width: 140 },
        paymentTermsType: { width: 184 },
        serviceFee: { width: 164 },
        feePercent: { width: 124 },
        depositDueDate: { width: 196 },
        depositAmount: { width: 164 },
        start: { width: 124 },
        end: { width: 124 },
        amount: { width: 280 },
        download: {
          width: 170,
          pin: 'end',
          cell: (c) =>
            c.downloadPdf ? (
              <DownloadPdfButton
                of={`contract ${c.id}`}
                isPending={isPending(c.id)}
                onPress={() => downloadPdf(c)}
              />
            ) : (
              <span className={styles.muted}>{NOT_SIGNED}</span>
            ),
        },
      },
    );
  }, [today, isPending, downloadPdf]);

  return (
    <ListLayout<Contract>
      title="Contracts"
      actions={<ScreenViews screen="contracts" />}
      list={list}
      words={WORDS}
      filtersLabel="Contract filters"
      filters={
        <>
          <ListSearch list={list} name="search" label="Search" placeholder="Company or UUID" />
          <ListSelects list={list} />
        </>
      }
      columns={columns}
      getRowLabel={contractLabel}
      onRowActivate={downloadPdf}
    />
  );
}

export { ContractsScreen as Component };
