// Shared by the date and time fields' stories: the fields' code loads after the first render
// (a stand-in shows until then), and the calendar when its popover first opens. On a loaded
// machine the first story of a file may wait a few seconds for either.
import { userEvent, within } from 'storybook/test';

/** The product's settings, given to the stories' LocaleProvider (not the browser's). */
export const productSettings = {
  locale: 'en-GB',
  timeZone: 'Europe/Paris',
  hourCycle: 24,
} as const;

const loading = { timeout: 15_000 };

/** A field (its role="group"), once its code has loaded. */
export function loadedField(canvasElement: HTMLElement, name: string | RegExp) {
  return within(canvasElement).findByRole('group', { name }, loading);
}

/** Clicks a field's calendar button and answers the popover once its grid has loaded. */
export async function openCalendar(canvasElement: HTMLElement, button?: HTMLElement) {
  await userEvent.click(button ?? within(canvasElement).getByRole('button', { name: /Calendar/ }));
  return calendarPopover(canvasElement);
}

/** The open popover, once its calendar grid has loaded. */
export async function calendarPopover(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, loading);
  await within(dialog).findByRole('grid', {}, loading);
  return dialog;
}

/** A field's text as read, without the isolation marks React Aria puts around times. */
export function shownText(element: HTMLElement): string {
  return (element.textContent ?? '').replace(/[\u2066-\u2069]/g, '');
}
