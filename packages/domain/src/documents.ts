import { DOCUMENTS_DEFAULT_DAYS, type Option } from './constants';
import { lastDays, type DayRange } from './dates';
import type { DocumentType } from './types';

/** The type filter of the documents list. */
export const DOCUMENT_TYPE_FILTERS: readonly Option<DocumentType | 'all'>[] = [
  { value: 'all', label: 'All' },
  { value: 'invoice', label: 'Invoice' },
  { value: 'payment', label: 'Payment' },
  { value: 'payout', label: 'Payout' },
];

/** The label of a document type. */
export function documentTypeLabel(type: DocumentType): string {
  return DOCUMENT_TYPE_FILTERS.find((o) => o.value === type)?.label ?? type;
}

/** The documents' default dates: the last 28 days in Paris. */
export function defaultDocumentDateRange(now: Date): DayRange {
  return lastDays(DOCUMENTS_DEFAULT_DAYS, now);
}
