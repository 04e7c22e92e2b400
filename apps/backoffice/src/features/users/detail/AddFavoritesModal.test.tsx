import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@backoffice/api/mocks';
import { renderAs } from '@/shared/roleTesting';
import { AddFavoritesModal } from './AddFavoritesModal';

afterEach(cleanup);

const guest = makeUser(7, true);

/** A server that adds every id it is sent, and records what it was sent. */
function addingServer() {
  const sent: unknown[] = [];
  const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body ?? 'null')));
    const ids = (sent.at(-1) as { office_ids?: number[] } | null)?.office_ids ?? [];
    return Promise.resolve(
      new Response(JSON.stringify({ message: `Added: ${ids.join(', ')}` }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent, calls: fetch };
}

function open(server: ReturnType<typeof addingServer>, onClose = vi.fn()) {
  renderAs('csm', <AddFavoritesModal user={guest} onClose={onClose} />, { fetch: server.fetch });
  return {
    ids: screen.getByRole('textbox', { name: 'Office ids' }),
    add: screen.getByRole('button', { name: 'Add favorites' }),
    onClose,
  };
}

describe('Add favorites: ids typed with spaces between numbers', () => {
  it('says which ids it looks like, keeps the text and sends nothing', async () => {
    const server = addingServer();
    const { ids, add } = open(server);
    await waitFor(() => expect(document.activeElement).toBe(ids));
    fireEvent.change(ids, { target: { value: '894 1407' } });
    fireEvent.click(add);
    expect(
      await screen.findByText('Looks like 2 ids: 894 and 1407. Separate them with commas'),
    ).toBeTruthy();
    expect(ids.getAttribute('aria-invalid')).toBe('true');
    expect((ids as HTMLInputElement).value).toBe('894 1407');
    expect(server.calls).not.toHaveBeenCalled();
  });

  it('sends both once they are separated with a comma, and the hint is gone as the text changes', async () => {
    const server = addingServer();
    const { ids, add, onClose } = open(server);
    fireEvent.change(ids, { target: { value: '894 1407' } });
    fireEvent.click(add);
    await screen.findByText(/^Looks like 2 ids/);
    fireEvent.change(ids, { target: { value: '894, 1407' } });
    expect(screen.queryByText(/^Looks like 2 ids/)).toBeNull();
    fireEvent.click(add);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.sent).toEqual([{ office_ids: [894, 1407] }]);
  });
});
