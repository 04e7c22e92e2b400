import { afterEach, describe, expect, it } from 'vitest';
import { holdFocus } from './holdFocus';

const frames = (count = 3) =>
  new Promise<void>((resolve) => {
    const step = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
    step(count);
  });

function button(name: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = name;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('holdFocus', () => {
  it('gives focus found on the body back to the control as it is drawn now', async () => {
    let drawn = button('Publish');
    const held = holdFocus(() => drawn);
    drawn.focus();
    // The action makes the button unavailable: it is drawn anew, focus falls to the body.
    drawn.remove();
    drawn = button('Publish');
    expect(document.activeElement).toBe(document.body);
    await frames();
    expect(document.activeElement).toBe(drawn);
    held.release();
  });

  it('stops once the person has moved focus elsewhere', async () => {
    const publish = button('Publish');
    const elsewhere = button('Elsewhere');
    holdFocus(() => publish).release();
    elsewhere.focus();
    await frames();
    elsewhere.blur();
    await frames();
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps the latest control only: Unpublish pressed in the grace time of Publish keeps focus', async () => {
    const publish = button('Publish');
    const unpublish = button('Unpublish');
    publish.focus();
    // Publish has run; its hold is in its grace time (no frame has seen focus leave it yet).
    holdFocus(() => publish).release();
    unpublish.focus();
    const held = holdFocus(() => unpublish);
    // Its question closes and focus lands on the body: Unpublish gets it, not Publish.
    unpublish.blur();
    await frames();
    expect(document.activeElement).toBe(unpublish);
    held.release();
  });
});
