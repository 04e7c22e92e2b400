import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '@backoffice/api';
import type { ContractsQuery } from '@backoffice/api';
import { NowProvider } from '../clock';
import type { ListSpec } from './listParams';
import { useListParams } from './useListParams';

const spec: ListSpec<ContractsQuery> = { query: routes.contracts.query, orderKeys: ['sort'] };
const now = new Date('2026-11-23T10:00:00Z');

afterEach(cleanup);

function setup(url: string) {
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <NowProvider now={now}>{children}</NowProvider>
    </MemoryRouter>
  );
  return renderHook(
    () => ({ list: useListParams(spec), location: useLocation(), navigate: useNavigate() }),
    { wrapper },
  );
}

describe('useListParams', () => {
  it('returns to page 1 when a filter changes, and Back restores the page', () => {
    const { result } = setup('/contracts?page=3');
    expect(result.current.list.values.page).toBe(3);
    act(() => result.current.list.set({ status: 'active' }));
    expect(result.current.location.search).toBe('?status=active');
    expect(result.current.list.values).toMatchObject({ page: 1, status: 'active' });
    act(() => void result.current.navigate(-1));
    expect(result.current.location.search).toBe('?page=3');
    expect(result.current.list.values).toMatchObject({ page: 3, status: undefined });
  });

  it('goes to a page, and to page 1 with another page size', () => {
    const { result } = setup('/contracts?status=expired');
    act(() => result.current.list.setPage(2));
    expect(result.current.location.search).toBe('?page=2&status=expired');
    act(() => result.current.list.setPerPage(100));
    expect(result.current.location.search).toBe('?perPage=100&status=expired');
  });

  it('replaces the entry while a search is typed, so that a word is one step of history', () => {
    const { result } = setup('/contracts');
    act(() => result.current.list.set({ search: 'Ac' }));
    act(() => result.current.list.set({ search: 'Acme' }, { replace: true }));
    expect(result.current.location.search).toBe('?search=Acme');
    act(() => void result.current.navigate(-1));
    expect(result.current.location.search).toBe('');
  });

  it('resets to the plain path but keeps the page size, and never writes what is already there', () => {
    const { result } = setup('/contracts?perPage=20&search=acme&sort=user_id_desc&page=2');
    expect(result.current.list.isChanged).toBe(true);
    expect(result.current.list.isFiltered).toBe(true);
    act(() => result.current.list.reset());
    expect(result.current.location.search).toBe('?perPage=20');
    expect(result.current.list.isChanged).toBe(false);
    const key = result.current.location.key;
    act(() => result.current.list.reset());
    act(() => result.current.list.set({ status: undefined }));
    expect(result.current.location.key).toBe(key);
  });

  it('opens a nonsense URL on the defaults without writing the URL', () => {
    const { result } = setup('/contracts?page=-3&perPage=7&status=zzz');
    expect(result.current.list.values).toEqual({
      sort: undefined,
      status: undefined,
      search: undefined,
      page: 1,
      perPage: 50,
    });
    expect(result.current.list.isChanged).toBe(false);
    expect(result.current.location.search).toBe('?page=-3&perPage=7&status=zzz');
  });
});
