import { describe, expect, it } from 'vitest';
import type { StaffMember } from '@backoffice/domain';
import { NEVER, STAFF_COLUMNS, staffActions } from './StaffScreen';

const member = (over: Partial<StaffMember> = {}): StaffMember => ({
  id: 3,
  name: 'Hugo Petit',
  email: 'hugo.petit@example.com',
  role: 'csm',
  status: 'active',
  twoFactor: false,
  lastSignInAt: '2026-03-15T18:00:00Z',
  ...over,
});

const labels = (m: StaffMember) => staffActions(m).map((a) => a.label);

describe('a staff row’s actions', () => {
  it('offers Disable to an active or invited account, Enable to a disabled one', () => {
    expect(labels(member())).toEqual(['Change role', 'Disable', 'Reset password']);
    expect(labels(member({ status: 'invited' }))).toContain('Disable');
    expect(labels(member({ status: 'disabled' }))).toEqual([
      'Change role',
      'Enable',
      'Reset password',
    ]);
  });

  it('offers Reset two-factor only while two-factor is on', () => {
    expect(labels(member({ twoFactor: true }))).toContain('Reset two-factor');
    expect(labels(member({ twoFactor: false }))).not.toContain('Reset two-factor');
  });
});

describe('the staff table’s cells', () => {
  const text = (id: string, m: StaffMember) =>
    STAFF_COLUMNS.find((c) => c.id === id)?.cell?.(m) as string;

  it('says the second factor in words, and Never before a first sign-in', () => {
    expect(text('twoFactor', member({ twoFactor: true }))).toBe('On');
    expect(text('twoFactor', member())).toBe('Off');
    expect(text('lastSignIn', member({ lastSignInAt: null }))).toBe(NEVER);
    expect(text('lastSignIn', member())).toBe('15/03/2026 19:00');
    expect(text('role', member({ role: 'viewer' }))).toBe('Viewer');
  });
});
