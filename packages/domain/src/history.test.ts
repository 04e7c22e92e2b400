import { describe, expect, it } from 'vitest';
import {
  HISTORY_PAGE_SIZE,
  formatHistoryValue,
  historyFieldLabel,
  historySentence,
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
