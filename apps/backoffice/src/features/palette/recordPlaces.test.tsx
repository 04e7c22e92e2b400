import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import type { NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { readRecentPlaces, useRecordPlaces } from './recentPlaces';

// Each test of the app's suite shares one page: start from no place recorded, leave none.
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const SCREENS = [
  { href: '/requests?owner=mine', label: 'Requests' },
  { href: '/offices', label: 'Offices' },
];

it('records one place per step of the history: a filter rewritten in place replaces its place', () => {
  let navigate: NavigateFunction = () => undefined;
  function Recorder() {
    useRecordPlaces(SCREENS);
    navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/requests']}>
      <Recorder />
    </MemoryRouter>,
  );
  // A search typed in two goes (one step of the history), a date revised in the same edit.
  act(() => void navigate('/requests?search=acm'));
  act(() => void navigate('/requests?search=acme', { replace: true }));
  act(() => void navigate('/requests?search=acme&startDate=2026-01-02'));
  act(() => void navigate('/requests?search=acme&startDate=2026-01-28', { replace: true }));
  act(() => void navigate('/offices'));
  expect(readRecentPlaces()).toEqual([
    { path: '/offices', label: 'Offices' },
    { path: '/requests?search=acme&startDate=2026-01-28', label: 'Requests' },
    { path: '/requests?search=acme', label: 'Requests' },
    { path: '/requests', label: 'Requests' },
  ]);
  // Back is a step of its own: it replaces nothing.
  act(() => void navigate(-1));
  expect(readRecentPlaces()).toHaveLength(4);
  expect(readRecentPlaces()[0]?.path).toBe('/requests?search=acme&startDate=2026-01-28');
});
