/**
 * Renders a piece of a screen as a given role sees it, for component tests: what
 * the app's providers give a screen (a fixed clock, the locale, toasts), the API hooks' client
 * and the role the layout would set. The client's `fetch` is the test's: by default every call answers
 * 403 forbidden, as the server does for a call the role may not make.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApiProvider, createApiClient } from '@backoffice/api';
import type { StaffRole } from '@backoffice/domain';
import { LocaleProvider } from '@backoffice/ui';
import { NowProvider } from './clock';
import { NotifyProvider } from './notify';
import { RoleProvider } from './permissions';

/** The reference date of the mock data: "now" in these tests. */
export const TEST_NOW = new Date('2026-03-16T09:00:00Z');

/** What the server answers a Viewer's write (packages/domain `permissionRefusal`). */
export const FORBIDDEN_BODY = {
  code: 'forbidden',
  description: 'Viewers cannot change records.',
};

export function forbiddenFetch(): typeof fetch {
  return () =>
    Promise.resolve(
      new Response(JSON.stringify(FORBIDDEN_BODY), {
        status: 403,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
}

export function renderAs(
  role: StaffRole,
  ui: ReactNode,
  { fetch = forbiddenFetch() }: { fetch?: typeof globalThis.fetch } = {},
) {
  const client = createApiClient({
    getToken: () => 'token',
    baseUrl: 'http://api.test',
    fetch,
    retryDelaysMs: [],
  });
  return render(
    <MemoryRouter>
      <NowProvider now={TEST_NOW}>
        <LocaleProvider locale="en-GB" timeZone="Europe/Paris" hourCycle={24}>
          <NotifyProvider duration={0}>
            <ApiProvider client={client} swrConfig={{ provider: () => new Map() }}>
              <RoleProvider role={role}>{ui}</RoleProvider>
            </ApiProvider>
          </NotifyProvider>
        </LocaleProvider>
      </NowProvider>
    </MemoryRouter>,
  );
}

/** The accessible description of an element: the text of what its aria-describedby names. */
export function description(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
