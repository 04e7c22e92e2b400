import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CONVERSATIONS_DEFAULT_DAYS,
  COUNTRIES,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PLACE,
  DOCUMENTS_DEFAULT_DAYS,
  FLEXIBILITIES,
  FLEXIBILITY_CODE_BY_TYPE,
  MAP_ZOOM,
  MEETING_SLOTS,
  OFFICE_RANK,
  OFFICE_RANKS,
  NO_RANK_LABEL,
  OFFICE_TYPES,
  PAGE_SIZES,
  PARIS_ARRONDISSEMENTS,
  PIN_MERGE_DISTANCE_M,
  REQUESTS_DEFAULT_DAYS,
  SEARCH_LIST_PAGE_SIZE,
  SEO_GENERATION_TIMEOUT_MS,
  TOAST_DURATION_MS,
  BOOKMARK_NOTE_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_STATUS_REFRESH_DELAY_MS,
  SEO_LINKED_PAGES_MAX,
  SEO_LINK_CANDIDATES_HEIGHT_PX,
  RICH_TEXT_HEADING_LEVELS,
  DEFAULT_PHONE_COUNTRY,
  CR_END_DATE_HORIZON_YEARS,
  DISPLAY_LOCATION,
  DEFAULT_REQUEST_TIMEOUT_SETTING,
} from './constants';

describe('operations §9 — business constants and limits', () => {
  it('offers page sizes 20, 50, 100, 500, 1000 with 50 by default', () => {
    expect(PAGE_SIZES).toEqual([20, 50, 100, 500, 1000]);
    expect(DEFAULT_PAGE_SIZE).toBe(50);
  });

  it('defaults to the last 7 days for requests and conversations, 28 for documents', () => {
    expect([REQUESTS_DEFAULT_DAYS, CONVERSATIONS_DEFAULT_DAYS, DOCUMENTS_DEFAULT_DAYS]).toEqual([
      7, 7, 28,
    ]);
  });

  it('has 1 to 10 meeting slots and ranks 1 to 5', () => {
    expect(MEETING_SLOTS).toEqual({ min: 1, max: 10 });
    expect(OFFICE_RANK).toEqual({ min: 1, max: 5 });
    expect(OFFICE_RANKS).toEqual([1, 2, 3, 4, 5]);
    expect(NO_RANK_LABEL).toBe('None');
  });

  it('zooms from 5 to 17, merges pins within 50 m and lists 20 offices at a time', () => {
    expect(MAP_ZOOM).toEqual({ min: 5, max: 17 });
    expect(PIN_MERGE_DISTANCE_M).toBe(50);
    expect(SEARCH_LIST_PAGE_SIZE).toBe(20);
  });

  it('works in FR and LU and opens the map on Paris', () => {
    expect(COUNTRIES.map((c) => c.value)).toEqual(['FR', 'LU']);
    expect(DEFAULT_PLACE.description).toMatch(/^Paris/);
    expect(DEFAULT_PLACE.topLat).toBeGreaterThan(DEFAULT_PLACE.geoLat);
    expect(DEFAULT_PLACE.bottomLat).toBeLessThan(DEFAULT_PLACE.geoLat);
    expect(DEFAULT_PLACE.topLon).toBeGreaterThan(DEFAULT_PLACE.geoLon);
    expect(DEFAULT_PLACE.bottomLon).toBeLessThan(DEFAULT_PLACE.geoLon);
  });

  it('filters Paris arrondissements 75001 to 75020', () => {
    expect(PARIS_ARRONDISSEMENTS).toHaveLength(20);
    expect(PARIS_ARRONDISSEMENTS[0]).toBe('75001');
    expect(PARIS_ARRONDISSEMENTS[9]).toBe('75010');
    expect(PARIS_ARRONDISSEMENTS[19]).toBe('75020');
  });

  it('names office types, flexibilities and categories with their codes', () => {
    expect(OFFICE_TYPES.map((o) => o.label)).toEqual(['Shared', 'Entire', 'Private']);
    expect(FLEXIBILITIES).toEqual([
      { value: 0, label: 'Full time' },
      { value: 10, label: 'Part time' },
      { value: 20, label: 'Full and Part time' },
    ]);
    expect(FLEXIBILITY_CODE_BY_TYPE).toEqual({
      full_time: 0,
      part_time: 10,
      full_and_part_time: 20,
    });
    expect(CATEGORIES).toEqual([
      { value: 0, label: 'Pro' },
      { value: 1, label: 'Non-Pro' },
    ]);
  });

  it('closes toasts after 5 s and waits 3 minutes for an SEO description', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(SEO_GENERATION_TIMEOUT_MS).toBe(180_000);
    expect(DEFAULT_REQUEST_TIMEOUT_SETTING).toBe(1000);
  });
});

describe('people-and-content §9 — business constants and limits', () => {
  it('has the limits of notes, passwords and linked pages', () => {
    expect(BOOKMARK_NOTE_MAX_LENGTH).toBe(250);
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(SEO_LINKED_PAGES_MAX).toBe(15);
    expect(SEO_LINK_CANDIDATES_HEIGHT_PX).toBe(120);
  });

  it('has the delays, defaults and fixed values', () => {
    expect(USER_STATUS_REFRESH_DELAY_MS).toBe(1000);
    expect(RICH_TEXT_HEADING_LEVELS).toEqual([3, 4]);
    expect(DEFAULT_PHONE_COUNTRY).toBe('FR');
    expect(CR_END_DATE_HORIZON_YEARS).toBe(2);
    expect(DISPLAY_LOCATION).toBe('Paris');
  });
});
