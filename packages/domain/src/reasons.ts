/**
 * Guest cancellation and host decline reasons (operations §9). The spec gives the codes
 * and their groups but no labels: the labels below are written for this product.
 */

export type ReasonGroup = 'general' | 'office' | 'host' | 'guest' | 'contactRequest';

export const REASON_GROUP_LABELS: Readonly<Record<ReasonGroup, string>> = {
  general: 'General reasons',
  office: 'Office reasons',
  host: 'Host reasons',
  guest: 'Guest reasons',
  contactRequest: 'Contact request reasons',
};

export interface Reason {
  code: number;
  label: string;
  group: ReasonGroup;
}

/** Guest cancellation reasons: 0 Other, 10, 20, 30, and 1000 to 1180 in four groups. */
export const GUEST_CANCEL_REASONS: readonly Reason[] = [
  { code: 0, label: 'Other', group: 'general' },
  { code: 10, label: 'No longer looking for an office', group: 'general' },
  { code: 20, label: 'Project postponed', group: 'general' },
  { code: 30, label: 'Found an office outside the platform', group: 'general' },

  { code: 1000, label: 'Office no longer available', group: 'office' },
  { code: 1010, label: 'Office too expensive', group: 'office' },
  { code: 1020, label: 'Office too small', group: 'office' },
  { code: 1030, label: 'Office too large', group: 'office' },
  { code: 1040, label: 'Office location not suitable', group: 'office' },
  { code: 1050, label: 'Office does not match its listing', group: 'office' },

  { code: 1060, label: 'Host did not answer', group: 'host' },
  { code: 1070, label: 'Host cancelled the visit', group: 'host' },
  { code: 1080, label: 'Host conditions not acceptable', group: 'host' },
  { code: 1090, label: 'Host asked for a longer commitment', group: 'host' },
  { code: 1100, label: 'Host cannot offer the requested dates', group: 'host' },

  { code: 1110, label: 'Guest needs changed', group: 'guest' },
  { code: 1120, label: 'Guest chose another office on the platform', group: 'guest' },
  { code: 1130, label: 'Guest no longer answers', group: 'guest' },
  { code: 1140, label: 'Guest budget reduced', group: 'guest' },
  { code: 1150, label: 'Guest team size changed', group: 'guest' },

  { code: 1160, label: 'Duplicate contact request', group: 'contactRequest' },
  { code: 1170, label: 'Contact request sent by mistake', group: 'contactRequest' },
  { code: 1180, label: 'Test contact request', group: 'contactRequest' },
];

/** Host decline reasons: 0, 10, 20, 30, and 1000 to 1040. */
export const HOST_DECLINE_REASONS: readonly Reason[] = [
  { code: 0, label: 'Other', group: 'general' },
  { code: 10, label: 'Office no longer available', group: 'general' },
  { code: 20, label: 'Requested dates not available', group: 'general' },
  { code: 30, label: 'Guest activity not suitable for the office', group: 'general' },

  { code: 1000, label: 'Office already rented to another guest', group: 'office' },
  { code: 1010, label: 'Requested duration too short', group: 'office' },
  { code: 1020, label: 'Requested seats do not fit the office', group: 'office' },
  { code: 1030, label: 'Budget too low', group: 'office' },
  { code: 1040, label: 'Part-time use not possible', group: 'office' },
];

/** Reasons grouped for a select with sections, groups in the list's order. */
export function groupReasons(
  reasons: readonly Reason[],
): { group: ReasonGroup; label: string; reasons: Reason[] }[] {
  const groups: { group: ReasonGroup; label: string; reasons: Reason[] }[] = [];
  for (const reason of reasons) {
    let entry = groups.find((g) => g.group === reason.group);
    if (!entry) {
      entry = { group: reason.group, label: REASON_GROUP_LABELS[reason.group], reasons: [] };
      groups.push(entry);
    }
    entry.reasons.push(reason);
  }
  return groups;
}

/** The label of a reason code; an unknown code is shown as sent. */
export function reasonLabel(reasons: readonly Reason[], code: number): string {
  return reasons.find((r) => r.code === code)?.label ?? String(code);
}

/** True when the code belongs to the list. */
export function isReasonCode(reasons: readonly Reason[], code: number): boolean {
  return reasons.some((r) => r.code === code);
}
