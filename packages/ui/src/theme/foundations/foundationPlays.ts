// The checks the Foundations pages' stories share (stories only).
import { expect, within } from 'storybook/test';

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** The play of a page in the dark theme: its `role` named `name` is drawn (the picture shows it). */
export const shownPlay =
  (role: 'table' | 'list', name: string): Play =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole(role, { name })).toBeVisible();
  };

/** The table named `name` has a row for each of `count` tokens, under its header row. */
export async function expectTokenRows(canvasElement: HTMLElement, name: string, count: number) {
  const table = within(canvasElement).getByRole('table', { name });
  await expect(within(table).getAllByRole('row')).toHaveLength(count + 1);
}
