import { DOCUMENTS_DEFAULT_DAYS, optionLabel, type Option } from './constants';
import { lastDays, type DayRange } from './dates';
import { formatDateTime } from './format';
import { absoluteLink, partyText, listColumns } from './lists';
import type { ContractDocument, DocumentType } from './types';

/** The document types, as the documents list's type filter offers them (after its "All"). */
export const DOCUMENT_TYPES: readonly Option<DocumentType>[] = [
  { value: 'invoice', label: 'Invoice' },
  { value: 'payment', label: 'Payment' },
  { value: 'payout', label: 'Payout' },
];

/** The label of a document type. */
export function documentTypeLabel(type: DocumentType): string {
  return optionLabel(DOCUMENT_TYPES, type);
}

/** The documents' default dates: the last 28 days in Paris. */
export function defaultDocumentDateRange(now: Date): DayRange {
  return lastDays(DOCUMENTS_DEFAULT_DAYS, now);
}

/** What the documents search box takes (operations §2), in one line under the box. */
export const DOCUMENT_SEARCH_HINT = 'Document or contract id, contract UUID, or a company';

/**
 * The documents list (operations §2 names its filters, its tint by type and its download; the
 * columns are the Document's fields of §3), for the table and its CSV download. The type comes
 * second and in words: it is what the row's colour shows, so colour is never the only cue. The
 * download link is the PDF's address (the CSV writes it in full).
 */
export const DOCUMENT_COLUMNS = listColumns<ContractDocument>()([
  { key: 'id', header: 'Id', kind: 'number', text: (d) => String(d.id) },
  { key: 'type', header: 'Type', text: (d) => documentTypeLabel(d.type) },
  { key: 'contractId', header: 'Contract id', kind: 'number', text: (d) => String(d.contractId) },
  {
    key: 'host',
    header: 'Host',
    text: (d) => partyText({ id: d.hostId, companyName: d.hostCompanyName }),
  },
  {
    key: 'guest',
    header: 'Guest',
    text: (d) => partyText({ id: d.guestId, companyName: d.guestCompanyName }),
  },
  { key: 'createdAt', header: 'Created', text: (d) => formatDateTime(d.createdAt) },
  {
    key: 'download',
    header: 'Download link',
    text: (d, { origin }) => absoluteLink(d.url, origin),
  },
]);
