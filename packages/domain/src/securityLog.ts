import { formatDateTime } from './format';
import { listColumns } from './lists';
import { securityEventLabel } from './staff';
import type { SecurityEvent } from './types';

// A module of its own: the sign-in's code reads staff.ts, and must not carry the date
// formatting (date-fns) that these columns need (the login route's 110 KiB budget).
/** The Security log's table and its CSV, in the screen's order and words. */
export const SECURITY_EVENT_COLUMNS = listColumns<SecurityEvent>()([
  { key: 'at', header: 'When', text: (e) => formatDateTime(e.at) },
  { key: 'kind', header: 'Kind', text: (e) => securityEventLabel(e.kind) },
  { key: 'staffName', header: 'Staff member', text: (e) => e.staffName },
  { key: 'summary', header: 'Summary', text: (e) => e.summary },
  { key: 'address', header: 'Address', text: (e) => e.address },
]);
