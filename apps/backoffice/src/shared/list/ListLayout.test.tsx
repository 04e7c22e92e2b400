import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ListLayout } from './ListLayout';
import type { ListWords, RowToneCue } from './ListLayout';
import type { ListState } from './useList';

afterEach(cleanup);

// The body after the first answer is a chunk of its own (lazy): loaded before the tests, so a busy
// machine's slow transform is not counted against findByRole's wait.
beforeAll(async () => {
  await import('./ListContent');
});

const words: ListWords = {
  one: 'thing',
  other: 'things',
  empty: { title: 'No things yet' },
  noResults: { title: 'No things match' },
  error: 'The things could not be loaded',
};

function list(status: ListState<never, unknown, { id: number }>['status']) {
  return {
    definition: { read: { route: { name: 'contracts' } }, params: { query: { schema: {} } } },
    params: {
      values: {},
      isFiltered: status === 'noResults',
      isChanged: status === 'noResults',
      set: vi.fn(),
      setPage: vi.fn(),
      setPerPage: vi.fn(),
      reset: vi.fn(),
    },
    query: {},
    rows: [],
    total: status === 'loading' ? undefined : 0,
    pages: 0,
    status,
    isUpdating: false,
    error: undefined,
    retry: vi.fn(),
    isRetrying: false,
    hasCsv: false,
  } as unknown as ListState<never, unknown, { id: number }>;
}

const columns = [{ id: 'name', header: 'Name' }];

/** The list of things in the given state, as every test here renders it (with an optional tint). */
function thingsLayout(status: Parameters<typeof list>[0], rowTone?: RowToneCue<{ id: number }>) {
  return (
    <ListLayout
      title="Things"
      list={list(status)}
      words={words}
      filtersLabel="Thing filters"
      filters={null}
      columns={columns}
      getRowLabel={(row) => `Thing ${row.id}`}
      rowTone={rowTone}
    />
  );
}

describe('ListLayout', () => {
  it('refuses a row tint without a column that says it in words', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(thingsLayout('empty', { tone: () => 'neutral', cue: 'unread' }))).toThrow(
      /cue column "unread"/,
    );
  });

  it('tells nothing yet from no results, which offers Reset filters', async () => {
    const { rerender } = render(thingsLayout('empty', { tone: () => 'neutral', cue: 'name' }));
    expect(await screen.findByRole('heading', { name: 'No things yet' })).toBeTruthy();
    rerender(thingsLayout('noResults'));
    expect(await screen.findByRole('heading', { name: 'No things match' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Reset filters' })).toHaveLength(2);
  });

  it('shows the skeleton with its label while the first page loads', () => {
    render(thingsLayout('loading'));
    expect(screen.getByText('Loading things…')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });
});
