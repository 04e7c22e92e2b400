import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useRequestBoard } from '@backoffice/api';
import { createHandlers, createMockDb, sessionUser } from '@backoffice/api/mocks';
import type { MockOptions } from '@backoffice/api/mocks';
import type { StaffRef } from '@backoffice/domain';
import { renderAs } from '@/shared/roleTesting';
import { useOwnerActions } from './useOwnerActions';
import type { AssignOutcome, OwnAssignments, OwnedRequest } from './useOwnerActions';

const BASE = 'http://api.test';
const ME: StaffRef = { id: sessionUser.id, name: sessionUser.name };
const LEA: StaffRef = { id: 2, name: 'Léa Bernard' };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

/** The calls the screen made, as "METHOD path". */
function serve(options: MockOptions = {}) {
  const calls: string[] = [];
  server.use(...createHandlers({ baseUrl: BASE, db: createMockDb(), ...options }));
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return globalThis.fetch(request);
  };
  return { calls, fetch };
}

/** What the tests watch of the own-assignments set. */
function ownLog() {
  const log: string[] = [];
  const own: OwnAssignments = {
    expect: (id) => void log.push(`expect ${id}`),
    forget: (id) => void log.push(`forget ${id}`),
  };
  return { log, own };
}

/** A screen with the board read (to see it read again) and a Take button for one request. */
function Probe({
  request,
  own,
  onOutcome,
}: {
  request: OwnedRequest;
  own: OwnAssignments;
  onOutcome: (outcome: AssignOutcome) => void;
}) {
  const board = useRequestBoard({});
  const owner = useOwnerActions(ME, own);
  const [reads, setReads] = useState(0);
  const [seen, setSeen] = useState<unknown>(null);
  if (board.data && board.data !== seen) {
    setSeen(board.data);
    setReads((n) => n + 1);
  }
  return (
    <>
      <p>Board answers: {reads}</p>
      <button
        type="button"
        aria-disabled={owner.isPending(request.id) || undefined}
        onClick={() => void owner.take(request).then(onOutcome)}
      >
        Take
      </button>
    </>
  );
}

/**
 * The probe for `request`, as a CSM against the served API, once the board has answered: the
 * calls made, the own-assignments log and the outcomes of its presses.
 */
async function renderProbe(request: OwnedRequest) {
  const { calls, fetch } = serve();
  const { log, own } = ownLog();
  const outcomes: AssignOutcome[] = [];
  renderAs('csm', <Probe request={request} own={own} onOutcome={(o) => outcomes.push(o)} />, {
    fetch,
  });
  await screen.findByText('Board answers: 1');
  return { calls, log, outcomes };
}

const toasts = () => within(document.body);

describe('Take, from a view whose owner is stale', () => {
  it('is refused once, says who changed the owner, reads the board again and forgets the call', async () => {
    // Mock request 4 is Léa Bernard's (she took it); this screen still shows nobody.
    const { calls, log, outcomes } = await renderProbe({ id: 4, assignee: null });
    const take = screen.getByRole('button', { name: 'Take' });
    // A double click is one call.
    fireEvent.click(take);
    fireEvent.click(take);
    await waitFor(() => expect(outcomes).toHaveLength(2));
    expect(calls.filter((call) => call.endsWith('/assignee'))).toEqual([
      'PUT /api/v2/csm/requests/4/assignee',
    ]);
    const [busy, refused] = outcomes;
    expect(busy).toMatchObject({ ok: false, reason: 'busy' });
    expect(refused).toEqual({
      ok: false,
      reason: 'conflict',
      message: 'Léa Bernard took this request on 15/03/2026 14:00.',
    });
    // The server's words, as an alert; the board read again with the owner it has now.
    expect((await toasts().findByRole('alert')).textContent).toContain(
      'Léa Bernard took this request on 15/03/2026 14:00.',
    );
    const boardReads = () => calls.filter((call) => call === 'GET /api/v2/csm/requests').length;
    await waitFor(() => expect(boardReads()).toBe(2));
    expect(log).toEqual(['expect 4', 'forget 4']);
    expect(take.hasAttribute('aria-disabled')).toBe(false);
  });

  it('sends the owner the screen showed, and says what was done on success', async () => {
    const { calls, log, outcomes } = await renderProbe({ id: 4, assignee: LEA });
    fireEvent.click(screen.getByRole('button', { name: 'Take' }));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]).toEqual({ ok: true, assignee: ME });
    expect(await toasts().findByText('You took request #4.')).toBeTruthy();
    expect(calls).toContain('PUT /api/v2/csm/requests/4/assignee');
    // The write reads the board again itself, which now shows me as the owner.
    await screen.findByText('Board answers: 2');
    expect(log).toEqual(['expect 4']);
  });
});
