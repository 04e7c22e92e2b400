import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetTabState } from '../userStorage';
import { lastViewOf, rememberLastView, useLastViewLinks, withLastView } from './lastViews';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const LINKS = [
  { href: '/offices', label: 'Offices' },
  { href: '/requests', label: 'Requests' },
];

describe('the last view of a screen', () => {
  it('leads a link to the query its screen was last shown with, for the tab', () => {
    expect(withLastView('/requests')).toBe('/requests');
    rememberLastView('/requests', 'startDate=2026-01-28&search=acme');
    expect(lastViewOf('/requests')).toBe('startDate=2026-01-28&search=acme');
    expect(withLastView('/requests')).toBe('/requests?startDate=2026-01-28&search=acme');
    expect(withLastView('/offices')).toBe('/offices');
    // Kept for the tab: read again after a reload.
    expect(JSON.parse(sessionStorage.getItem('backoffice.lastViews') ?? '{}')).toEqual({
      '/requests': 'startDate=2026-01-28&search=acme',
    });
  });

  it('leads to the plain path again once the screen is reset, or the tab’s state forgotten', () => {
    rememberLastView('/requests', 'owner=mine');
    rememberLastView('/requests', '');
    expect(withLastView('/requests')).toBe('/requests');
    rememberLastView('/requests', 'owner=mine');
    forgetTabState();
    expect(withLastView('/requests')).toBe('/requests');
  });

  it('gives the navigation its links as last shown, the same ones while nothing changes', () => {
    const { result, rerender } = renderHook(() => useLastViewLinks(LINKS));
    expect(result.current).toBe(LINKS);
    act(() => rememberLastView('/requests', 'owner=mine'));
    expect(result.current.map((link) => link.href)).toEqual(['/offices', '/requests?owner=mine']);
    expect(result.current[0]).toBe(LINKS[0]);
    const shown = result.current;
    rerender();
    expect(result.current).toBe(shown);
    act(() => rememberLastView('/requests', ''));
    expect(result.current.map((link) => link.href)).toEqual(['/offices', '/requests']);
  });
});
