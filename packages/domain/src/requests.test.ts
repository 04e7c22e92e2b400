import { describe, expect, it } from 'vitest';
import {
  BOARD_COLUMN_KEYS,
  BOARD_COLUMNS,
  DEFAULT_REQUEST_SORT,
  FUNNEL_FLAG_ORDER,
  FUNNEL_STATE_LABELS,
  MEETING_STATES,
  REQUEST_SORTS,
  REQUEST_STEPS,
  VISIT_WITHIN_HOURS,
  boardColumnOf,
  canAcceptSlot,
  defaultRequestDateRange,
  funnelFlags,
  funnelState,
  hasSettledMeeting,
  isInVisitWindow,
  isSlotInPast,
  ratingText,
  requestActions,
  isRequestCancelled,
  requestFunnelFlags,
  requestState,
  visitDateText,
  visitWindow,
  ACTION_REASONS,
  START_AFTER_END,
  acceptUnavailableReason,
  acceptingParty,
  actionUnavailableReason,
  boardRequestOf,
  idSearchNote,
  isStartAfterEnd,
  withdrawalReasonText,
  withdrawalLine,
  withdrawalTitle,
  type FunnelState,
} from './requests';
import type { ContactRequest, FunnelFlags, MeetingState } from './types';

const noFlags = funnelFlags();

function request(overrides: Partial<ContactRequest> = {}): ContactRequest {
  return {
    id: 1,
    requestDate: '2026-03-01T09:00:00Z',
    host: {
      id: 10,
      name: 'Hana Host',
      companyName: 'Host SAS',
      phoneNumber: '+33612345678',
      email: 'host@example.com',
      businessSector: 27,
    },
    guest: {
      id: 20,
      name: 'Guy Guest',
      companyName: 'Guest SARL',
      phoneNumber: null,
      email: 'guest@example.com',
      businessSector: 22,
      initialMessage: 'Hello',
    },
    amount: 1500,
    officeId: 30,
    officeAddress: '1 rue de Rivoli, 75001 Paris',
    officeUuid: 'a0b1c2',
    moveinDate: '2026-04-01',
    moveoutDate: '2026-10-01',
    seats: 4,
    flexibility: 5,
    visitDate: null,
    visitScheduled: false,
    visitPast: false,
    isCancelled: false,
    contractSigned: false,
    contractInfoId: null,
    hsDealUrl: null,
    step: 'request_received',
    conversation: { id: 40, unreadUserMessagesGuest: 0, unreadUserMessagesHost: 2 },
    meetingsProposed: [],
    cancelledData: null,
    withdrawal: null,
    assignment: { assignee: null, by: null, at: null },
    funnel: {
      requestReceivedDate: '2026-03-01T09:00:00Z',
      meetingProposedDate: null,
      visitScheduledDate: null,
      visitPast: null,
      contractStart: null,
      contractSent: null,
      contractSigned: null,
      requestCancelled: null,
    },
    ...overrides,
  };
}

const meeting = (meetingState: MeetingState) => ({
  meetingId: 1,
  meetingState,
  appointments: [{ id: 2, proposedDate: '2026-03-10T09:00:00Z', state: meetingState }],
});

describe('operations §4 — request funnel state from the flags in their order', () => {
  it.each(FUNNEL_FLAG_ORDER.map((flag) => [flag] as const))('only %s gives its state', (flag) => {
    expect(funnelState({ ...noFlags, [flag]: true })).toBe(flag);
  });

  it.each([
    [{ requestReceived: true, contractSigned: true }, 'requestReceived'],
    [{ meetingProposed: true, visitPast: true }, 'meetingProposed'],
    [{ visitScheduled: true, contractSent: true, requestCancelled: true }, 'visitScheduled'],
    [{ contractStart: true, contractSigned: true }, 'contractStart'],
    [{ contractSent: true, requestCancelled: true }, 'contractSent'],
  ] as [Partial<FunnelFlags>, FunnelState][])(
    'the first true flag wins: %o is %s',
    (flags, state) => {
      expect(funnelState({ ...noFlags, ...flags })).toBe(state);
    },
  );

  it('is Cancelled/Declined when no stage flag is true but the request was cancelled', () => {
    const state = funnelState({ ...noFlags, requestCancelled: true });
    expect(state).toBe('cancelled');
    expect(FUNNEL_STATE_LABELS[state]).toBe('Cancelled/Declined');
  });

  it('is Unknown otherwise', () => {
    expect(funnelState(noFlags)).toBe('unknown');
    expect(FUNNEL_STATE_LABELS.unknown).toBe('Unknown');
  });
});

