import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import { callRoute, routes, TOKEN_STORAGE_KEY } from '@backoffice/api';
import { SESSION_ENDED_MESSAGES } from '@backoffice/domain';
import { useApi } from '@/shared/api';
import { userKey } from '@/shared/userStorage';
import { useSignedInUser } from '.';
import { renderSessionApp, setUpSessionServer } from '@/app/sessionTesting';

// The login screen is a lazy chunk: its first load in jsdom transforms the design system.
const LOAD = { timeout: 15_000 };

const user = {
  id: 1,
  name: 'Camille Dubois',
  email: 'csm@example.com',
  role: 'csm',
  twoFactor: false,
};
const session = {
  endsAt: '2099-01-01T12:00:00.000Z',
  idleEndsAt: '2099-01-01T00:30:00.000Z',
};

const server = setUpSessionServer();

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** A signed-in page whose button makes a call, as any screen's read does. */
function Private() {
  const { client } = useApi();
  return (
    <>
      <p>Signed in as {useSignedInUser().name}</p>
      <button type="button" onClick={() => void callRoute(client, routes.sessions).catch(() => {})}>
        Read
      </button>
    </>
  );
}

function renderApp(path: string) {
  return renderSessionApp(path, { page: <Private />, where: <Where /> });
}

describe('a session the server ended', () => {
  it.each(Object.entries(SESSION_ENDED_MESSAGES))(
    '401 %s: the login screen says why, drafts stay, and signing in again returns to the page',
    async (code, message) => {
      localStorage.setItem(TOKEN_STORAGE_KEY, 'good');
      // A note draft kept for the signed-in person (InternalNotes), and the tab's board moves.
      localStorage.setItem('backoffice.user.owner', user.name);
      localStorage.setItem(userKey('office-note-draft:7:'), 'Half a note');
      server.use(
        http.get(`*${routes.refresh.path}`, () => HttpResponse.json({ user, session })),
        http.get(`*${routes.sessions.path}`, () =>
          HttpResponse.json({ code, description: 'ended' }, { status: 401 }),
        ),
        http.post(`*${routes.login.path}`, () =>
          HttpResponse.json({ user, token: 'again', session }),
        ),
      );
      renderApp('/offices/search/details/7?tab=notes');
      fireEvent.click(await screen.findByRole('button', { name: 'Read' }, LOAD));

      expect(await screen.findByRole('alert', {}, LOAD)).toHaveProperty('textContent', message);
      await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(localStorage.getItem(userKey('office-note-draft:7:'))).toBe('Half a note');

      fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
        target: { value: user.email },
      });
      fireEvent.change(screen.getByLabelText('Password', { exact: false, selector: 'input' }), {
        target: { value: 'demo1234' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByText(`Signed in as ${user.name}`, {}, LOAD)).toBeTruthy();
      await waitFor(() =>
        expect(screen.getByTestId('where').textContent).toBe('/offices/search/details/7?tab=notes'),
      );
      expect(localStorage.getItem(userKey('office-note-draft:7:'))).toBe('Half a note');
    },
    30_000,
  );

  it('a stored token the server ended while the tab was closed: the reason shows at once', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stale');
    server.use(
      http.get(`*${routes.refresh.path}`, () =>
        HttpResponse.json({ code: 'session_expired', description: 'x' }, { status: 401 }),
      ),
    );
    renderApp('/requests');
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveProperty(
      'textContent',
      SESSION_ENDED_MESSAGES.session_expired,
    );
  });

  it('another 401 signs out without a reason', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'good');
    server.use(
      http.get(`*${routes.refresh.path}`, () => HttpResponse.json({ user, session })),
      http.get(`*${routes.sessions.path}`, () =>
        HttpResponse.json({ code: 'wrong_key', description: 'x' }, { status: 401 }),
      ),
    );
    renderApp('/requests');
    fireEvent.click(await screen.findByRole('button', { name: 'Read' }, LOAD));
    expect(
      await screen.findByRole('heading', { name: 'Welcome to the back-office' }, LOAD),
    ).toBeTruthy();
    expect(screen.queryByTestId('session-ended-notice')).toBeNull();
  });
});
