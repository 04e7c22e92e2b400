import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildPath, routes } from '@backoffice/api';
import { makeOffice } from '@backoffice/api/mocks';
import {
  OFFICE_REFUSALS,
  TOASTS,
  UNPUBLISH_CONFIRMATION,
  rankUpdatedToast,
} from '@backoffice/domain';
import type { Office } from '@backoffice/domain';
import { description, renderAs } from '@/shared/roleTesting';
import { OfficeActions } from './OfficeActions';

afterEach(cleanup);

/** The Select's code loads after its stand-in: seconds on a busy 2-core machine. */
const LOADED = { timeout: 20_000 };

/** A call the actions made: its method, path and body. */
interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A server that answers every write 200 and records it; `hold` keeps the answers back until
 * released (a call under way).
 */
function recordingServer({ hold = false } = {}) {
  const calls: Call[] = [];
  let release: () => void = () => {};
  const held = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const text = init?.body ? String(init.body) : '';
    calls.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    await held;
    const answer = url.pathname.endsWith('/update_price_flexibility')
      ? { success: true, errors: [] }
      : { message: 'ok' };
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { calls, fetch, release: () => release() };
}

const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

const published: Office = makeOffice(5, {
  publicationState: 1,
  status: 20,
  market: null,
  firstPublishedAt: '2026-01-10T09:00:00Z',
  hasActiveVersion: false,
  minCapacity: null,
  rank: 3,
});

describe("The office detail's actions", () => {
  it('say the state in words, and keep the actions the rules refuse in place with the reason', () => {
    renderAs('csm', <OfficeActions office={published} />);
    const card = within(screen.getByRole('region', { name: 'Actions' }));
    expect(card.getByText('Publication state').nextElementSibling?.textContent).toBe('Published');
    expect(card.getByText('Status').nextElementSibling?.textContent).toBe('Published by csm');
    const publish = card.getByRole('button', { name: 'Publish' });
    expect(publish.getAttribute('aria-disabled')).toBe('true');
    expect(description(publish)).toBe(OFFICE_REFUSALS.published);
    expect(description(card.getByRole('button', { name: 'Reject version' }))).toBe(
      OFFICE_REFUSALS.noVersionWaiting,
    );
    expect(card.getByRole('button', { name: 'Unpublish' }).hasAttribute('aria-disabled')).toBe(
      false,
    );
    // No minimum capacity: price flexibility does not apply, said in words and as the reason.
    const flexibility = card.getByRole('switch', { name: 'Price flexibility' });
    expect(flexibility.getAttribute('aria-readonly')).toBe('true');
    expect(description(flexibility)).toBe(OFFICE_REFUSALS.noMinCapacity);
    expect(card.getByText('Does not apply')).toBeTruthy();
    expect(card.getByRole('switch', { name: 'Best deal' })).toBeTruthy();
  });

  it('Unpublish asks first; Cancel sends nothing, the confirm sends it once, with its toast', async () => {
    const server = recordingServer();
    renderAs('csm', <OfficeActions office={published} />, { fetch: server.fetch });
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unpublish office 5?' });
    expect(dialog.textContent).toContain(UNPUBLISH_CONFIRMATION);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes(server.calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    const again = await screen.findByRole('alertdialog', { name: 'Unpublish office 5?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Unpublish' }));
    await screen.findByText(TOASTS.publicationUpdated.message);
    expect(writes(server.calls)).toEqual([
      { method: 'PATCH', path: buildPath(routes.unpublishOffice.path, { id: 5 }), body: undefined },
    ]);
  });

  it('Publish pressed twice while its call is under way sends it once', async () => {
    const server = recordingServer({ hold: true });
    const unpublished = { ...published, publicationState: 0, status: 30 } as Office;
    renderAs('csm', <OfficeActions office={unpublished} />, { fetch: server.fetch });
    const publish = screen.getByRole('button', { name: 'Publish' });
    fireEvent.click(publish);
    fireEvent.click(publish);
    await waitFor(() => expect(writes(server.calls)).toHaveLength(1));
    expect(writes(server.calls)[0]).toMatchObject({
      path: buildPath(routes.publishOffice.path, { id: 5 }),
      body: {},
    });
    await act(async () => server.release());
    await screen.findByText(TOASTS.publicationUpdated.message);
    expect(writes(server.calls)).toHaveLength(1);
  });

  it('the rank offers None, which sends no rank (null) and says so', async () => {
    const server = recordingServer();
    renderAs('csm', <OfficeActions office={published} />, { fetch: server.fetch });
    await screen.findByRole('button', { name: /Rank/ }, LOADED);
    const hidden = await waitFor(() => {
      const select = document.querySelector('select');
      if (!select) throw new Error('The Select has not loaded');
      return select;
    }, LOADED);
    expect([...hidden.options].map((o) => o.textContent?.trim()).filter(Boolean)).toEqual([
      'None',
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    const none = [...hidden.options].find((o) => o.textContent === 'None')!;
    fireEvent.change(hidden, { target: { value: none.value } });
    await screen.findByText(rankUpdatedToast(5, null).message);
    expect(writes(server.calls)).toEqual([
      { method: 'PATCH', path: buildPath(routes.officeRank.path, { id: 5 }), body: { rank: null } },
    ]);
    // The choice shows at once, in words.
    expect(screen.getByRole('button', { name: /Rank/ }).textContent).toContain('None');
  });

  it('are read-only for a Viewer, each with the reason', () => {
    renderAs('viewer', <OfficeActions office={published} />);
    const card = within(screen.getByRole('region', { name: 'Actions' }));
    for (const name of ['Publish', 'Publish off market', 'Unpublish', 'Reject version']) {
      const button = card.getByRole('button', { name });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(description(button)).toBe('Viewers cannot change records.');
    }
    expect(description(card.getByRole('switch', { name: 'Best deal' }))).toBe(
      'Viewers cannot change records.',
    );
  });
});