describe('funnelFlags: the named flags true, every other false', () => {
  it('has every flag, in the order of the stages then the cancellation', () => {
    expect(Object.keys(funnelFlags())).toEqual([...FUNNEL_FLAG_ORDER, 'requestCancelled']);
    expect(Object.values(noFlags)).toEqual(Array(8).fill(false));
  });

  it('sets the named ones only', () => {
    const flags = funnelFlags('meetingProposed', 'requestCancelled');
    expect(Object.entries(flags).filter(([, on]) => on)).toEqual([
      ['meetingProposed', true],
      ['requestCancelled', true],
    ]);
  });
});

describe('operations §2 — the 8 board columns, titles and order', () => {
  it('lists the columns in the spec order', () => {
    expect(BOARD_COLUMNS.map((c) => c.title)).toEqual([
      'Request received',
      'Meeting proposed',
      'Visit Scheduled',
      'Visit past',
      'Contract Start',
      'Contract Sent',
      'Contract Signed',
      'Cancelled',
    ]);
    expect(BOARD_COLUMNS.map((c) => c.key)).toEqual([...BOARD_COLUMN_KEYS]);
  });

  it.each([
    ['requestReceived', 'request_received'],
    ['meetingProposed', 'meeting_proposed'],
    ['visitScheduled', 'visit_scheduled'],
    ['visitPast', 'visit_past'],
    ['contractStart', 'contract_start'],
    ['contractSent', 'contract_sent'],
    ['contractSigned', 'contract_signed'],
    ['cancelled', 'cancelled'],
    ['unknown', null],
  ] as [FunnelState, string | null][])('state %s goes to column %s', (state, column) => {
    expect(boardColumnOf(state)).toBe(column);
  });

  it('titles each funnel stage like its column', () => {
    for (const flag of FUNNEL_FLAG_ORDER) {
      const column = boardColumnOf(flag);
      expect(BOARD_COLUMNS.find((c) => c.key === column)?.title).toBe(FUNNEL_STATE_LABELS[flag]);
    }
  });
});

describe('operations §4 — where a request stands', () => {
  const funnel = request().funnel;
  it.each([
    ['a new request', {}, 'requestReceived'],
    ['a meeting proposed', { meetingsProposed: [meeting('proposed')] }, 'meetingProposed'],
    [
      'a meeting proposal date',
      { funnel: { ...funnel, meetingProposedDate: '2026-03-02T09:00:00Z' } },
      'meetingProposed',
    ],
    ['a visit scheduled', { visitScheduled: true }, 'visitScheduled'],
    [
      'a visit scheduled date',
      { funnel: { ...funnel, visitScheduledDate: '2026-03-02T09:00:00Z' } },
      'visitScheduled',
    ],
    ['a visit past', { visitScheduled: true, visitPast: true }, 'visitPast'],
    [
      'a visit past date',
      { funnel: { ...funnel, visitPast: '2026-03-05T09:00:00Z' } },
      'visitPast',
    ],
    ['a contract started', { funnel: { ...funnel, contractStart: '2026-03-06' } }, 'contractStart'],
    ['a contract sent', { funnel: { ...funnel, contractSent: '2026-03-07' } }, 'contractSent'],
    ['a contract signed', { contractSigned: true }, 'contractSigned'],
    [
      'a contract signed date',
      { funnel: { ...funnel, contractSigned: '2026-03-08T09:00:00Z' } },
      'contractSigned',
    ],
    ['a cancelled request', { isCancelled: true, visitScheduled: true }, 'cancelled'],
    [
      'a cancellation date',
      { funnel: { ...funnel, requestCancelled: '2026-03-08T09:00:00Z' } },
      'cancelled',
    ],
  ] as [string, Partial<ContactRequest>, FunnelState][])('%s is %s', (_, overrides, state) => {
    const flags = requestFunnelFlags(request(overrides));
    expect(requestState(request(overrides))).toBe(state);
    // Exactly one flag is set, so the spec's first-true-flag rule reads the same state.
    const stageFlags = FUNNEL_FLAG_ORDER.filter((f) => flags[f]);
    expect(stageFlags.length).toBe(state === 'cancelled' ? 0 : 1);
    expect(flags.requestCancelled).toBe(state === 'cancelled');
  });
});

