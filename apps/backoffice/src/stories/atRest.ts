/**
 * Waiting, in a play, for a page to be final before its picture: a screen draws its lazy
 * parts after its first paint (a spinner, or a stand-in marked `aria-busy`, until their code
 * comes), and a part drawn above what the picture shows moves it. A play that scrolls to a
 * part waits for this first, then scrolls, then waits for the page to be still again.
 */
import { expect, waitFor } from 'storybook/test';

const frame = (view: Window) =>
  new Promise<void>((resolve) => view.requestAnimationFrame(() => resolve()));

/**
 * Resolves once nothing in the story is loading (no `aria-busy="true"`, no progress bar) and
 * `element` has kept its place in the page, and the page its scroll position, for `quiet`
 * frames in a row. Waits on frames, not on time: a loaded machine's slower frames wait longer.
 */
export async function pageAtRest(
  canvasElement: HTMLElement,
  element: Element,
  quiet = 10,
): Promise<void> {
  await waitFor(() => {
    expect(canvasElement.querySelector('[aria-busy="true"], [role="progressbar"]')).toBeNull();
  });
  const view = canvasElement.ownerDocument.defaultView!;
  const place = () => `${element.getBoundingClientRect().top + view.scrollY} ${view.scrollY}`;
  const deadline = Date.now() + 10_000;
  let last = place();
  for (let still = 0; still < quiet;) {
    await frame(view);
    const now = place();
    if (now === last) still += 1;
    else [still, last] = [0, now];
    if (Date.now() > deadline) throw new Error('The page kept moving for 10 s');
  }
}
