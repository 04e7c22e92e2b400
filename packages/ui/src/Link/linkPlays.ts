// A check the link stories share (stories only).
import { expect, userEvent } from 'storybook/test';
import type { fn } from 'storybook/test';

/**
 * A disabled link does nothing: it says it is disabled, has no address, is skipped by Tab, and
 * a click never reaches `follow` (the router, or what records an opened tab).
 */
export async function expectInertLink(link: HTMLElement, follow: ReturnType<typeof fn>) {
  await expect(link).toHaveAttribute('aria-disabled', 'true');
  await expect(link).not.toHaveAttribute('href');
  await userEvent.tab();
  await expect(link).not.toHaveFocus();
  await userEvent.click(link, { pointerEventsCheck: 0 });
  await expect(follow).not.toHaveBeenCalled();
}