describe('operations §4 — step values and meeting states', () => {
  it('knows the step values seen and the meeting states', () => {
    expect(REQUEST_STEPS).toEqual({
      requestReceived: 'request_received',
      meetingProposed: 'meeting_proposed',
    });
    expect(MEETING_STATES).toEqual(['proposed', 'accepted', 'concluded']);
  });
});

describe('operations §2 — board filters', () => {
  it('offers visits in the last 12, 24, 48 or 72 hours and four sorts', () => {
    expect(VISIT_WITHIN_HOURS).toEqual([12, 24, 48, 72]);
    expect(REQUEST_SORTS.map((s) => s.value)).toEqual([
      'received_asc',
      'received_desc',
      'visit_asc',
      'visit_desc',
    ]);
    expect(DEFAULT_REQUEST_SORT).toBe('received_desc');
  });

  it.each([
    ['2026-03-29T21:59:00Z', { startDate: '2026-03-22', endDate: '2026-03-29' }],
    ['2026-03-29T22:00:00Z', { startDate: '2026-03-23', endDate: '2026-03-30' }],
    // 23:30 in Paris on the day winter time starts.
    ['2026-10-25T22:30:00Z', { startDate: '2026-10-18', endDate: '2026-10-25' }],
  ])('defaults to the last 7 days at %s', (iso, range) => {
    expect(defaultRequestDateRange(new Date(iso))).toEqual(range);
  });
});

describe('operations §2 — visits scheduled in the last N hours (server and mocks)', () => {
  const now = new Date('2026-03-16T09:00:00Z');

  it('is the half-open window [now − N hours, now)', () => {
    expect(visitWindow(12, now)).toEqual({ from: new Date('2026-03-15T21:00:00Z'), to: now });
  });

  it.each([
    ['2026-03-15T21:00:00Z', 12, true],
    ['2026-03-15T20:59:59Z', 12, false],
    ['2026-03-16T08:59:59Z', 12, true],
    ['2026-03-16T09:00:00Z', 12, false],
    ['2026-03-13T09:00:00Z', 72, true],
    ['garbage', 72, false],
  ] as const)('a visit scheduled at %s is in the last %i hours: %s', (instant, hours, inside) => {
    expect(isInVisitWindow(instant, hours, now)).toBe(inside);
    expect(isInVisitWindow(new Date(instant), hours, now)).toBe(inside);
  });

  it('never holds a visit that was not scheduled', () => {
    expect(isInVisitWindow(null, 72, now)).toBe(false);
  });
});

describe('operations §6 — request action availability', () => {
  it('opens everything but contract links on a new request', () => {
    expect(requestActions(request())).toEqual({
      cancelAsGuest: true,
      declineAsHost: true,
      proposeMeeting: true,
      scheduleVisit: true,
      acceptForHost: true,
      acceptForGuest: false,
      downloadContract: false,
      viewContractDraft: false,
    });
  });

  it.each([
    ['cancelled', { isCancelled: true }, false],
    ['a meeting accepted', { meetingsProposed: [meeting('accepted')] }, false],
    ['a meeting concluded', { meetingsProposed: [meeting('concluded')] }, false],
    ['a meeting only proposed', { meetingsProposed: [meeting('proposed')] }, true],
    ['a contract signed', { contractSigned: true }, true],
  ] as [string, Partial<ContactRequest>, boolean][])(
    'create visit and propose meeting with %s: %s',
    (_, overrides, open) => {
      const actions = requestActions(request(overrides));
      expect(actions.proposeMeeting).toBe(open);
      expect(actions.scheduleVisit).toBe(open);
    },
  );

  it('sees a settled meeting among others', () => {
    expect(
      hasSettledMeeting({ meetingsProposed: [meeting('proposed'), meeting('accepted')] }),
    ).toBe(true);
    expect(hasSettledMeeting({ meetingsProposed: [] })).toBe(false);
  });

  it.each([
    ['request_received', true, false],
    ['meeting_proposed', false, true],
    ['visit_scheduled', false, false],
  ])('at step %s accept for host is %s and for guest %s', (step, host, guest) => {
    const actions = requestActions(request({ step }));
    expect(actions.acceptForHost).toBe(host);
    expect(actions.acceptForGuest).toBe(guest);
  });

  it.each([
    ['open', {}, true],
    ['contract signed', { contractSigned: true }, false],
    ['cancelled', { isCancelled: true }, false],
  ] as [string, Partial<ContactRequest>, boolean][])(
    'host decline and guest cancel when %s: %s',
    (_, overrides, open) => {
      const actions = requestActions(request(overrides));
      expect(actions.declineAsHost).toBe(open);
      expect(actions.cancelAsGuest).toBe(open);
    },
  );

  it('treats a request with only a cancellation date as cancelled, as its board column does', () => {
    const cancelled = request({
      isCancelled: false,
      funnel: { ...request().funnel, requestCancelled: '2026-03-02T10:00:00Z' },
    });
    expect(isRequestCancelled(cancelled)).toBe(true);
    expect(isRequestCancelled(request())).toBe(false);
    const actions = requestActions(cancelled);
    expect(actions.proposeMeeting).toBe(false);
    expect(actions.scheduleVisit).toBe(false);
    expect(actions.cancelAsGuest).toBe(false);
    expect(actions.declineAsHost).toBe(false);
  });

  it('downloads the contract only when signed', () => {
    expect(requestActions(request({ contractSigned: true })).downloadContract).toBe(true);
    expect(requestActions(request({ contractSigned: false })).downloadContract).toBe(false);
  });

  it('links the contract draft only with a contract info id', () => {
    expect(requestActions(request({ contractInfoId: 77 })).viewContractDraft).toBe(true);
    expect(requestActions(request({ contractInfoId: null })).viewContractDraft).toBe(false);
  });
});

