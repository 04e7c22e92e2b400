import { describe, expect, it } from 'vitest';
import { SECURITY_EVENT_COLUMNS } from './securityLog';
import {
  PERMISSIONS,
  SECURITY_EVENT_KINDS,
  SECURITY_EVENT_OPTIONS,
  SESSION_END_CAUSES,
  SESSION_END_LABELS,
  STAFF_ROLES,
  STAFF_STATUSES,
  isLastActiveAdmin,
  normaliseTotpCode,
  permissionRefusal,
  roleCan,
  securityEventLabel,
  staffPasswordProblem,
  staffRoleLabel,
  staffStatusLabel,
} from './staff';
import type { SecurityEvent } from './types';

describe('roles', () => {
  it('name each role and status in words', () => {
    expect(STAFF_ROLES.map(staffRoleLabel)).toEqual(['Admin', 'CSM', 'Viewer']);
    expect(STAFF_STATUSES.map(staffStatusLabel)).toEqual(['Active', 'Invited', 'Disabled']);
    // A value a newer server sends is shown as it came, not as a blank.
    expect(staffRoleLabel('auditor' as never)).toBe('auditor');
    expect(staffStatusLabel('locked' as never)).toBe('locked');
  });

  it('give an Admin everything, a CSM all but staff, a Viewer reads only', () => {
    const table = Object.fromEntries(
      STAFF_ROLES.map((role) => [role, PERMISSIONS.filter((p) => roleCan(role, p))]),
    );
    expect(table).toEqual({
      admin: ['public', 'session', 'read', 'write', 'export', 'admin'],
      csm: ['public', 'session', 'read', 'write', 'export'],
      viewer: ['public', 'session', 'read'],
    });
  });

  it('say why a role may not, in the words the server and the app show', () => {
    expect(permissionRefusal('admin', 'admin')).toBeNull();
    expect(permissionRefusal('viewer', 'read')).toBeNull();
    expect(permissionRefusal('viewer', 'write')).toBe('Viewers cannot change records.');
    expect(permissionRefusal('viewer', 'export')).toBe('Viewers cannot export lists.');
    expect(permissionRefusal('csm', 'admin')).toBe(
      'Only Admins can manage staff, read the Security log and change the team’s settings.',
    );
    // A permission added later that no message names yet still gets a sentence.
    expect(permissionRefusal('viewer', 'audit' as never)).toBe('Your role cannot do this.');
  });
});

describe('the last active Admin', () => {
  const staff = [
    { id: 1, role: 'admin', status: 'active' },
    { id: 2, role: 'admin', status: 'disabled' },
    { id: 3, role: 'csm', status: 'active' },
  ] as const;

  it('is the only Admin still active', () => {
    expect(isLastActiveAdmin(staff, 1)).toBe(true);
    expect(isLastActiveAdmin(staff, 2)).toBe(false);
    expect(isLastActiveAdmin(staff, 3)).toBe(false);
  });

  it('is no one once another Admin is active', () => {
    const more = [...staff, { id: 4, role: 'admin', status: 'active' } as const];
    expect(isLastActiveAdmin(more, 1)).toBe(false);
    expect(isLastActiveAdmin(more, 4)).toBe(false);
  });
});

describe('sessions', () => {
  it('say every way a session ends in words', () => {
    for (const cause of SESSION_END_CAUSES) expect(SESSION_END_LABELS[cause]).toMatch(/\w/);
  });
});

describe('passwords and codes', () => {
  it('ask for 12 characters, counted as a person sees them', () => {
    expect(staffPasswordProblem('short')).toBe('Use at least 12 characters.');
    // Eleven letters and an emoji: 12 characters, though 13 UTF-16 units.
    expect(staffPasswordProblem('abcdefghijk😀')).toBeNull();
    expect(staffPasswordProblem('a'.repeat(11))).toBe('Use at least 12 characters.');
  });

  it('read a six-digit code with spaces between its digits, and nothing else', () => {
    expect(normaliseTotpCode('123 456')).toBe('123456');
    expect(normaliseTotpCode(' 123456 ')).toBe('123456');
    expect(normaliseTotpCode('12345')).toBeNull();
    expect(normaliseTotpCode('12a456')).toBeNull();
    expect(normaliseTotpCode('1234567')).toBeNull();
  });
});

describe('the Security log', () => {
  it('labels every kind, and a kind it does not know by its code', () => {
    expect(SECURITY_EVENT_OPTIONS.map((o) => o.value)).toEqual([...SECURITY_EVENT_KINDS]);
    expect(securityEventLabel('export')).toBe('Export');
    expect(securityEventLabel('unknown' as never)).toBe('unknown');
  });

  it('lists an event in its columns, in order and in words', () => {
    const event: SecurityEvent = {
      id: 1,
      at: '2026-11-29T09:05:00.000Z',
      kind: 'export',
      staffId: 3,
      staffName: 'Léa Bernard',
      summary: 'Exported the contracts list: 1,204 rows',
      address: '203.0.113.7',
    };
    expect(SECURITY_EVENT_COLUMNS.map((c) => c.header)).toEqual([
      'When',
      'Kind',
      'Staff member',
      'Summary',
      'Address',
    ]);
    const context = { now: new Date('2026-11-29T10:00:00Z'), origin: '' };
    const cells = SECURITY_EVENT_COLUMNS.map((c) => c.text(event, context));
    expect(cells.slice(1)).toEqual([
      'Export',
      'Léa Bernard',
      'Exported the contracts list: 1,204 rows',
      '203.0.113.7',
    ]);
    expect(cells[0]).toMatch(/29\/11\/2026/);
  });
});
