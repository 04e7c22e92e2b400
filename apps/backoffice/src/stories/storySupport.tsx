/**
 * What the page-level stories wrap a screen in: a MemoryRouter at the story's URL, the app's
 * providers with a fixed clock (the mock data's reference date), an API client over MSW and a
 * session that starts signed in (or not). Imported by stories only: MSW, faker and the mock
 * data never reach the product's bundle.
 */
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient, createTokenStore } from '@backoffice/api';
import type { TokenStorage } from '@backoffice/api';
import { createHandlers, REFERENCE_DATE, SESSION_TOKEN, sessionUser } from '@backoffice/api/mocks';
import type { StaffRole } from '@backoffice/domain';
import type { MockOptions } from '@backoffice/api/mocks';
import type { SessionState } from '@/features/session';
import type { AppApi } from '@/shared/api';
import { forgetUserState } from '@/shared/userStorage';
import { AppProviders } from '@/app/App';
import { AppRoutes } from '@/app/routes';

/** "Now" in every story: the mock data's reference date, so nothing depends on today. */
export const STORY_NOW = REFERENCE_DATE;

function memoryStorage(initial: Record<string, string> = {}): TokenStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** An API client for a story: same origin (MSW answers), its token kept in memory. */
export function storyApi(
  token: string | null = SESSION_TOKEN,
  { powerLayer = false }: { powerLayer?: boolean } = {},
): AppApi {
  const key = 'story.token';
  const tokens = createTokenStore(key, memoryStorage(token ? { [key]: token } : {}));
  // A write that gets no answer is retried with its key: in stories, after 40 ms, so
  // that a failure scenario shows its message as soon as before.
  const client = createApiClient({ getToken: () => tokens.get(), retryDelaysMs: [40] });
  return {
    client,
    tokens,
    preload: () => Promise.resolve(client),
    // The mock API has no change events; the power layer only where a story is
    // about it (its buttons would be in every screen's picture).
    liveUpdates: false,
    powerLayer,
    // A cache per story, no deduping and no retries: each story reads the mock data afresh,
    // and an error story stands still for its screenshot.
    swrConfig: {
      provider: () => new Map(),
      dedupingInterval: 0,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  };
}

/** The MSW handlers of a story: a fresh mock database per call, so stories share nothing. */
export function mockApi(options: MockOptions = {}) {
  return createHandlers(options);
}

/**
 * The signed-in person of a story: a CSM by default (the spec's staff member, whose
 * navigation is the spec's ten links), an Admin for the Admins' screens (`role: 'admin'`),
 * a Viewer to show what a Viewer may not use.
 */
const signedInAs = (role: StaffRole): SessionState => ({
  status: 'signedIn',
  user: { ...sessionUser, role },
});

export interface AppStoryProps {
  /** The URL the story opens, e.g. '/requests?search=acme'. */
  path: string;
  /** @default 'signedIn' */
  session?: 'signedIn' | 'signedOut' | 'checking';
  /** With the power layer (shortcuts, the go-to palette). @default false */
  powerLayer?: boolean;
  /** The signed-in person's role. @default 'csm' */
  role?: StaffRole;
}

/** The whole app (layout and routes) at a URL, as staff see it. */
export function AppStory({
  path,
  session = 'signedIn',
  powerLayer = false,
  role = 'csm',
}: AppStoryProps) {
  // What a screen keeps in the browser (the board's local moves, its last view, note drafts)
  // starts empty in every story: one story's moves never show in the next.
  useState(forgetUserState);
  const [api] = useState(() =>
    storyApi(session === 'signedOut' ? null : SESSION_TOKEN, { powerLayer }),
  );
  const initialSession: SessionState =
    session === 'signedIn'
      ? signedInAs(role)
      : session === 'checking'
        ? { status: 'checking' }
        : { status: 'signedOut' };
  return (
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      <AppProviders
        api={api}
        now={STORY_NOW}
        initialSession={initialSession}
        // Toasts stay until closed, so that a story's picture does not race their 5 s.
        toastDuration={0}
      >
        <AppRoutes />
      </AppProviders>
    </MemoryRouter>
  );
}

/** A story of a screen drawn with AppStory (its meta gives the URL: every arg is optional). */
export type ScreenStory = StoryObj<Meta<typeof AppStory>>;

/**
 * An armed ConfirmButton, once it can confirm: a press that starts before its armed state has
 * shown for 500 ms only arms, and the button says so with `aria-disabled`, whose
 * removal is waited for (the plays' 10 s, .storybook/preview.tsx).
 */
export async function confirmable(button: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled', 'true'));
  return button;
}

/** The page's body, where menus, dialogs and toasts are drawn (outside the story's own root). */
export const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Opens the actions menu of a list's row (its button "Actions for `row`") once the grid named
 * `grid` shows; answers the menu.
 */
export async function openRowActions(canvasElement: HTMLElement, grid: string, row: string) {
  await within(canvasElement).findByRole('grid', { name: grid });
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: `Actions for ${row}` }),
  );
  return within(await pageOf(canvasElement).findByRole('menu'));
}

/** The texts of a grid's column headers, in order (a header that shows nothing: ''). */
export const columnHeaders = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

/** Presses `button` in the page's dialog named `dialog`, once it shows; answers the page. */
export async function pressInDialog(canvasElement: HTMLElement, dialog: string, button: string) {
  const page = pageOf(canvasElement);
  const shown = await page.findByRole('dialog', { name: dialog });
  await userEvent.click(within(shown).getByRole('button', { name: button }));
  return page;
}

/** Presses `button` in the page's dialog named `dialog`, then waits for the dialog to close. */
export async function closeDialogWith(canvasElement: HTMLElement, dialog: string, button: string) {
  const page = await pressInDialog(canvasElement, dialog, button);
  await waitFor(() => expect(page.queryByRole('dialog', { name: dialog })).toBeNull());
}

/** Types `email` and `password` into the login form, once it shows; answers the canvas. */
export async function typeCredentials(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), email);
  await userEvent.type(
    canvas.getByLabelText('Password', { exact: false, selector: 'input' }),
    password,
  );
  return canvas;
}