describe('operations §5 — accepting a proposed slot is disabled when the slot is in the past', () => {
  // 29 March 2026 at 03:00 in Paris, just after the spring change.
  const now = new Date('2026-03-29T01:00:00Z');

  it.each([
    ['2026-03-29T00:59:00Z', true],
    ['2026-03-29T01:00:00Z', false],
    ['2026-03-29T01:01:00Z', false],
    ['2026-03-28T23:30:00Z', true],
  ])('a slot at %s is in the past: %s', (proposedDate, past) => {
    expect(isSlotInPast({ proposedDate }, now)).toBe(past);
  });

  it.each([
    ['request_received', 'host', '2026-03-30T08:00:00Z', true],
    ['request_received', 'host', '2026-03-28T08:00:00Z', false],
    ['request_received', 'guest', '2026-03-30T08:00:00Z', false],
    ['meeting_proposed', 'guest', '2026-03-30T08:00:00Z', true],
    ['meeting_proposed', 'guest', '2026-03-28T08:00:00Z', false],
    ['meeting_proposed', 'host', '2026-03-30T08:00:00Z', false],
  ] as const)('at step %s, for the %s, a slot at %s can be accepted: %s', (step, party, at, ok) => {
    expect(canAcceptSlot(request({ step }), { proposedDate: at }, party, now)).toBe(ok);
  });
});

describe('operations §2 — visit date and ratings as shown', () => {
  it("shows 'pending' until a visit is scheduled", () => {
    expect(visitDateText({ visitDate: null })).toBe('pending');
    expect(visitDateText({ visitDate: '2026-10-25T01:30:00Z' })).toBe('25/10/2026 02:30');
  });

  it.each([
    [4, '4'],
    [0, '0'],
    [null, 'na'],
    [undefined, 'na'],
  ])('rating %s shows %s', (rating, shown) => {
    expect(ratingText(rating)).toBe(shown);
  });
});

describe('the board card carries the card’s fields only', () => {
  it('keeps date, id, host, guest, visit and amount', () => {
    const card = boardRequestOf(request({ visitDate: '2026-03-10T09:00:00Z' }));
    expect(card).toEqual({
      id: 1,
      requestDate: '2026-03-01T09:00:00Z',
      host: { name: 'Hana Host', companyName: 'Host SAS' },
      guest: { name: 'Guy Guest', companyName: 'Guest SARL' },
      visitDate: '2026-03-10T09:00:00Z',
      amount: 1500,
      assignee: null,
      stageSince: '2026-03-01T09:00:00Z',
    });
  });

  it('carries the owner, and the day the request entered its column', () => {
    const lea = { id: 7, name: 'Léa Bernard' };
    const card = boardRequestOf(
      request({
        assignment: { assignee: lea, by: lea, at: '2026-03-02T10:00:00Z' },
        meetingsProposed: [meeting('proposed')],
        funnel: { ...request().funnel, meetingProposedDate: '2026-03-04T08:00:00Z' },
      }),
    );
    expect(card.assignee).toEqual(lea);
    expect(card.stageSince).toBe('2026-03-04T08:00:00Z');
  });
});

