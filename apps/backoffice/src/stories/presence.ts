/**
 * The plays of the "someone else here" stories (shared/live/presenceStory sets them up): the
 * words that say who else is on the record, and what this screen told the team.
 */
import { expect, waitFor, within } from 'storybook/test';
import type { AnnouncedPresence } from '@/shared/live/presenceStory';

/** Queries bound to a part of the page (`within(…)`): the canvas, or a modal. */
type Scope = Pick<ReturnType<typeof within>, 'getByText'>;

/**
 * The words that someone else is here (`words`, e.g. "Léa Bernard is editing the FAQ"), under
 * a record's title or atop a modal: said as a status, and shown (a modal's once its entry has
 * been drawn).
 */
export async function expectSomeoneHere(scope: Scope, words: string) {
  const here = scope.getByText(words);
  await expect(here).toHaveAttribute('role', 'status');
  await waitFor(() => expect(here).toBeVisible());
}

/**
 * A detail screen with someone else on its record: the words under its title say so, and this
 * screen told the team, at once, that this person views the record (`entity` `id`).
 */
export async function expectSomeoneHereOnDetail(
  canvasElement: HTMLElement,
  announced: AnnouncedPresence,
  words: string,
  { entity, id }: { entity: string; id: number },
) {
  await expectSomeoneHere(within(canvasElement), words);
  await waitFor(() => expect(announced.bodies).toContainEqual({ entity, id, activity: 'viewing' }));
}

/**
 * This screen said no leaving while it stayed on the record (their screen never dropped this
 * person's name); the page back at its top for the picture.
 */
export async function expectNeverLeft(canvasElement: HTMLElement, announced: AnnouncedPresence) {
  await expect(announced.leavings()).toEqual([]);
  canvasElement.ownerDocument.defaultView!.scrollTo(0, 0);
}
