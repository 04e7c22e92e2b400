import { describe, expect, it } from 'vitest';
import {
  HISTORY_PAGE_SIZE,
  formatHistoryValue,
  historyFieldLabel,
  hasHistorySentence,
  actedMeanwhile,
  historySentence,
  historyShowsChange,
  lastChangeLine,
  historyValueLabel,
} from './history';

describe('history words', () => {
  it('labels a column by its own label or its words', () => {
    expect(historyFieldLabel('isCancelled')).toBe('Cancelled');
    expect(historyFieldLabel('visitScheduledAt')).toBe('Visit scheduled at');
    expect(historyFieldLabel('status')).toBe('Status');
    expect(historyFieldLabel('hs_deal_url')).toBe('Hs deal url');
  });

  it('tells values in words', () => {
    expect(formatHistoryValue(null)).toBe('none');
    expect(formatHistoryValue('')).toBe('none');
    expect(formatHistoryValue(true)).toBe('Yes');
    expect(formatHistoryValue(false)).toBe('No');
    expect(formatHistoryValue('guest_cancelled')).toBe('guest_cancelled');
    expect(formatHistoryValue(12)).toBe('12');
    expect(formatHistoryValue([3, 1])).toBe('3, 1');
    expect(formatHistoryValue([])).toBe('none');
    expect(formatHistoryValue({ a: 1 })).toBe('{"a":1}');
    expect(formatHistoryValue('2026-11-28T09:30:00.000Z')).toMatch(/28\/11\/2026|2026/);
  });

  it('pages by twenty', () => {
    expect(HISTORY_PAGE_SIZE).toBe(20);
  });
});

describe('history in sentences', () => {
  const facts = (action: string, input: Record<string, unknown> | null) => ({
    action,
    staffName: 'Léa Bernard',
    input,
  });

  it('tells each write with its staff member, in words, values with their labels', () => {
    expect(
      historySentence(
        facts('guestCancel', {
          guestCancelledReason: 10,
          guestCancelledMessage: 'Trouvé ailleurs',
        }),
        'Cancel as guest',
      ),
    ).toMatch(/^Léa Bernard cancelled the request as the guest: \D.+, “Trouvé ailleurs”$/);
    expect(
      historySentence(facts('assignRequest', { assigneeId: 3, assigneeName: 'Hugo Petit' }), ''),
    ).toBe('Léa Bernard assigned the request to Hugo Petit');
    expect(historySentence(facts('assignRequest', { assigneeId: null }), '')).toBe(
      'Léa Bernard unassigned the request',
    );
    expect(historySentence(facts('createCrVisit', { requestId: 2301 }), '')).toBe(
      'Léa Bernard created request #2301 with its visit (CR & Visit)',
    );
    expect(historySentence(facts('sendFavoritesSms', null), '')).toBe(
      'Léa Bernard sent the favorites by SMS',
    );
  });

  it('keeps notes whole, says what was deleted, and an add that added nothing', () => {
    const long = `<p>${'Clés à l’accueil. '.repeat(20)}</p>`;
    expect(historySentence(facts('createInternalNote', { note: long }), '')).toContain(
      'Clés à l’accueil. '.repeat(19).trim(),
    );
    expect(
      historySentence(
        facts('deleteInternalNote', {
          deletedNote: '<p>Code <b>1234</b></p>',
          noteAuthor: 'Hugo Petit',
        }),
        '',
      ),
    ).toBe('Léa Bernard deleted an internal note by Hugo Petit: “Code 1234”');
    expect(historySentence(facts('addFavorites', { office_ids: [12], added: [] }), '')).toBe(
      'Léa Bernard added no favorite: offices 12 were already there or not found',
    );
    expect(historySentence(facts('addFavorites', { office_ids: [12, 15], added: [15] }), '')).toBe(
      'Léa Bernard added favorites 15',
    );
  });

  it('falls back on the route’s summary, and names steps and reasons', () => {
    expect(historySentence(facts('somethingNew', null), 'Do a thing')).toBe(
      'Léa Bernard: Do a thing',
    );
    expect(historyValueLabel('step', 'guest_cancelled')).toBe('Cancelled by the guest');
    expect(historyValueLabel('publicationState', 1)).toBe('Published');
    expect(historyValueLabel('visitDate', '2026-01-01')).toBeNull();
  });
});

