import { afterEach, describe, expect, it } from 'vitest';
import { isChanged, isNarrowed, readListParams, writeListParams } from '@/shared/list/listParams';
import { parisToday } from '@backoffice/domain';
import {
  BOARD_DATE_PRESETS,
  boardParams,
  boardQueryOf,
  ownerChoiceOf,
  ownerParamsOf,
} from './filters';
import { lastViewOf } from '@/shared/navigation/lastViews';
import { rememberBoardView } from './lastView';

// 10:00 in Paris on 15 May 2026.
const now = new Date('2026-05-15T08:00:00Z');
const read = (query: string) => readListParams(boardParams, new URLSearchParams(query), now);
const write = (values: ReturnType<typeof read>) =>
  writeListParams(boardParams, values, now).toString();

describe('board filters in the URL', () => {
  it('reads a plain /requests as the defaults: the last 7 days, received descending', () => {
    expect(read('')).toEqual({
      startDate: '2026-05-08',
      endDate: '2026-05-15',
      search: undefined,
      visitWithinHours: undefined,
      sort: 'received_desc',
    });
    expect(isChanged(boardParams, read(''), now)).toBe(false);
  });

  it('reads every filter a link gives', () => {
    expect(
      read(
        'startDate=2026-04-01&endDate=2026-04-30&search=acme&visitWithinHours=48&sort=visit_asc',
      ),
    ).toEqual({
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      search: 'acme',
      visitWithinHours: 48,
      sort: 'visit_asc',
    });
  });

  it('falls back to the default for a parameter that is not valid', () => {
    const filters = read('startDate=2026-02-30&visitWithinHours=36&sort=newest&search=%20%20');
    expect(filters).toEqual(read(''));
  });

  it('writes only what differs from the defaults', () => {
    expect(write(read(''))).toBe('');
    expect(write({ ...read(''), search: ' acme ', visitWithinHours: 12 })).toBe(
      'search=acme&visitWithinHours=12',
    );
    expect(write({ ...read(''), sort: 'visit_desc' })).toBe('sort=visit_desc');
  });

  it('round-trips a URL', () => {
    const query = 'endDate=2026-04-30&search=acme&sort=visit_asc&startDate=2026-04-01';
    expect(write(read(query))).toBe(query);
  });

  it('counts the sort as a change (Reset undoes it), not as a filter (no "no results")', () => {
    expect(isChanged(boardParams, read('sort=visit_asc'), now)).toBe(true);
    expect(isNarrowed(boardParams, read('sort=visit_asc'), now)).toBe(false);
    expect(isNarrowed(boardParams, read('visitWithinHours=24'), now)).toBe(true);
    expect(isNarrowed(boardParams, read('startDate=2026-05-01'), now)).toBe(true);
  });
});

describe('the owner filters in the URL', () => {
  it('reads Mine, Unassigned, a person, Waiting too long and All open from a link', () => {
    expect(read('owner=mine&waiting=true')).toMatchObject({ owner: 'mine', waiting: true });
    expect(read('assigneeId=2&open=true')).toMatchObject({ assigneeId: 2, open: true });
    expect(read('owner=someone&assigneeId=-1')).toMatchObject({
      owner: undefined,
      assigneeId: undefined,
    });
  });

  it('writes nothing for Anyone, and one parameter for the other choices', () => {
    expect(write({ ...read(''), ...ownerParamsOf(undefined) })).toBe('');
    expect(write({ ...read(''), ...ownerParamsOf('mine') })).toBe('owner=mine');
    expect(write({ ...read(''), ...ownerParamsOf('unassigned') })).toBe('owner=unassigned');
    expect(write({ ...read('owner=mine'), ...ownerParamsOf('2') })).toBe('assigneeId=2');
    expect(write({ ...read('assigneeId=2'), ...ownerParamsOf('mine') })).toBe('owner=mine');
    expect(write({ ...read(''), waiting: true, open: true })).toBe('open=true&waiting=true');
  });

  it('shows one Owner choice for the two parameters', () => {
    expect(ownerChoiceOf(read(''))).toBeUndefined();
    expect(ownerChoiceOf(read('owner=unassigned'))).toBe('unassigned');
    expect(ownerChoiceOf(read('assigneeId=7'))).toBe('7');
    // A link naming both (the server refuses it) shows the person.
    expect(ownerChoiceOf(read('owner=mine&assigneeId=7'))).toBe('7');
  });

  it('counts the owner filters as narrowing the board', () => {
    for (const query of ['owner=mine', 'assigneeId=2', 'waiting=true', 'open=true']) {
      expect(isNarrowed(boardParams, read(query), now)).toBe(true);
    }
  });

  it('asks for every open request without dates: All open ignores them', () => {
    const values = read('open=true&startDate=2026-05-01&endDate=2026-04-01&search=acme');
    expect(boardQueryOf(values)).toMatchObject({
      open: true,
      startDate: undefined,
      endDate: undefined,
      search: 'acme',
    });
    expect(boardQueryOf(read('startDate=2026-05-01'))).toMatchObject({
      startDate: '2026-05-01',
      endDate: '2026-05-15',
    });
  });
});

describe('the date presets', () => {
  const [today, week] = BOARD_DATE_PRESETS;
  const on = (instant: string) => {
    const day = parisToday(new Date(instant));
    return { today: today.range(day), week: week.range(day) };
  };

  it('Today is today in Paris, at both ends', () => {
    expect(today.label).toBe('Today');
    expect(on('2026-05-15T08:00:00Z').today).toEqual({ start: '2026-05-15', end: '2026-05-15' });
    // 23:30 UTC on 15 May is already the 16th in Paris.
    expect(on('2026-05-15T22:30:00Z').today).toEqual({ start: '2026-05-16', end: '2026-05-16' });
  });

  it('This week runs from Monday to Sunday of the week in Paris', () => {
    expect(week.label).toBe('This week');
    // Friday 15 May 2026.
    expect(on('2026-05-15T08:00:00Z').week).toEqual({ start: '2026-05-11', end: '2026-05-17' });
    // Sunday 17 May, 23:30 in London is Monday 00:30 in Paris: the next week.
    expect(on('2026-05-17T22:30:00Z').week).toEqual({ start: '2026-05-18', end: '2026-05-24' });
    expect(on('2026-05-17T21:30:00Z').week).toEqual({ start: '2026-05-11', end: '2026-05-17' });
  });

  it('writes both dates, or the start alone when the end is the default (today)', () => {
    const set = (range: { start: string; end: string }) =>
      write({ ...read(''), startDate: range.start, endDate: range.end });
    expect(set(on('2026-05-15T08:00:00Z').today)).toBe('startDate=2026-05-15');
    expect(set(on('2026-05-15T08:00:00Z').week)).toBe('endDate=2026-05-17&startDate=2026-05-11');
  });
});

describe('the board as last shown in the tab', () => {
  afterEach(() => {
    rememberBoardView(read(''), now);
    sessionStorage.clear();
  });

  it('is remembered as the URL writes it, and read back by Export', () => {
    rememberBoardView(read('search=%20acme%20&owner=mine&visitWithinHours=36'), now);
    expect(sessionStorage.getItem('backoffice.lastViews')).toContain(
      '"/requests":"owner=mine&search=acme"',
    );
    expect(read(lastViewOf('/requests'))).toMatchObject({ search: 'acme', owner: 'mine' });
    // Reset: nothing left but the defaults.
    rememberBoardView(read(''), now);
    expect(lastViewOf('/requests')).toBe('');
  });
});
