import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@backoffice/api';
import type { Fetched } from './FetchState';
import { useDetail } from './useDetail';
import type { DetailOptions } from './useDetail';

interface Office {
  title: string;
}

const NOT_FOUND = {
  title: 'This office does not exist',
  description: 'Check the id in the address.',
};

afterEach(cleanup);

// The failure views are a chunk of their own (FetchState loads them with the screen): seconds
// on a 2-core machine busy with builds (a test's limit is raised to match).
const LOADED = { timeout: 20_000 };

/** A detail screen over a fake read hook that answers `answer` and records the ids asked. */
function setup(
  url: string,
  answer: Partial<Fetched<Office>>,
  options: Partial<DetailOptions> = {},
) {
  const asked: (number | null)[] = [];
  const mutate = vi.fn();
  const read = (id: number | null): Fetched<Office> => {
    asked.push(id);
    return { data: undefined, error: undefined, isValidating: false, mutate, ...answer };
  };
  function OfficeScreen() {
    const { view } = useDetail(read, { noun: 'office', notFound: NOT_FOUND, ...options });
    return (
      <main>
        {view((office) => (
          <h1>{office.title}</h1>
        ))}
      </main>
    );
  }
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/offices/:id" element={<OfficeScreen />} />
      </Routes>
    </MemoryRouter>,
  );
  return { asked, mutate };
}

const failure = (status: number, message: string) =>
  ({ status, message, code: 'x', name: 'ApiError' }) as unknown as ApiError;

describe('useDetail, the one way a detail screen reads its record', { timeout: 30_000 }, () => {
  it('reads the id from the route, draws the record and names the tab', async () => {
    const { asked } = setup('/offices/12', { data: { title: 'Bright loft' } });
    expect(screen.getByRole('heading', { name: 'Bright loft' })).toBeTruthy();
    expect(asked.at(-1)).toBe(12);
    await waitFor(() => expect(document.title).toBe('Office 12 · Back-office'));
  });

  it('names the tab in the screen’s own words when it gives them', async () => {
    setup('/offices/914', { data: { title: 'Loft' } }, { title: (id) => `Office #${id}` });
    await waitFor(() => expect(document.title).toBe('Office #914 · Back-office'));
  });

  it('says "Loading the <noun>" until the answer', () => {
    setup('/offices/12', {});
    expect(screen.getByText('Loading the office')).toBeTruthy();
  });

  it('shows "does not exist" for an id the URL cannot hold, without asking for one', async () => {
    const { asked } = setup('/offices/abc', {});
    expect(await screen.findByRole('heading', { name: NOT_FOUND.title }, LOADED)).toBeTruthy();
    expect(asked.every((id) => id === null)).toBe(true);
    await waitFor(() => expect(document.title).toBe('Office · Back-office'));
  });

  it('shows "does not exist" for a 404', async () => {
    setup('/offices/99', { error: failure(404, 'Not found') });
    expect(await screen.findByRole('heading', { name: NOT_FOUND.title }, LOADED)).toBeTruthy();
  });

  it("says what failed with the catalogue's message, and Try again reads again", async () => {
    const { mutate } = setup('/offices/12', { error: failure(500, 'The server failed.') });
    expect(
      await screen.findByRole('heading', { name: 'The office could not be loaded' }, LOADED),
    ).toBeTruthy();
    expect(screen.getByText('The server failed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(mutate).toHaveBeenCalled();
  });
});
