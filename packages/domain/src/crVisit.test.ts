import { describe, expect, it } from 'vitest';
import {
  CR_VISIT_ITEMS,
  crEndDateBounds,
  crFlexibilityOptions,
  crLastDay,
  crSeatOptions,
  crStartDateBounds,
  crVisitDateBounds,
  crVisitMissingMessage,
  flexibilityLabel,
  isWithin,
  validateCrVisit,
  type CrVisitForm,
} from './crVisit';
import type { OfficeAvailability } from './types';

// 10:00 in Paris on 25 March 2026, four days before the spring change.
const now = new Date('2026-03-25T09:00:00Z');

const office: OfficeAvailability = {
  flexibility: 'full_and_part_time',
  partTimeDays: 2,
  minCapacity: 2,
  capacity: 6,
  earliestStartDate: '2026-04-01',
  lastAvailabilityDate: '2027-03-31',
  minDuration: 3,
};

const form: CrVisitForm = {
  officeId: 30,
  startDate: '2026-04-01',
  endDate: '2026-10-01',
  seats: 4,
  flexibility: 3,
  visitDate: '2026-03-29',
  visitTime: '02:30',
  companyName: ' Guest SARL ',
  companySize: 10,
  businessSector: 22,
  phoneNumber: '06 12 34 56 78',
  frequentClientVisits: true,
  frequentPhoneCalls: false,
  quietEnvironmentNeeded: false,
  guestMessage: ' Hello ',
};

describe('people-and-content §5 — Create CR & Visit date bounds', () => {
  it('starts from the earliest start date and ends the minimum duration before the last day', () => {
    expect(crStartDateBounds(office, now)).toEqual({ min: '2026-04-01', max: '2026-12-31' });
  });

  it('starts today when the earliest start date is missing or past', () => {
    expect(crStartDateBounds({ ...office, earliestStartDate: null }, now).min).toBe('2026-03-25');
    expect(crStartDateBounds({ ...office, earliestStartDate: '2025-01-01' }, now).min).toBe(
      '2026-03-25',
    );
  });

  it('reads today in Paris around midnight', () => {
    const lateUtc = new Date('2026-03-28T23:30:00Z'); // 00:30 on 29 March in Paris
    expect(crStartDateBounds({ ...office, earliestStartDate: null }, lateUtc).min).toBe(
      '2026-03-29',
    );
    expect(crVisitDateBounds(office, null, lateUtc).min).toBe('2026-03-29');
  });

  it('looks two years ahead without a last availability date', () => {
    expect(crLastDay({ lastAvailabilityDate: null }, now)).toBe('2028-03-25');
    expect(
      crStartDateBounds({ ...office, lastAvailabilityDate: null, minDuration: null }, now).max,
    ).toBe('2028-03-25');
  });

  it('ends from the start plus the minimum duration to the last availability', () => {
    expect(crEndDateBounds(office, '2026-05-31', now)).toEqual({
      min: '2026-08-31',
      max: '2027-03-31',
    });
    expect(crEndDateBounds(office, null, now)).toEqual({ min: '2026-07-01', max: '2027-03-31' });
    expect(crEndDateBounds({ ...office, minDuration: null }, '2026-05-31', now).min).toBe(
      '2026-05-31',
    );
    expect(crEndDateBounds({ ...office, lastAvailabilityDate: null }, null, now).max).toBe(
      '2028-03-25',
    );
  });

  it('visits between today and the start date', () => {
    expect(crVisitDateBounds(office, '2026-04-10', now)).toEqual({
      min: '2026-03-25',
      max: '2026-04-10',
    });
    expect(crVisitDateBounds(office, null, now)).toEqual({ min: '2026-03-25', max: '2026-12-31' });
  });

  it.each([
    ['2026-03-31', false],
    ['2026-04-01', true],
    ['2026-12-31', true],
    ['2027-01-01', false],
  ])('%s is within the start bounds: %s', (day, inside) => {
    expect(isWithin(day, crStartDateBounds(office, now))).toBe(inside);
  });
});

