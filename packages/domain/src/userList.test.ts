import { describe, expect, it } from 'vitest';
import { listCells, listHeaders } from './lists';
import type { User } from './types';
import {
  STRIPE_LABELS,
  USER_COLUMNS,
  USER_STATUS_LABELS,
  USER_TYPE_LABELS,
  userCategoryText,
  userPhoneText,
  userProfileText,
  userStatusChangedMessage,
} from './userList';

const host: User = {
  id: 12,
  userType: 'host',
  statusCode: 50,
  status: 'managed',
  pro: true,
  name: 'Léa Martin',
  company: 'Acme',
  email: 'lea@example.com',
  phone: '+33612345678',
  userVerified: true,
  profileComplete: false,
  stripe: 'completed',
  signUpDate: '2026-05-15T08:30:00Z',
  sourceInformation: 'Google',
  nbrContactRequests: 3,
  nbrOffices: 2,
  notifyBySms: false,
  fullName: 'Léa Martin',
  fullMobilePhoneNumber: '+33612345678',
  companyName: 'Acme',
  companySize: 10,
  businessSector: 13,
  confirmed: true,
  stateName: null,
  createdAt: '2026-05-15T08:30:00Z',
  verifiedAt: null,
  confirmedAt: '2026-05-16T08:30:00Z',
  dayToDay: null,
};

describe('user list columns (people-and-content §2.1)', () => {
  it('names the 15 data columns in the spec’s order (the table adds the actions menu first)', () => {
    expect(listHeaders(USER_COLUMNS)).toEqual([
      'Type',
      'Id',
      'Category',
      'Name',
      'Company',
      'Email',
      'Phone',
      'Profile',
      'Status',
      'Stripe',
      'Sign up date',
      'Source',
      '#Request',
      '#Offices',
      'Receive SMS',
    ]);
  });

  it('says which columns hold an email address and a phone number (the table never cuts them)', () => {
    expect(USER_COLUMNS.filter((c) => c.kind === 'email').map((c) => c.key)).toEqual(['email']);
    expect(USER_COLUMNS.filter((c) => c.kind === 'phone').map((c) => c.key)).toEqual(['phone']);
  });

  it('writes each cell as text: the tick as "verified", the switch as Yes or No', () => {
    expect(listCells(USER_COLUMNS, host, { now: new Date(), origin: '' })).toEqual([
      'Host',
      '12',
      'Pro',
      'Léa Martin',
      'Acme',
      'lea@example.com',
      '+33612345678 (verified)',
      'pending',
      'Managed',
      'Completed',
      '15/05/2026',
      'Google',
      '3',
      '2',
      'No',
    ]);
    const bare = { ...host, company: null, sourceInformation: null, pro: false };
    const cells = listCells(USER_COLUMNS, bare, { now: new Date(), origin: '' });
    expect([cells[2], cells[4], cells[11]]).toEqual(['Non-Pro', '', '']);
  });

  it('says the category, the profile and the phone in the filters’ words', () => {
    expect(userCategoryText({ pro: false })).toBe('Non-Pro');
    expect(userProfileText({ profileComplete: true })).toBe('completed');
    expect(userPhoneText({ phone: '+33612345678', userVerified: false })).toBe('+33612345678');
    expect(userPhoneText({ phone: null, userVerified: false })).toBe('');
  });

  it('says every code of a cell in words', () => {
    expect(USER_STATUS_LABELS.under_review).toBe('Under review');
    expect(USER_STATUS_LABELS.ready_for_handover).toBe('Ready for handover');
    expect(USER_TYPE_LABELS.guest).toBe('Guest');
    expect(STRIPE_LABELS.na).toBe('NA');
    expect(STRIPE_LABELS.verified).toBe('Verified');
    const cells = listCells(
      USER_COLUMNS,
      { ...host, userType: 'guest', status: 'under_review', stripe: 'na' },
      { now: new Date(), origin: '' },
    );
    expect([cells[0], cells[8], cells[9]]).toEqual(['Guest', 'Under review', 'NA']);
  });

  it('says what a status change led to', () => {
    expect(userStatusChangedMessage(7, 'blocked')).toBe('User 7 is now blocked.');
  });
});
