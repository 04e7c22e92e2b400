/**
 * The states a screen's stories show again and again (loading, empty, a read that failed), over
 * the mock API: the parameters that put one route in such a state, and the play that checks what
 * the screen says then.
 */
import { expect, within } from 'storybook/test';
import type { RouteName } from '@backoffice/api';
import { HTTP_STATUS_MESSAGES } from '@backoffice/domain';
import type { MockOptions, MockScenario } from '@backoffice/api/mocks';
import { mockApi } from './storySupport';

/** A read that fails with a 500: the error catalogue words it "Error server!". */
export const FAILED = { error: 'http_500' } as const satisfies MockScenario;

/** A story's parameters: a fresh mock API (made with `mock`) whose `route` answers as `scenario`. */
export function withScenario(route: RouteName, scenario: MockScenario, mock: MockOptions = {}) {
  return { msw: { handlers: mockApi({ ...mock, scenarios: { [route]: scenario } }) } };
}

/** What a screen shows in a state, as its story checks it, in this order. */
export interface ScreenState {
  /** The heading it shows (an empty list's, a failed read's), found by its role and name. */
  heading?: string;
  /** Or the text it shows (a loading screen's). */
  text?: string;
  /** What is asserted of the heading or text once found; nothing more when not given. */
  found?: 'visible' | 'inDocument';
  /** The filter bar (by its name) is still shown. */
  filters?: string;
  /** The search box still holds what was searched (a list with no results for it). */
  search?: string;
  /** The catalogue's message of the failed read ("Error server!") is shown. */
  message?: boolean;
  /** Try again is offered. */
  retry?: boolean;
}

/** Checks what the screen shows in `state`; returns the canvas for a story's further steps. */
export async function expectState(canvasElement: HTMLElement, state: ScreenState) {
  const canvas = within(canvasElement);
  const shown = state.heading
    ? await canvas.findByRole('heading', { name: state.heading })
    : await canvas.findByText(state.text ?? '');
  if (state.found === 'visible') await expect(shown).toBeVisible();
  if (state.found === 'inDocument') await expect(shown).toBeInTheDocument();
  if (state.filters) {
    await expect(canvas.getByRole('search', { name: state.filters })).toBeVisible();
  }
  if (state.search) {
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue(state.search);
  }
  // The catalogue's words, read from the domain: a story may quote a message, this shared
  // module of theirs may not (the domain's catalogue test keeps each message in one place).
  if (state.message) {
    await expect(canvas.getByText(HTTP_STATUS_MESSAGES[500] ?? '')).toBeVisible();
  }
  if (state.retry) await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  return canvas;
}

/** The play of a state's story that checks nothing else: `expectState`. */
export const statePlay =
  (state: ScreenState) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expectState(canvasElement, state);
  };
