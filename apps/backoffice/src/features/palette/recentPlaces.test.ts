import { afterEach, describe, expect, it } from 'vitest';
import {
  RECENT_PLACES,
  RECENT_PLACES_KEY,
  readRecentPlaces,
  recentPlacesBesides,
  rememberPlace,
  screenOf,
} from './recentPlaces';

afterEach(() => localStorage.clear());

describe('recent places', () => {
  it('keeps the last ten others, newest first, each once', () => {
    for (let i = 1; i <= 14; i++) rememberPlace({ path: `/requests/${i}`, label: `Request ${i}` });
    rememberPlace({ path: '/requests/3', label: 'Request 3' });
    const shown = recentPlacesBesides('/requests/3');
    expect(shown).toHaveLength(RECENT_PLACES);
    expect(shown.map((p) => p.path)).toEqual(
      [14, 13, 12, 11, 10, 9, 8, 7, 6, 5].map((i) => `/requests/${i}`),
    );
    expect(readRecentPlaces()[0]).toEqual({ path: '/requests/3', label: 'Request 3' });
  });

  it('reads nothing from what it did not write', () => {
    localStorage.setItem(RECENT_PLACES_KEY, '{not json');
    expect(readRecentPlaces()).toEqual([]);
    localStorage.setItem(
      RECENT_PLACES_KEY,
      JSON.stringify([{ path: 1 }, { path: '/a', label: 'A' }]),
    );
    expect(readRecentPlaces()).toEqual([{ path: '/a', label: 'A' }]);
  });

  it('names a place by the longest screen path that holds it', () => {
    const screens = [
      { href: '/offices', label: 'Offices' },
      { href: '/offices/search', label: 'Map search' },
      // A link to a screen as last shown carries its query.
      { href: '/requests?owner=mine', label: 'Requests' },
    ];
    expect(screenOf('/offices/search/details/4', screens)?.label).toBe('Map search');
    expect(screenOf('/offices', screens)?.label).toBe('Offices');
    expect(screenOf('/officesx', screens)).toBeNull();
    expect(screenOf('/requests', screens)).toMatchObject({ label: 'Requests', path: '/requests' });
    expect(screenOf('/requests/12', screens)?.label).toBe('Requests');
  });

  it('forgets the place an entry replaced, and only that one', () => {
    rememberPlace({ path: '/offices', label: 'Offices' });
    rememberPlace({ path: '/requests?startDate=2026-01-02', label: 'Requests' });
    rememberPlace(
      { path: '/requests?startDate=2026-01-28', label: 'Requests' },
      '/requests?startDate=2026-01-02',
    );
    expect(readRecentPlaces().map((p) => p.path)).toEqual([
      '/requests?startDate=2026-01-28',
      '/offices',
    ]);
  });
});
