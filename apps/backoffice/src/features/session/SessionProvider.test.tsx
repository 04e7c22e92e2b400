import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import { routes, TOKEN_STORAGE_KEY } from '@backoffice/api';
import { useSession, useSignedInUser } from '.';
import { renderSessionApp, setUpSessionServer } from '@/app/sessionTesting';

// The login screen is a lazy chunk: its first load in jsdom transforms the design system.
const LOAD = { timeout: 15_000 };

// The refresh answer: the whole user, with the role, and when the session ends.
const REFRESHED = {
  user: { id: 1, name: 'Camille Dubois', email: 'csm@example.com', role: 'csm', twoFactor: false },
  session: { endsAt: '2099-01-01T12:00:00.000Z', idleEndsAt: '2099-01-01T00:30:00.000Z' },
};

const server = setUpSessionServer();

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Private() {
  const { signOut } = useSession();
  return (
    <>
      <p>Signed in as {useSignedInUser().name}</p>
      <button type="button" onClick={signOut}>
        Logout
      </button>
    </>
  );
}

function renderApp(path: string) {
  return renderSessionApp(path, { page: <Private />, where: <Where /> });
}

describe('session', () => {
  it('shows only the login screen without a token, on any path', async () => {
    renderApp('/requests/12');
    expect(
      await screen.findByRole('heading', { name: 'Welcome to the back-office' }, LOAD),
    ).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/requests/12');
  });

  it('validates a stored token with the refresh call', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'good');
    server.use(
      http.get(`*${routes.refresh.path}`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer good'
          ? HttpResponse.json(REFRESHED)
          : HttpResponse.json({ code: 'wrong_key', description: 'x' }, { status: 401 }),
      ),
    );
    renderApp('/requests');
    expect(screen.getByRole('status').textContent).toBe('Checking your session…');
    expect(await screen.findByText('Signed in as Camille Dubois', {}, LOAD)).toBeTruthy();
  });

  it('logs out and goes to /login when the refresh fails', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stale');
    server.use(
      http.get(`*${routes.refresh.path}`, () =>
        HttpResponse.json({ code: 'wrong_key', description: 'x' }, { status: 401 }),
      ),
    );
    renderApp('/requests?search=x');
    expect(
      await screen.findByRole('heading', { name: 'Welcome to the back-office' }, LOAD),
    ).toBeTruthy();
    // Navigations run in a transition: the URL follows the login screen shortly after.
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps the token when the check gets no answer, says so, and signs in once the server answers', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'good');
    let calls = 0;
    server.use(
      http.get(`*${routes.refresh.path}`, () => {
        calls += 1;
        if (calls === 1) return HttpResponse.error();
        if (calls === 2)
          return HttpResponse.json({ code: 'unavailable', description: 'x' }, { status: 503 });
        return HttpResponse.json(REFRESHED);
      }),
    );
    renderApp('/requests/12');
    await screen.findByRole('heading', { name: 'Checking your session…' }, LOAD);
    expect(screen.getByRole('status').textContent).toBe(
      'The server cannot be reached. Trying again…',
    );
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('good');
    expect(screen.queryByRole('heading', { name: 'Welcome to the back-office' })).toBeNull();
    // Not waiting for the next try: the 503 is no verdict either.
    fireEvent.click(screen.getByRole('button', { name: 'Try again now' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(screen.getByRole('button', { name: 'Try again now' })).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('good');
    // The third try (by itself, after its wait) is answered: signed in where the visitor was.
    expect(await screen.findByText('Signed in as Camille Dubois', {}, LOAD)).toBeTruthy();
    expect(calls).toBe(3);
    expect(screen.getByTestId('where').textContent).toBe('/requests/12');
  });

  it.each([
    [200, 'the server revoked it'],
    [500, 'the server failed'],
  ])('Logout sends the token to be revoked, then forgets it (%i: %s)', async (status) => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'good');
    const revoked: (string | null)[] = [];
    server.use(
      http.get(`*${routes.refresh.path}`, () => HttpResponse.json(REFRESHED)),
      http.post(`*${routes.logout.path}`, ({ request }) => {
        revoked.push(request.headers.get('Authorization'));
        return status === 200
          ? HttpResponse.json({ message: 'ok' })
          : HttpResponse.json({ code: 'server_error', description: 'x' }, { status });
      }),
    );
    renderApp('/requests');
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }, LOAD));
    expect(
      await screen.findByRole('heading', { name: 'Welcome to the back-office' }, LOAD),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(revoked).toEqual(['Bearer good']));
  });
});
