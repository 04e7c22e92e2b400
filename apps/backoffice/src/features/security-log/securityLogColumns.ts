import { formatDateTime, securityEventLabel } from '@backoffice/domain';
import type { ListColumn, SecurityEvent } from '@backoffice/domain';

/**
 * The Security log's columns (issue 37), for its table and, with the same headers and texts,
 * for its CSV: when (Paris time), the kind in words, who, what, and from where. Kept beside
 * the screen until the contract lists the log among the lists with a CSV (packages/api
 * LIST_CSV), whose columns live in packages/domain.
 */
export const SECURITY_EVENT_COLUMNS: readonly ListColumn<SecurityEvent>[] = [
  { key: 'at', header: 'When', text: (e) => formatDateTime(e.at) },
  { key: 'kind', header: 'Kind', text: (e) => securityEventLabel(e.kind) },
  { key: 'staffName', header: 'Staff member', text: (e) => e.staffName },
  { key: 'summary', header: 'Summary', text: (e) => e.summary },
  { key: 'address', header: 'Address', text: (e) => e.address },
];