describe('the board’s dates and id search', () => {
  it('finds a start after the end, and nothing wrong otherwise', () => {
    expect(isStartAfterEnd({ startDate: '2026-03-10', endDate: '2026-03-09' })).toBe(true);
    expect(isStartAfterEnd({ startDate: '2026-03-09', endDate: '2026-03-09' })).toBe(false);
    expect(isStartAfterEnd({ startDate: '2026-03-09' })).toBe(false);
    expect(START_AFTER_END).toMatch(/start date is after the end date/);
  });
  it('says the dates are ignored for an id search', () => {
    expect(idSearchNote(1264)).toBe(
      'Showing request #1264 whatever its date: the start and end dates are ignored for an id search.',
    );
  });
});

describe('why an action is not possible', () => {
  const now = new Date('2026-03-05T09:00:00Z');
  const cancelled = request({ isCancelled: true });
  const signed = request({ contractSigned: true });
  const settled = request({ meetingsProposed: [meeting('accepted')] });
  it('gives no reason when the action is possible', () => {
    for (const action of [
      'cancelAsGuest',
      'declineAsHost',
      'proposeMeeting',
      'scheduleVisit',
    ] as const) {
      expect(actionUnavailableReason(request(), action)).toBeNull();
    }
    expect(actionUnavailableReason(signed, 'downloadContract')).toBeNull();
  });
  it('names the rule that stops it', () => {
    expect(actionUnavailableReason(cancelled, 'cancelAsGuest')).toBe(
      ACTION_REASONS.alreadyWithdrawn,
    );
    expect(actionUnavailableReason(signed, 'declineAsHost')).toBe(ACTION_REASONS.contractSigned);
    expect(actionUnavailableReason(cancelled, 'proposeMeeting')).toBe(
      ACTION_REASONS.alreadyWithdrawn,
    );
    expect(actionUnavailableReason(settled, 'scheduleVisit')).toBe(ACTION_REASONS.meetingSettled);
    expect(actionUnavailableReason(request(), 'downloadContract')).toBe(
      ACTION_REASONS.contractNotSigned,
    );
  });
  it('says which party may accept a slot, and why not', () => {
    const future = { proposedDate: '2026-03-10T09:00:00Z', state: 'proposed' as const };
    const received = request({ step: 'request_received' });
    const proposed = request({ step: 'meeting_proposed' });
    expect(acceptingParty(received)).toBe('host');
    expect(acceptingParty(proposed)).toBe('guest');
    expect(acceptingParty(request({ step: 'visit_scheduled' }))).toBeNull();
    expect(acceptUnavailableReason(received, future, 'host', now)).toBeNull();
    expect(acceptUnavailableReason(proposed, future, 'host', now)).toBe(
      'Accept for host is possible only while the request is at Request received.',
    );
    expect(acceptUnavailableReason(received, future, 'guest', now)).toBe(
      ACTION_REASONS.acceptForGuest,
    );
    expect(acceptUnavailableReason(received, { ...future, state: 'accepted' }, 'host', now)).toBe(
      ACTION_REASONS.slotNotProposed,
    );
    expect(
      acceptUnavailableReason(
        received,
        { ...future, proposedDate: '2026-03-01T09:00:00Z' },
        'host',
        now,
      ),
    ).toBe(ACTION_REASONS.slotInPast);
  });
});

describe('a cancelled or declined request says who, why and when', () => {
  it('names who withdrew it and the reason from their list', () => {
    expect(withdrawalTitle({ by: 'guest' })).toBe('Cancelled by the guest');
    expect(withdrawalTitle({ by: 'host' })).toBe('Declined by the host');
    expect(withdrawalReasonText({ by: 'guest', reason: 1010 })).not.toBe('1010');
    expect(withdrawalReasonText({ by: 'host', reason: 1000 })).not.toBe('1000');
    expect(withdrawalReasonText({ by: 'host', reason: null })).toBeNull();
  });

  it('names the staff member who recorded it, when one is on record', () => {
    const lea = { id: 2, name: 'Léa Bernard' };
    expect(withdrawalLine({ by: 'guest', staff: lea })).toBe(
      'Cancelled by the guest · Léa Bernard',
    );
    expect(withdrawalLine({ by: 'host', staff: null })).toBe('Declined by the host');
    const withdrawal = { by: 'guest' as const, reason: 1010, message: null, at: null, staff: lea };
    expect(boardRequestOf(request({ withdrawal })).withdrawal).toEqual({ by: 'guest', staff: lea });
  });
});