describe('every write in a sentence', () => {
  const say = (action: string, input: Record<string, unknown> | null = {}) =>
    historySentence({ action, staffName: 'Léa Bernard', input }, 'Summary').replace(
      /^Léa Bernard /,
      '',
    );

  it.each([
    [
      'hostDecline',
      { hostDeclinedReason: 1000, hostDeclinedMessage: '<p>Loué</p>' },
      /^declined the request as the host: \D.*, “Loué”$/,
    ],
    ['hostDecline', { hostDeclinedReason: 1000, hostDeclinedMessage: '' }, /, “”$/],
    [
      'proposeMeeting',
      { dates: ['2026-03-20T09:30:00Z', '2026-03-21T09:30:00Z'] },
      /^proposed 2 visit slots: 20\/03\/2026 10:30, 21\/03\/2026 10:30$/,
    ],
    ['proposeMeeting', {}, /^proposed 0 visit slots: $/],
    [
      'scheduleMeeting',
      { meetingSlot: '2026-03-20T09:30:00Z' },
      /^scheduled the visit on 20\/03\/2026 10:30$/,
    ],
    ['scheduleMeeting', {}, /^scheduled the visit on a date$/],
    [
      'acceptAppointment',
      { slot: '2026-03-20T09:30:00Z' },
      /^accepted the visit slot of 20\/03\/2026 10:30$/,
    ],
    ['acceptAppointment', {}, /^accepted a proposed visit slot$/],
    ['assignRequest', { assigneeId: 3 }, /^assigned the request$/],
    ['createCrVisit', {}, /^created a request with its visit \(CR & Visit\)$/],
    ['markConversationRead', {}, /^marked the conversation read$/],
    ['officeRank', { rank: 3 }, /^set the rank to 3$/],
    ['officeRank', { rank: null }, /^set no rank$/],
    ['officeBestDeal', { isBestDeal: true }, /^marked the office a best deal$/],
    ['officePriceFlexibility', { priceFlexibility: true }, /^turned price flexibility on$/],
    ['officePriceFlexibility', { priceFlexibility: false }, /^turned price flexibility off$/],
    ['publishOffice', { offMarket: true }, /^published the office off market$/],
    ['unpublishOffice', {}, /^unpublished the office$/],
    ['rejectOfficeVersion', {}, /^rejected the version waiting for approval$/],
    ['generateSeoDescription', {}, /^asked for new SEO texts$/],
    ['updateSeoDescription', {}, /^edited the SEO texts$/],
    [
      'updateInternalNote',
      { internal_note: { note: '<p>B</p>' }, previousNote: '<p>A&amp;C</p>' },
      /^edited an internal note: “A&C” → “B”$/,
    ],
    [
      'updateInternalNote',
      { internal_note: { note: '<p>B&nbsp;&lt;&gt;&quot;&#39;</p>' } },
      /^edited an internal note: “B <>"'”$/,
    ],
    ['deleteInternalNote', { deletedNote: '<p>X</p>' }, /^deleted an internal note: “X”$/],
    ['deleteInternalNote', {}, /^deleted an internal note$/],
    ['createRequestNote', { body: 'Call @Léa Bernard' }, /^added a note: “Call @Léa Bernard”$/],
    ['updateRequestNote', { previousBody: 'A', body: 'B' }, /^edited a note: “A” → “B”$/],
    ['updateRequestNote', { body: 'B' }, /^edited a note: “B”$/],
    [
      'deleteRequestNote',
      { deletedBody: 'X', noteAuthor: 'Hugo Petit' },
      /^deleted a note by Hugo Petit: “X”$/,
    ],
    ['deleteRequestNote', { deletedBody: 'X' }, /^deleted a note: “X”$/],
    ['deleteRequestNote', {}, /^deleted a note$/],
    [
      'addBookmarkToUsers',
      { office_id: 4, guest_ids: [5, 6] },
      /^added office 4 to the favorites of guests 5, 6$/,
    ],
    ['addFavorites', { office_ids: [12] }, /^added favorites 12$/],
    ['sendFavoritesEmail', {}, /^sent the favorites by email$/],
    ['deleteBookmark', {}, /^removed a favorite$/],
    ['bookmarkNote', { note: 'Rappeler' }, /^wrote a favorite’s note: “Rappeler”$/],
    ['blockUser', {}, /^blocked the user$/],
    ['reviewUser', {}, /^set the user to review$/],
    ['confirmUser', {}, /^confirmed the user$/],
    ['resetPassword', {}, /^sent a password reset email$/],
    ['handoverLink', {}, /^made a handover link$/],
    ['setUserPro', { pro: true }, /^set the user Pro$/],
    ['setUserPro', { pro: false }, /^set the user Non-Pro$/],
    ['notifyBySms', { notify_by_sms: true }, /^turned SMS notifications on$/],
    ['notifyBySms', { notify_by_sms: false }, /^turned SMS notifications off$/],
    [
      'updatePhone',
      { mobile_prefix: '+33', mobile_number: '612345678' },
      /^changed the phone number to \+33 612345678$/,
    ],
    ['updatePhone', {}, /^changed the phone number to$/],
    ['manageHost', {}, /^changed the host’s email and password$/],
    ['createSeoLocation', {}, /^created the SEO location$/],
    ['updateSeoLocation', {}, /^edited the SEO page$/],
    ['activateSeoPages', {}, /^activated the SEO pages$/],
    ['suspendSeoPages', {}, /^suspended the SEO pages$/],
    ['saveFaq', { data: [{ faq: [{}] }] }, /^saved the FAQ \(1 question\)$/],
    ['saveFaq', { data: [{ faq: [{}, {}] }] }, /^saved the FAQ \(2 questions\)$/],
    ['saveFaq', {}, /^saved the FAQ \(0 questions\)$/],
    ['deleteFaq', {}, /^deleted a FAQ entry$/],
    ['addDisplayOffices', { offices: '12, 15' }, /^added offices 12, 15 to the section$/],
    ['addDisplayOffices', {}, /^added offices {2}to the section$/],
    ['rearrangeDisplay', {}, /^rearranged the offices between sections$/],
    ['removeDisplayOffice', { officeId: 12 }, /^removed office 12 from the section$/],
  ] as [string, Record<string, unknown>, RegExp][])('%s %j', (action, input, says) => {
    expect(hasHistorySentence(action)).toBe(true);
    expect(say(action, input)).toMatch(says);
  });

  it('reads a write that sent nothing, and labels a host’s decline reason', () => {
    expect(say('blockUser', null)).toBe('blocked the user');
    expect(hasHistorySentence('somethingNew')).toBe(false);
    expect(historyValueLabel('cancelReason', 1000, { cancelledBy: 'host' })).not.toBe('1000');
    expect(historyValueLabel('cancelReason', 20)).toBe('Project postponed');
    expect(historyValueLabel('step', 'unknown_step')).toBeNull();
    expect(historyValueLabel('rank', 3)).toBeNull();
  });
});

