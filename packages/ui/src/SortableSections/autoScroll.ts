import { useCallback, useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** The band at the top and bottom of the scrolling area that scrolls it (at most a sixth of it). */
const EDGE_PX = 56;
/** Pixels a frame with the pointer at the very edge (about 840 px a second). */
const MAX_STEP_PX = 14;
/** What stays of the section under the pointer, beyond the pointer, when the scroll stops. */
const KEEP_PX = 8;

function scrollingArea(element: HTMLElement): HTMLElement {
  const doc = element.ownerDocument;
  for (let node = element.parentElement; node && node !== doc.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (/(auto|scroll|overlay)/.test(overflowY) && node.scrollHeight > node.clientHeight) {
      return node;
    }
  }
  return (doc.scrollingElement as HTMLElement | null) ?? doc.documentElement;
}

/** The section (its element) whose top and bottom hold the height y, if any. */
function sectionAt(root: HTMLElement, y: number): HTMLElement | undefined {
  return Array.from(root.querySelectorAll<HTMLElement>('[data-section-id]')).find((section) => {
    const box = section.getBoundingClientRect();
    return box.top <= y && y <= box.bottom;
  });
}

/** How far to scroll this frame (negative: up), for a pointer at height y. */
export function autoScrollStep(
  view: { top: number; bottom: number },
  y: number,
  section: { top: number; bottom: number } | undefined,
): number {
  const band = Math.min(EDGE_PX, (view.bottom - view.top) / 6);
  let direction: -1 | 0 | 1 = 0;
  let depth = 0;
  if (y >= view.bottom - band) {
    direction = 1;
    depth = (y - (view.bottom - band)) / band;
  } else if (y <= view.top + band) {
    direction = -1;
    depth = (view.top + band - y) / band;
  }
  if (direction === 0) return 0;
  let step = Math.max(1, Math.round(MAX_STEP_PX * Math.min(1, depth)));
  if (section) {
    // Never past the section under the pointer: its far edge stops short of the pointer, so
    // that the drop still lands where the person sees it land.
    const room = direction > 0 ? section.bottom - KEEP_PX - y : y - (section.top + KEEP_PX);
    step = Math.min(step, Math.max(0, Math.floor(room)));
  }
  return step === 0 ? 0 : direction * step;
}

/**
 * Scrolls the page (or the scrolling area around the sections) while a row is held by the
 * pointer near its top or bottom edge, bounded by the section under the pointer: dnd-kit's own
 * auto-scroll takes a fifth of the window as its edge and runs at up to 2,000 px a second,
 * scrolling the section the person aimed at out from under the pointer before the release.
 * Going on to the next section takes a small move of the pointer onto it.
 */
export function useBoundedAutoScroll(rootRef: RefObject<HTMLElement | null>) {
  const run = useRef<{ y: number; frame: number; off: () => void } | null>(null);

  const stop = useCallback(() => {
    const current = run.current;
    if (!current) return;
    cancelAnimationFrame(current.frame);
    current.off();
    run.current = null;
  }, []);

  const start = useCallback(
    (activator: Event | null) => {
      stop();
      const root = rootRef.current;
      if (!root || !activator || !('clientY' in activator)) return;
      const view = root.ownerDocument.defaultView;
      if (!view) return;
      const onMove = (event: PointerEvent) => {
        if (run.current) run.current.y = event.clientY;
      };
      view.addEventListener('pointermove', onMove, { capture: true, passive: true });
      const state = {
        y: (activator as MouseEvent).clientY,
        frame: 0,
        off: () => view.removeEventListener('pointermove', onMove, { capture: true }),
      };
      run.current = state;
      const frame = () => {
        state.frame = requestAnimationFrame(frame);
        const area = scrollingArea(root);
        const isPage = area === root.ownerDocument.scrollingElement;
        const box = isPage ? { top: 0, bottom: view.innerHeight } : area.getBoundingClientRect();
        const step = autoScrollStep(
          { top: Math.max(0, box.top), bottom: Math.min(view.innerHeight, box.bottom) },
          state.y,
          sectionAt(root, state.y)?.getBoundingClientRect(),
        );
        if (step === 0) return;
        if (isPage) view.scrollBy(0, step);
        else area.scrollBy(0, step);
      };
      state.frame = requestAnimationFrame(frame);
    },
    [rootRef, stop],
  );

  useEffect(() => stop, [stop]);
  return { start, stop };
}
