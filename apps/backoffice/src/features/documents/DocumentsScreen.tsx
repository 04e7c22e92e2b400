import { useCallback, useMemo } from 'react';
import { documentsRead } from '@backoffice/api';
import {
  DOCUMENT_COLUMNS,
  DOCUMENT_SEARCH_HINT,
  DOCUMENT_TYPES,
  defaultDocumentDateRange,
  documentTypeLabel,
} from '@backoffice/domain';
import type { ContractDocument, DocumentType } from '@backoffice/domain';
import { StatusTag } from '@backoffice/ui';
import type { RowTone } from '@backoffice/ui';
import { useNow } from '@/shared/clock';
import { usePageTitle } from '@/shared/pageTitle';
import { tableColumns } from '@/shared/list/columns';
import { DownloadPdfButton } from '@/shared/list/DownloadPdfButton';
import { ListDateRange } from '@/shared/list/ListDateFields';
import { ListLayout } from '@/shared/list/ListLayout';
import type { RowToneCue } from '@/shared/list/ListLayout';
import { listWords } from '@/shared/list/listWords';
import { ListSearch } from '@/shared/list/ListSearchField';
import { ListSelect } from '@/shared/list/ListSelect';
import { withAll } from '@/shared/list/listSelects';
import { defineList, useList } from '@/shared/list/useList';
import { useFileDownloads } from '@/shared/useFileDownloads';
import { ScreenViews } from '@/features/views';

/**
 * The documents list (GET /csm/documents): its parameters are the route's query, in the URL;
 * the dates default to the last 28 days (operations §9) and are never written then.
 */
export const documentsList = defineList(documentsRead, 'documents', {
  defaults: (now) => defaultDocumentDateRange(now),
  selects: { type: { label: 'Type', options: withAll(DOCUMENT_TYPES) } },
});

const WORDS = listWords({
  one: 'document',
  other: 'documents',
  empty: {
    title: 'No documents in these days',
    description: 'Invoices, payments and payouts appear here once a contract is signed.',
  },
  noResults: {
    description: 'Change the dates, the type or the search, or reset the filters, to see more.',
  },
});

/**
 * Rows are coloured by type (operations §2); the spec names no colours, so each type takes a
 * tone of its own. The Type column names it in words: colour is never the only cue.
 */
const TYPE_TONES: Record<DocumentType, RowTone> = {
  invoice: 'info',
  payment: 'success',
  payout: 'warning',
};

const rowTone: RowToneCue<ContractDocument> = { tone: (d) => TYPE_TONES[d.type], cue: 'type' };

const documentLabel = (d: ContractDocument) => `Document ${d.id}`;

const typeCell = (d: ContractDocument) => (
  <StatusTag tone={TYPE_TONES[d.type]}>{documentTypeLabel(d.type)}</StatusTag>
);

/**
 * Documents (/documents, operations §2): filters search (a document or contract id, a
 * contract uuid, or a company), type (All, Invoice, Payment, Payout) and dates (the last 28
 * days unless chosen), all in the URL; rows tinted by type with the type in words; the PDF of
 * each row from its button (or a click or Enter on the row), and the list's CSV.
 */
export function DocumentsScreen() {
  usePageTitle('Documents');
  const list = useList(documentsList);
  const now = useNow();
  const { isPending, download } = useFileDownloads<number>();

  const downloadPdf = useCallback(
    (d: ContractDocument) => void download(d.id, (client) => client.download(d.url)),
    [download],
  );

  const columns = useMemo(
    () =>
      tableColumns(
        DOCUMENT_COLUMNS,
        { now: now(), origin: '' },
        {
          id: { width: 96, pin: 'start' },
          type: { width: 130, cell: typeCell },
          contractId: { width: 130 },
          host: { width: '1fr', minWidth: 220 },
          guest: { width: '1fr', minWidth: 220 },
          createdAt: { width: 170 },
          download: {
            width: 170,
            pin: 'end',
            cell: (d) => (
              <DownloadPdfButton
                of={`document ${d.id}`}
                isPending={isPending(d.id)}
                onPress={() => downloadPdf(d)}
              />
            ),
          },
        },
      ),
    [now, isPending, downloadPdf],
  );

  return (
    <ListLayout<ContractDocument>
      title="Documents"
      actions={<ScreenViews screen="documents" />}
      list={list}
      words={WORDS}
      filtersLabel="Document filters"
      filters={
        <>
          <ListSearch
            list={list}
            name="search"
            label="Search"
            placeholder="Id, UUID or company"
            description={DOCUMENT_SEARCH_HINT}
          />
          <ListSelect list={list} name="type" />
          <ListDateRange list={list} />
        </>
      }
      columns={columns}
      getRowLabel={documentLabel}
      onRowActivate={downloadPdf}
      rowTone={rowTone}
    />
  );
}

export { DocumentsScreen as Component };
