/**
 * The history of writes: how a change is told in words. The server records each
 * acknowledged write with the entity's columns it changed; the screens list them with these
 * labels and values.
 */
import { formatDateTime } from './format';

/** Entries on a page of an entity's history. */
export const HISTORY_PAGE_SIZE = 20;

/** Columns whose name does not read well once split. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  step: 'Step',
  isCancelled: 'Cancelled',
  cancelledBy: 'Cancelled by',
  cancelReason: 'Cancel reason',
  cancelMessage: 'Cancel message',
  visitDate: 'Visit date',
  publicationState: 'Publication state',
  isBestDeal: 'Best deal',
  offMarket: 'Off market',
  isPro: 'Pro',
  notifyBySms: 'Receive SMS',
  phonePrefix: 'Phone prefix',
  phoneNumber: 'Phone number',
  seoDescriptionFr: 'SEO description (FR)',
  seoDescriptionEn: 'SEO description (EN)',
  offices: 'Offices',
};

/** A column's label: its own, or its camelCase name as words ("visitScheduledAt" → "Visit scheduled at"). */
export function historyFieldLabel(field: string): string {
  const own = FIELD_LABELS[field];
  if (own) return own;
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A recorded value in words: "none" for empty, Yes/No, instants in Paris time, lists joined. */
export function formatHistoryValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatDateTime(value) : value;
  if (Array.isArray(value)) return value.length ? value.map(formatHistoryValue).join(', ') : 'none';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
