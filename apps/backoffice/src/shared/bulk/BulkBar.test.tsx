import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider, createApiClient } from '@backoffice/api';
import { BULK_NOUNS } from '@backoffice/domain';
import { BulkBar } from './BulkBar';

afterEach(cleanup);

const client = createApiClient({ baseUrl: 'http://test', getToken: () => 'token' });

function setup(act: (id: number) => Promise<unknown>) {
  const onSelectedChange = vi.fn();
  render(
    <ApiProvider client={client}>
      <BulkBar
        noun={BULK_NOUNS.user}
        actions={[{ key: 'review', act: (_client, id) => act(id) }]}
        selected={new Set([1, 2, 3])}
        onSelectedChange={onSelectedChange}
        labelOf={(id) => `User ${id}`}
      />
    </ApiProvider>,
  );
  return { onSelectedChange };
}

describe('BulkBar', () => {
  it('runs once on a double click: one write per item', async () => {
    const act = vi.fn((_id: number) => Promise.resolve({ message: 'ok' }));
    const { onSelectedChange } = setup(act);
    const button = screen.getByRole('button', { name: 'Review' });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByRole('heading', { name: 'All 3 users done' });
    expect(act.mock.calls.map(([id]) => id).sort()).toEqual([1, 2, 3]);
    // Nothing is left selected: every item was done.
    await waitFor(() => expect(onSelectedChange).toHaveBeenLastCalledWith(new Set()));
  });

  it('keeps the refused selected and retries only them', async () => {
    let refuse = true;
    const act = vi.fn((id: number) =>
      refuse && id === 2
        ? Promise.reject(new Error('This guest is already blocked.'))
        : Promise.resolve({}),
    );
    const { onSelectedChange } = setup(act);
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    await screen.findByRole('heading', { name: '2 users done, 1 refused' });
    expect(screen.getByText(/This guest is already blocked\./)).toBeTruthy();
    expect(onSelectedChange).toHaveBeenLastCalledWith(new Set([2]));
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry the 1 refused' }));
    await screen.findByRole('heading', { name: 'All 1 user done' });
    expect(act.mock.calls.map(([id]) => id)).toEqual([1, 2, 3, 2]);
  });
});
