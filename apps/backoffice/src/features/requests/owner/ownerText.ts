import { formatDateTime } from '@backoffice/domain';
import type { RequestAssignment, StaffRef } from '@backoffice/domain';

/**
 * The last change of owner in one line: "Assigned by Léa Bernard, 29/11/2026 10:02", or
 * "Unassigned by …" when it left the request to nobody; null before any change.
 */
export function lastChangeText(assignment: RequestAssignment): string | null {
  const { assignee, by, at } = assignment;
  if (!by) return null;
  const when = at ? `, ${formatDateTime(at)}` : '';
  return `${assignee ? 'Assigned' : 'Unassigned'} by ${by.name}${when}`;
}

/** Why Take is not offered: the request is already mine. */
export const ALREADY_MINE = 'You own this request.';
/** Why Unassign is not offered: nobody owns the request. */
export const OWNED_BY_NOBODY = 'Nobody owns this request.';

/** Whether the request is mine. */
export const isMine = (assignee: StaffRef | null, me: { id: number }): boolean =>
  assignee?.id === me.id;
