import { expect, userEvent, within } from 'storybook/test';

// Stories only (the detail screens' page stories): opening the History and reading it as staff do.
/**
 * Shows a detail's History with the keyboard alone (its button focused, Enter), checks that it
 * was hidden and that focus stays on its button, now "Hide the history".
 */
export async function openHistory(canvasElement: HTMLElement): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  const region = await canvas.findByRole('region', { name: 'History' });
  const trigger = within(region).getByRole('button', { name: 'Show the history' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(trigger).toHaveAccessibleName('Hide the history');
  await expect(trigger).toHaveFocus();
  return trigger;
}

/**
 * Scrolls the History to the top of the view for the picture, once what it shows is drawn: the
 * page may end below it, and its height (hence where the scroll stops) is final only then.
 */
export function showHistory(canvasElement: HTMLElement): void {
  within(canvasElement).getByRole('region', { name: 'History' }).scrollIntoView({ block: 'start' });
}

/**
 * Checks that the open History comes to show what `role` named `name` is (an empty history's
 * heading, its progress bar while it loads), then scrolls to it for the picture.
 */
export async function expectInHistory(
  canvasElement: HTMLElement,
  role: 'heading' | 'progressbar',
  name: string,
): Promise<void> {
  await expect(await within(canvasElement).findByRole(role, { name })).toBeVisible();
  showHistory(canvasElement);
}

/** The History's list once loaded, and what each entry says first (the call in words). */
export async function historyList(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole('list', { name: 'Changes, newest first' });
  showHistory(canvasElement);
  const summaries = () =>
    Array.from(list.children, (item) => item.querySelector('p')?.textContent ?? '');
  return { list, summaries };
}
