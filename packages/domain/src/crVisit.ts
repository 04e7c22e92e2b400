import { CR_END_DATE_HORIZON_YEARS, DEFAULT_PHONE_COUNTRY, type Option } from './constants';
import { addMonthsToDay, isIsoDay, isTime, maxDay, parisToday } from './dates';
import { formatDate } from './format';
import { toE164 } from './phone';
import { BUSINESS_SECTORS, COMPANY_SIZES } from './users';
import type { CompanySize, CrVisitPayload, DayToDay, OfficeAvailability } from './types';
import { VALIDATION_MESSAGES as M } from './validation/messages';
import { filled, validate, type Check, type Validation } from './validation/result';

/** A range of ISO days, both ends included. */
export interface DayBounds {
  min: string;
  max: string;
}

/** The last day the office can be rented: its last availability, else two years ahead. */
export function crLastDay(
  office: Pick<OfficeAvailability, 'lastAvailabilityDate'>,
  now: Date,
): string {
  return (
    office.lastAvailabilityDate ?? addMonthsToDay(parisToday(now), 12 * CR_END_DATE_HORIZON_YEARS)
  );
}

/**
 * Start date: from the office's earliest start date (today when it has none or it is past)
 * to its last availability minus the minimum duration.
 */
export function crStartDateBounds(
  office: Pick<OfficeAvailability, 'earliestStartDate' | 'lastAvailabilityDate' | 'minDuration'>,
  now: Date,
): DayBounds {
  const today = parisToday(now);
  return {
    min: maxDay(office.earliestStartDate ?? today, today),
    max: addMonthsToDay(crLastDay(office, now), -(office.minDuration ?? 0)),
  };
}

/**
 * End date: from the start date plus the minimum duration in months (the earliest start
 * while no start is chosen) to the last availability (two years ahead by default).
 */
export function crEndDateBounds(
  office: Pick<OfficeAvailability, 'earliestStartDate' | 'lastAvailabilityDate' | 'minDuration'>,
  startDate: string | null,
  now: Date,
): DayBounds {
  const start = startDate ?? crStartDateBounds(office, now).min;
  return { min: addMonthsToDay(start, office.minDuration ?? 0), max: crLastDay(office, now) };
}

/** Visit date: between today and the start date (the latest start while none is chosen). */
export function crVisitDateBounds(
  office: Pick<OfficeAvailability, 'earliestStartDate' | 'lastAvailabilityDate' | 'minDuration'>,
  startDate: string | null,
  now: Date,
): DayBounds {
  return { min: parisToday(now), max: startDate ?? crStartDateBounds(office, now).max };
}

/** True when the day lies inside the bounds (both ends included). */
export function isWithin(day: string, bounds: DayBounds): boolean {
  return day >= bounds.min && day <= bounds.max;
}