describe('people-and-content §5 — seat and flexibility options', () => {
  it.each([
    [{ minCapacity: 2, capacity: 6 }, [2, 3, 4, 5, 6]],
    [{ minCapacity: null, capacity: 3 }, [1, 2, 3]],
    [{ minCapacity: 4, capacity: 4 }, [4]],
    [{ minCapacity: 5, capacity: 3 }, []],
  ])('seats for %o are %o', (o, seats) => {
    expect(crSeatOptions(o)).toEqual(seats);
  });

  it.each([
    [1, '1 day(s) / week'],
    [3, '3 day(s) / week'],
    [5, 'Full week'],
  ])('%i days a week is %s', (days, label) => {
    expect(flexibilityLabel(days)).toBe(label);
  });

  it.each([
    ['full_time', 2, [5]],
    ['part_time', 2, [2, 3, 4]],
    ['part_time', null, [1, 2, 3, 4]],
    ['part_time', 9, [4]],
    ['full_and_part_time', 3, [3, 4, 5]],
    ['full_and_part_time', null, [1, 2, 3, 4, 5]],
  ] as [OfficeAvailability['flexibility'], number | null, number[]][])(
    '%s from %s part-time days offers %o',
    (flexibility, partTimeDays, values) => {
      const options = crFlexibilityOptions({ flexibility, partTimeDays });
      expect(options.map((o) => o.value)).toEqual(values);
      expect(options.at(-1)?.label).toBe(flexibilityLabel(values.at(-1) as number));
    },
  );
});

