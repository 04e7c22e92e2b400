import { describe, expect, it } from 'vitest';
import {
  OPEN_COLUMNS,
  STAGE_WAIT_DAYS,
  THRESHOLD_COLUMNS,
  THRESHOLD_WORDS,
  alreadySentQuestion,
  thresholdProblem,
  thresholdsOf,
  presencePlace,
  presenceText,
  assignedMessage,
  assignmentChangedMessage,
  initialsOf,
  isWaitingTooLong,
  ownerLabel,
  timeInStage,
  waitingCutoff,
} from './team';

const lea = { id: 7, name: 'Léa Bernard' };
const camille = { id: 8, name: 'Camille Martin' };

describe('owners', () => {
  it('writes the initials of a name, accents kept', () => {
    expect(initialsOf('Léa Bernard')).toBe('LB');
    expect(initialsOf('éléonore  de la Giraud')).toBe('ÉG');
    expect(initialsOf('Camille')).toBe('CA');
    expect(initialsOf('  ')).toBe('?');
  });

  it('labels the owner, or says nobody owns it', () => {
    expect(ownerLabel(lea)).toBe('Owner: Léa Bernard');
    expect(ownerLabel(null)).toBe('Owner: Nobody');
  });

  it('says what an assignment did, from the caller’s side', () => {
    expect(assignedMessage(12, lea, lea)).toBe('You took request #12.');
    expect(assignedMessage(12, lea, camille)).toBe('Request #12 assigned to Léa Bernard.');
    expect(assignedMessage(12, null, camille)).toBe('Request #12 is unassigned.');
  });

  it('names who changed the owner, and when, to refuse a stale assignment', () => {
    const at = '2026-11-29T09:02:00Z'; // 10:02 in Paris
    expect(assignmentChangedMessage({ assignee: lea, by: lea, at })).toBe(
      'Léa Bernard took this request on 29/11/2026 10:02.',
    );
    expect(assignmentChangedMessage({ assignee: lea, by: camille, at })).toBe(
      'Camille Martin assigned this request to Léa Bernard on 29/11/2026 10:02.',
    );
    expect(assignmentChangedMessage({ assignee: null, by: camille, at })).toBe(
      'Camille Martin unassigned this request on 29/11/2026 10:02.',
    );
    expect(assignmentChangedMessage({ assignee: lea, by: null, at: null })).toBe(
      'Léa Bernard owns this request now.',
    );
  });
});

describe('sends once', () => {
  it('asks with the time and the sender, the day too when it was not today', () => {
    const now = new Date('2026-11-29T15:00:00Z');
    expect(alreadySentQuestion({ name: 'Léa Bernard', at: '2026-11-29T09:02:00Z' }, now)).toBe(
      'Sent at 10:02 by Léa Bernard. Send again?',
    );
    expect(alreadySentQuestion({ name: 'Léa Bernard', at: '2026-11-28T20:15:00Z' }, now)).toBe(
      'Sent on 28/11/2026 at 21:15 by Léa Bernard. Send again?',
    );
  });
});

describe('time in stage', () => {
  const now = new Date('2026-11-29T12:00:00Z');

  it('says minutes, hours, then days', () => {
    expect(timeInStage('2026-11-29T11:48:00Z', now)).toEqual({
      short: '12 min',
      long: '12 minutes',
    });
    expect(timeInStage('2026-11-29T07:00:00Z', now)).toEqual({ short: '5 h', long: '5 hours' });
    expect(timeInStage('2026-11-26T12:00:00Z', now)).toEqual({ short: '3 d', long: '3 days' });
    expect(timeInStage('2026-11-28T11:00:00Z', now)).toEqual({ short: '1 d', long: '1 day' });
    // A clock a little behind the server's never shows a negative time.
    expect(timeInStage('2026-11-29T12:01:00Z', now).short).toBe('0 min');
  });

  it('waits too long past the column’s threshold, never in the ends or before a visit', () => {
    expect(STAGE_WAIT_DAYS.request_received).toBe(2);
    expect(isWaitingTooLong('request_received', '2026-11-27T11:59:00Z', now)).toBe(true);
    expect(isWaitingTooLong('request_received', '2026-11-27T12:01:00Z', now)).toBe(false);
    expect(isWaitingTooLong('cancelled', '2020-01-01T00:00:00Z', now)).toBe(false);
    expect(isWaitingTooLong('visit_scheduled', '2020-01-01T00:00:00Z', now)).toBe(false);
    expect(
      isWaitingTooLong('request_received', '2026-11-28T11:00:00Z', now, {
        ...STAGE_WAIT_DAYS,
        request_received: 1,
      }),
    ).toBe(true);
    expect(waitingCutoff('meeting_proposed', now)?.toISOString()).toBe('2026-11-26T12:00:00.000Z');
    expect(waitingCutoff('contract_signed', now)).toBeNull();
  });

  it('counts every column but the two ends as open', () => {
    expect(OPEN_COLUMNS).toHaveLength(6);
    expect(OPEN_COLUMNS).toContain('request_received');
    expect(OPEN_COLUMNS).not.toContain('contract_signed');
    expect(OPEN_COLUMNS).not.toContain('cancelled');
  });
});

describe('who is here', () => {
  it('names a place, and says who views or edits what', () => {
    expect(presencePlace('seo_location', 4)).toBe('seo_location:4');
    expect(
      presenceText([
        { name: 'Léa Bernard', activity: 'viewing', what: null },
        { name: 'Hugo Petit', activity: 'editing', what: 'the FAQ' },
        { name: 'Inès Moreau', activity: 'editing', what: null },
      ]),
    ).toBe('Léa Bernard is viewing, Hugo Petit is editing the FAQ, Inès Moreau is editing');
  });
});

describe('the thresholds a team sets', () => {
  it('keeps the defaults for the columns not set, and only the open columns', () => {
    expect(thresholdsOf([])).toEqual(STAGE_WAIT_DAYS);
    const set = thresholdsOf([
      { column: 'request_received', days: 1 },
      { column: 'visit_scheduled', days: 10 },
      { column: 'cancelled', days: 4 },
    ]);
    expect(set.request_received).toBe(1);
    expect(set.visit_scheduled).toBe(10);
    expect(set.cancelled).toBeNull();
    expect(THRESHOLD_COLUMNS).not.toContain('contract_signed');
  });

  it('takes a whole number of days from 1 to 90, or none', () => {
    expect(thresholdProblem(null)).toBeNull();
    expect(thresholdProblem(1)).toBeNull();
    expect(thresholdProblem(90)).toBeNull();
    expect(thresholdProblem(0)).toBe(THRESHOLD_WORDS.range);
    expect(thresholdProblem(2.5)).toBe(THRESHOLD_WORDS.range);
    expect(thresholdProblem(91)).toBe(THRESHOLD_WORDS.range);
  });

  it('says the default and who changed it last', () => {
    expect(THRESHOLD_WORDS.byDefault(3)).toBe('Default: 3 days');
    expect(THRESHOLD_WORDS.byDefault(null)).toBe('Default: never');
    expect(THRESHOLD_WORDS.changedBy('Léa Bernard', '2026-11-30T09:02:00Z')).toBe(
      'Last changed by Léa Bernard, 30/11/2026 10:02',
    );
  });
});