describe('the last change in one line', () => {
  const change = (action: string, at = '2026-11-30T09:02:00Z', summary = '') => ({
    staffName: 'Léa Bernard',
    at,
    action,
    summary,
  });
  it('says who, when (the time alone today) and what, in a few words', () => {
    const now = new Date('2026-11-30T15:00:00Z');
    expect(lastChangeLine(change('guestCancel', undefined, 'Cancel as guest'), now)).toBe(
      'Last change: Léa Bernard, 10:02, cancelled as the guest',
    );
    expect(lastChangeLine(change('hostDecline', '2026-11-28T09:02:00Z'), now)).toBe(
      'Last change: Léa Bernard, 28/11/2026 10:02, declined as the host',
    );
    // A write without words of its own says its route's summary.
    expect(lastChangeLine(change('somethingNew', undefined, 'Mark the request read'), now)).toBe(
      'Last change: Léa Bernard, 10:02, mark the request read',
    );
  });
  it('names who acted meanwhile, after a refusal', () => {
    expect(actedMeanwhile(change('scheduleMeeting'))).toBe(
      'Léa Bernard scheduled the visit on 30/11/2026 10:02.',
    );
  });
});

describe('the changes listed', () => {
  it('leave out the staff ids that the sentence names in words', () => {
    expect(historyShowsChange('withdrawnById')).toBe(false);
    expect(historyShowsChange('assigneeId')).toBe(false);
    expect(historyShowsChange('step')).toBe(true);
  });
});

describe('a user’s status in the history', () => {
  it('is said with its label, not its code', () => {
    expect(historyValueLabel('status', 'under_review')).toBe('Under review');
    expect(historyValueLabel('status', 'blocked')).toBe('Blocked');
    expect(historyValueLabel('status', 'something_else')).toBeNull();
  });
});
