import { describe, expect, it } from 'vitest';
import { nextCameFrom } from './cameFrom';
import type { Place } from './cameFrom';

const place = (pathname: string, search: string, key: string): Place => ({ pathname, search, key });
const mapSearch = place('/offices/search', '?searchString=Lyon', 'm1');
const office = place('/offices/search/details/12', '', 'o1');

describe('where a page was opened from', () => {
  it('a page opened from another came from it, with its query', () => {
    expect(nextCameFrom({}, mapSearch, office, 'PUSH')).toEqual(mapSearch);
  });

  it('a change inside the page keeps what the page came from', () => {
    const record = { o1: mapSearch };
    const sameOffice = place(office.pathname, '?tab=notes', 'o2');
    expect(nextCameFrom(record, office, sameOffice, 'PUSH')).toEqual(mapSearch);
    expect(nextCameFrom(record, office, sameOffice, 'REPLACE')).toEqual(mapSearch);
  });

  it('a redirect keeps what the page it replaces came from', () => {
    const requests = place('/requests', '', 'r1');
    expect(nextCameFrom({ h1: mapSearch }, place('/', '', 'h1'), requests, 'REPLACE')).toEqual(
      mapSearch,
    );
    expect(nextCameFrom({}, place('/', '', 'h1'), requests, 'REPLACE')).toBeNull();
  });

  it('Back, Forward and a reload keep what was recorded', () => {
    expect(nextCameFrom({}, office, mapSearch, 'POP')).toBeUndefined();
    expect(nextCameFrom({}, null, office, 'PUSH')).toBeUndefined();
    expect(nextCameFrom({}, office, office, 'PUSH')).toBeUndefined();
  });
});