describe('people-and-content §5 — Create CR & Visit checks, in the spec order', () => {
  it('builds the payload', () => {
    expect(validateCrVisit(form, { office, now })).toEqual({
      ok: true,
      value: {
        guest: {
          companyName: 'Guest SARL',
          companySize: 10,
          businessSector: 22,
          phoneNumber: '+33612345678',
          dayToDay: {
            frequentClientVisits: true,
            frequentPhoneCalls: false,
            quietEnvironmentNeeded: false,
          },
        },
        officeId: 30,
        startDate: '2026-04-01',
        endDate: '2026-10-01',
        seats: 4,
        flexibility: 3,
        guestMessage: 'Hello',
        visitDate: '2026-03-29',
        visitTime: '02:30',
      },
    });
  });

  it('names each item in the message', () => {
    expect(CR_VISIT_ITEMS.map((i) => i.field)).toEqual([
      'officeId',
      'startDate',
      'endDate',
      'seats',
      'flexibility',
      'visitDate',
      'visitTime',
      'companyName',
      'companySize',
      'businessSector',
      'phoneNumber',
      'frequentClientVisits',
      'frequentPhoneCalls',
      'quietEnvironmentNeeded',
    ]);
    expect(crVisitMissingMessage('officeId')).toBe(
      'Please add an office id before creating the cr and visit.',
    );
    expect(crVisitMissingMessage('seats')).toBe(
      'Please select the number of seats before creating the cr and visit.',
    );
    for (const { field } of CR_VISIT_ITEMS) {
      expect(crVisitMissingMessage(field)).toMatch(
        /^Please (add|select) .+ before creating the cr and visit\.$/,
      );
    }
  });

  const missing: [keyof CrVisitForm, unknown][] = [
    ['officeId', null],
    ['startDate', null],
    ['endDate', ''],
    ['seats', null],
    ['flexibility', null],
    ['visitDate', null],
    ['visitTime', null],
    ['companyName', '  '],
    ['companySize', null],
    ['businessSector', null],
    ['phoneNumber', ''],
    ['frequentClientVisits', null],
    ['frequentPhoneCalls', null],
    ['quietEnvironmentNeeded', null],
  ];

  it.each(missing)('a missing %s is named', (field, value) => {
    const result = validateCrVisit({ ...form, [field]: value }, { office, now });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toBe(crVisitMissingMessage(field as never));
  });

  it('reports the first missing item in the spec order, and marks every one', () => {
    const result = validateCrVisit(
      { ...form, quietEnvironmentNeeded: null, companyName: '', seats: null },
      { office, now },
    );
    expect(!result.ok && result.message).toBe(crVisitMissingMessage('seats'));
    expect(!result.ok && Object.keys(result.errors)).toEqual([
      'seats',
      'companyName',
      'quietEnvironmentNeeded',
    ]);
  });

  it.each([
    ['an office id of 0', { officeId: 0 }, 'officeId', crVisitMissingMessage('officeId')],
    [
      'an impossible start date',
      { startDate: '2026-02-30' },
      'startDate',
      crVisitMissingMessage('startDate'),
    ],
    [
      'a visit time of 25:00',
      { visitTime: '25:00' },
      'visitTime',
      crVisitMissingMessage('visitTime'),
    ],
    [
      'an unknown company size',
      { companySize: 15 },
      'companySize',
      crVisitMissingMessage('companySize'),
    ],
    [
      'an unknown sector',
      { businessSector: 99 },
      'businessSector',
      crVisitMissingMessage('businessSector'),
    ],
    [
      'a start before the earliest start',
      { startDate: '2026-03-31' },
      'startDate',
      'The start date must be between 01/04/2026 and 31/12/2026.',
    ],
    [
      'an end before the minimum duration',
      { endDate: '2026-06-30' },
      'endDate',
      'The end date must be between 01/07/2026 and 31/03/2027.',
    ],
    [
      'a visit after the start',
      { visitDate: '2026-04-02' },
      'visitDate',
      'The visit date must be between 25/03/2026 and 01/04/2026.',
    ],
    [
      'a visit in the past',
      { visitDate: '2026-03-24' },
      'visitDate',
      'The visit date must be between 25/03/2026 and 01/04/2026.',
    ],
    [
      'seats the office does not offer',
      { seats: 7 },
      'seats',
      'This office does not offer that number of seats.',
    ],
    [
      'a flexibility the office does not offer',
      { flexibility: 1 },
      'flexibility',
      'This office does not offer that flexibility.',
    ],
    [
      'a phone that is no number',
      { phoneNumber: 'call the office' },
      'phoneNumber',
      'Please enter the phone number in digits, e.g. +33 6 12 34 56 78',
    ],
    [
      'a phone too short',
      { phoneNumber: '12' },
      'phoneNumber',
      'Please enter the phone number in digits, e.g. +33 6 12 34 56 78',
    ],
  ] as [string, Partial<CrVisitForm>, string, string][])(
    'refuses %s',
    (_, change, field, message) => {
      const result = validateCrVisit({ ...form, ...change }, { office, now });
      expect(result).toEqual({ ok: false, message, errors: { [field]: message } });
    },
  );

  it('reads the phone for the chosen country', () => {
    const result = validateCrVisit(
      { ...form, phoneNumber: '621 123 456', phoneCountry: 'LU' },
      { office, now },
    );
    expect(result.ok && result.value.guest.phoneNumber).toBe('+352621123456');
  });

  it.each([
    [
      "the guest's stored number, not a mobile by the numbering plan",
      '+33712125058',
      '+33712125058',
    ],
    ['a landline', '01 23 45 67 89', '+33123456789'],
    ['a national number that is no mobile', '07 12 12 50 58', '+33712125058'],
    ['an international number with 00', '0044 20 7946 0958', '+442079460958'],
  ])('takes %s as it is (the spec gives CR & Visit no phone rule)', (_, phoneNumber, sent) => {
    const result = validateCrVisit({ ...form, phoneNumber }, { office, now });
    expect(result.ok && result.value.guest.phoneNumber).toBe(sent);
  });

  it('waits for the office before checking what depends on it', () => {
    const result = validateCrVisit(
      { ...form, startDate: '2020-01-01', seats: 99, flexibility: 1 },
      { office: null, now },
    );
    expect(result.ok).toBe(true);
  });
});