/** Seat options: from the office's minimum capacity (1 when none) to its capacity. */
export function crSeatOptions(
  office: Pick<OfficeAvailability, 'minCapacity' | 'capacity'>,
): number[] {
  const from = Math.max(1, office.minCapacity ?? 1);
  const to = office.capacity;
  return to < from ? [] : Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The full week, in days. */
export const FULL_WEEK_DAYS = 5;

/** The label of a flexibility in days per week: 'N day(s) / week', or 'Full week' for 5. */
export function flexibilityLabel(days: number): string {
  return days >= FULL_WEEK_DAYS ? 'Full week' : `${days} day(s) / week`;
}

/**
 * Flexibility options by the office's flexibility type: part-time days (from the office's
 * fewest part-time days, 1 when none, to 4) for part_time; 'Full week' (5) for full_time;
 * both for full_and_part_time.
 */
export function crFlexibilityOptions(
  office: Pick<OfficeAvailability, 'flexibility' | 'partTimeDays'>,
): Option<number>[] {
  const partTime: Option<number>[] = [];
  if (office.flexibility !== 'full_time') {
    const from = Math.min(Math.max(1, office.partTimeDays ?? 1), FULL_WEEK_DAYS - 1);
    for (let days = from; days < FULL_WEEK_DAYS; days++) {
      partTime.push({ value: days, label: flexibilityLabel(days) });
    }
  }
  const fullWeek = { value: FULL_WEEK_DAYS, label: flexibilityLabel(FULL_WEEK_DAYS) };
  return office.flexibility === 'part_time' ? partTime : [...partTime, fullWeek];
}

/** The Create CR & Visit form as staff fill it. */
export interface CrVisitForm {
  officeId: number | null;
  startDate: string | null;
  endDate: string | null;
  seats: number | null;
  flexibility: number | null;
  visitDate: string | null;
  /** HH:mm, Paris time. */
  visitTime: string | null;
  companyName: string;
  companySize: CompanySize | null;
  businessSector: number | null;
  phoneNumber: string;
  /** Country the phone number is typed for (FR by default). */
  phoneCountry?: string;
  frequentClientVisits: boolean | null;
  frequentPhoneCalls: boolean | null;
  quietEnvironmentNeeded: boolean | null;
  guestMessage: string;
}

export type CrVisitField = Exclude<keyof CrVisitForm, 'guestMessage' | 'phoneCountry'>;

/** The checks in the spec's order, with how each missing item is named. */
export const CR_VISIT_ITEMS: readonly {
  field: CrVisitField;
  verb: 'add' | 'select';
  item: string;
}[] = [
  { field: 'officeId', verb: 'add', item: 'an office id' },
  { field: 'startDate', verb: 'select', item: 'a start date' },
  { field: 'endDate', verb: 'select', item: 'an end date' },
  { field: 'seats', verb: 'select', item: 'the number of seats' },
  { field: 'flexibility', verb: 'select', item: 'the flexibility' },
  { field: 'visitDate', verb: 'select', item: 'a visit date' },
  { field: 'visitTime', verb: 'select', item: 'a visit time' },
  { field: 'companyName', verb: 'add', item: 'the company name' },
  { field: 'companySize', verb: 'select', item: 'the company size' },
  { field: 'businessSector', verb: 'select', item: 'the business sector' },
  { field: 'phoneNumber', verb: 'add', item: 'a phone number' },
  {
    field: 'frequentClientVisits',
    verb: 'select',
    item: 'whether the guest has frequent client visits',
  },
  {
    field: 'frequentPhoneCalls',
    verb: 'select',
    item: 'whether the guest makes frequent phone calls',
  },
  {
    field: 'quietEnvironmentNeeded',
    verb: 'select',
    item: 'whether the guest needs a quiet environment',
  },
];

/** 'Please add/select ... before creating the cr and visit.' naming the item. */
export function crVisitMissingMessage(field: CrVisitField): string {
  const entry = CR_VISIT_ITEMS.find((i) => i.field === field) as (typeof CR_VISIT_ITEMS)[number];
  return `Please ${entry.verb} ${entry.item} before creating the cr and visit.`;
}

/** A chosen day outside its bounds (not in the spec, which only sets the pickers' bounds). */
export function crDateOutOfBoundsMessage(what: string, bounds: DayBounds): string {
  return `The ${what} must be between ${formatDate(bounds.min)} and ${formatDate(bounds.max)}.`;
}

/** A chosen option that the office does not offer (not in the spec). */
export function crOptionNotOfferedMessage(what: string): string {
  return `This office does not offer that ${what}.`;
}

/** What the checks need besides the form: the office read for the form, and now. */
export interface CrVisitContext {
  /** The office of officeId, once loaded; without it, the office-dependent checks wait. */
  office: OfficeAvailability | null;
  now: Date;
}

/**
 * Create CR & Visit (people-and-content §5): the items are checked in the spec's order;
 * each missing item gives 'Please add/select ... before creating the cr and visit.', and a
 * chosen value the office does not allow (a day out of its bounds, seats or flexibility it
 * does not offer) or a phone that is no phone number at all is refused at its place in that
 * order. The spec gives the phone no other rule: any number, mobile or not, goes in E.164.
 */
export function validateCrVisit(
  form: CrVisitForm,
  { office, now }: CrVisitContext,
): Validation<CrVisitPayload, CrVisitField> {
  const missing = (field: CrVisitField, isMissing: boolean) =>
    isMissing && crVisitMissingMessage(field);
  const day = (value: string | null) => (value !== null && isIsoDay(value) ? value : null);
  const startDate = day(form.startDate);
  const endDate = day(form.endDate);
  const visitDate = day(form.visitDate);
  const country = form.phoneCountry ?? DEFAULT_PHONE_COUNTRY;
  // No phone rule for CR & Visit in the spec (the mobile rule is Phone update's): the guest's
  // stored number goes as it is, a national one is read for the chosen country.
  const phone = filled(form.phoneNumber) ? toE164(form.phoneNumber, country) : null;

  const outside = (what: string, value: string | null, bounds: DayBounds | null) =>
    value !== null &&
    bounds !== null &&
    !isWithin(value, bounds) &&
    crDateOutOfBoundsMessage(what, bounds);

  const checks: Check<CrVisitField>[] = [
    ['officeId', missing('officeId', form.officeId === null || form.officeId <= 0)],
    ['startDate', missing('startDate', startDate === null)],
    ['startDate', outside('start date', startDate, office && crStartDateBounds(office, now))],
    ['endDate', missing('endDate', endDate === null)],
    ['endDate', outside('end date', endDate, office && crEndDateBounds(office, startDate, now))],
    ['seats', missing('seats', form.seats === null)],
    [
      'seats',
      office !== null &&
        form.seats !== null &&
        !crSeatOptions(office).includes(form.seats) &&
        crOptionNotOfferedMessage('number of seats'),
    ],
    ['flexibility', missing('flexibility', form.flexibility === null)],
    [
      'flexibility',
      office !== null &&
        form.flexibility !== null &&
        !crFlexibilityOptions(office).some((o) => o.value === form.flexibility) &&
        crOptionNotOfferedMessage('flexibility'),
    ],
    ['visitDate', missing('visitDate', visitDate === null)],
    [
      'visitDate',
      outside('visit date', visitDate, office && crVisitDateBounds(office, startDate, now)),
    ],
    ['visitTime', missing('visitTime', form.visitTime === null || !isTime(form.visitTime))],
    ['companyName', missing('companyName', !filled(form.companyName))],
    [
      'companySize',
      missing('companySize', !COMPANY_SIZES.some((s) => s.value === form.companySize)),
    ],
    [
      'businessSector',
      missing('businessSector', !BUSINESS_SECTORS.some((s) => s.value === form.businessSector)),
    ],
    ['phoneNumber', missing('phoneNumber', !filled(form.phoneNumber))],
    ['phoneNumber', filled(form.phoneNumber) && phone === null && M.phoneNumberUnreadable],
    ['frequentClientVisits', missing('frequentClientVisits', form.frequentClientVisits === null)],
    ['frequentPhoneCalls', missing('frequentPhoneCalls', form.frequentPhoneCalls === null)],
    [
      'quietEnvironmentNeeded',
      missing('quietEnvironmentNeeded', form.quietEnvironmentNeeded === null),
    ],
  ];

  return validate(checks, () => ({
    guest: {
      companyName: form.companyName.trim(),
      companySize: form.companySize as CompanySize,
      businessSector: form.businessSector as number,
      phoneNumber: phone as string,
      dayToDay: {
        frequentClientVisits: form.frequentClientVisits,
        frequentPhoneCalls: form.frequentPhoneCalls,
        quietEnvironmentNeeded: form.quietEnvironmentNeeded,
      } as DayToDay,
    },
    officeId: form.officeId as number,
    startDate: startDate as string,
    endDate: endDate as string,
    seats: form.seats as number,
    flexibility: form.flexibility as number,
    guestMessage: form.guestMessage.trim(),
    visitDate: visitDate as string,
    visitTime: form.visitTime as string,
  }));
}
