import { describe, expect, it } from 'vitest';
import {
  GUEST_CANCEL_REASONS,
  HOST_DECLINE_REASONS,
  groupReasons,
  isReasonCode,
  reasonLabel,
} from './reasons';

const range = (from: number, to: number) =>
  Array.from({ length: (to - from) / 10 + 1 }, (_, i) => from + i * 10);

describe('operations §9 — guest cancellation reasons', () => {
  it('has 0 Other, 10, 20, 30 and 1000 to 1180', () => {
    expect(GUEST_CANCEL_REASONS.map((r) => r.code)).toEqual([0, 10, 20, 30, ...range(1000, 1180)]);
    expect(reasonLabel(GUEST_CANCEL_REASONS, 0)).toBe('Other');
  });

  it('groups 1000 to 1180 as office, host, guest and contact request reasons', () => {
    const groups = groupReasons(GUEST_CANCEL_REASONS);
    expect(groups.map((g) => g.label)).toEqual([
      'General reasons',
      'Office reasons',
      'Host reasons',
      'Guest reasons',
      'Contact request reasons',
    ]);
    expect(groups.flatMap((g) => g.reasons)).toEqual([...GUEST_CANCEL_REASONS]);
  });
});

describe('operations §9 — host decline reasons', () => {
  it('has 0, 10, 20, 30 and 1000 to 1040', () => {
    expect(HOST_DECLINE_REASONS.map((r) => r.code)).toEqual([0, 10, 20, 30, ...range(1000, 1040)]);
  });
});

describe('operations §9 — every reason has a clear label of its own', () => {
  it.each([
    ['guest cancellation', GUEST_CANCEL_REASONS],
    ['host decline', HOST_DECLINE_REASONS],
  ])('%s labels are filled and distinct', (_, reasons) => {
    const labels = reasons.map((r) => r.label);
    expect(labels.every((l) => l.trim().length > 3)).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('shows an unknown code as sent and knows which codes belong', () => {
    expect(reasonLabel(HOST_DECLINE_REASONS, 1180)).toBe('1180');
    expect(isReasonCode(HOST_DECLINE_REASONS, 1040)).toBe(true);
    expect(isReasonCode(HOST_DECLINE_REASONS, 1180)).toBe(false);
    expect(isReasonCode(GUEST_CANCEL_REASONS, 1180)).toBe(true);
  });
});
