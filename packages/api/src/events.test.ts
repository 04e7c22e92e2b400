import { describe, expect, it } from 'vitest';
import {
  AREA_READS,
  CHANGE_AREAS,
  EVENTS_PATH,
  LIVE_READS,
  UNCHANGED_BY_WRITES,
  changeAreasOf,
  changeEventData,
  parseChangeEvent,
  readsOfAreas,
  writeRouteNames,
} from './events';
import { API_PREFIX, routeList, routes, type RouteName } from './routes';

describe('the change events table', () => {
  it('says what every write call changes: its areas, or why it changes no record', () => {
    for (const route of routeList.filter((r) => r.method !== 'GET'))
      expect(route.write !== null || route.unkeyed !== null, route.name).toBe(true);
    expect(writeRouteNames().every((name) => routes[name].write !== null)).toBe(true);
  });

  it('makes every read choose: an area, or unchanged by writes', () => {
    // A GET that changes records (a reset password's email) is a write, not a read.
    const reads = routeList
      .filter((r) => r.method === 'GET' && r.write === null)
      .map((r) => r.name as RouteName);
    const listed = new Set<RouteName>([...LIVE_READS, ...UNCHANGED_BY_WRITES]);
    expect(reads.filter((name) => !listed.has(name))).toEqual([]);
    expect(LIVE_READS.filter((name) => UNCHANGED_BY_WRITES.includes(name))).toEqual([]);
    for (const name of [...LIVE_READS, ...UNCHANGED_BY_WRITES])
      expect(routes[name].method).toBe('GET');
  });

  it('gives every area a read, and areas only the known ones', () => {
    for (const area of CHANGE_AREAS) expect(AREA_READS[area].length).toBeGreaterThan(0);
    for (const route of routeList)
      for (const area of route.write?.areas ?? []) expect(CHANGE_AREAS).toContain(area);
  });

  it('moves the board, the request and the conversations when a request is cancelled', () => {
    const reads = readsOfAreas(changeAreasOf('guestCancel'));
    expect(reads).toEqual(
      expect.arrayContaining(['requestBoard', 'request', 'conversations', 'chatMessages']),
    );
    expect(new Set(reads).size).toBe(reads.length);
  });

  it('changes nothing on a read or on signing in and out', () => {
    expect(changeAreasOf('requestBoard')).toEqual([]);
    expect(changeAreasOf('login')).toEqual([]);
    expect(changeAreasOf('logout')).toEqual([]);
  });

  it('lives under the API prefix, outside the route table', () => {
    expect(EVENTS_PATH).toBe(`${API_PREFIX}/csm/events`);
    expect(routeList.some((r) => r.path === EVENTS_PATH)).toBe(false);
  });
});

describe('parseChangeEvent', () => {
  it('reads what the server writes', () => {
    expect(parseChangeEvent(changeEventData(['requests', 'users']))).toEqual({
      areas: ['requests', 'users'],
    });
  });

  it('leaves out areas it does not know, and refuses what is not an event', () => {
    expect(parseChangeEvent('{"areas":["requests","weather",3]}')).toEqual({
      areas: ['requests'],
    });
    expect(parseChangeEvent('not json')).toBeNull();
    expect(parseChangeEvent('null')).toBeNull();
    expect(parseChangeEvent('{"areas":"requests"}')).toBeNull();
  });
});
