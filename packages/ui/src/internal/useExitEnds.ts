import { useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/**
 * How long a closed dialog may take to leave: its longest exit animation (the side panel's,
 * `motion.duration.slow`, 320 ms) with room for a slow machine's frames.
 */
export const EXIT_LIMIT_MS = 2000;

/**
 * Makes sure a closed dialog leaves the page. React Aria keeps a closing overlay mounted until
 * its exit animation has *finished*, and waits for nothing else: an exit animation cancelled
 * instead never finishes, and the closed dialog stayed on the page for good, over everything,
 * keeping focus. A Storybook picture showed it once on a loaded machine: the "Reject version"
 * question still on screen after it had run, the status updated under its backdrop. What
 * cancels an exit is outside the dialog: an ancestor or the dialog itself hidden for a moment
 * (`display: none`, as React does to the content of a Suspense boundary that shows its fallback
 * again; React's Suspense hides the portals inside too), or a script.
 *
 * Put `overlayRef` on the ModalOverlay and `key` on it: a closed overlay still there a frame
 * after its exit animations are over (one was cancelled; or, hidden and shown again by a
 * Suspense boundary, React Aria does not wait again), or `EXIT_LIMIT_MS` after the close, is
 * drawn anew (a new key), and a closed one draws nothing.
 */
export function useExitEnds(isOpen: boolean): {
  key: number;
  overlayRef: RefObject<HTMLDivElement | null>;
} {
  const overlayRef = useRef<HTMLDivElement | null>(null);
  const [key, setKey] = useState(0);
  // A layout effect: it listens from the commit that starts the exit, before any frame.
  useLayoutEffect(() => {
    const overlay = overlayRef.current;
    if (isOpen || !overlay) return;
    let done = false;
    const drop = () => {
      if (!done && overlay.isConnected) setKey((k) => k + 1);
      done = true;
    };
    // The animations React Aria waits for (the overlay's and the frame's, as it took them in
    // this commit). Once they are over, finished or cancelled, React Aria has removed the
    // overlay within the same task; still there a frame later, it is stuck.
    const exits = [overlay, ...Array.from(overlay.children)].flatMap(
      (element) => element.getAnimations?.() ?? [],
    );
    void Promise.allSettled(exits.map((animation) => animation.finished)).then(() =>
      requestAnimationFrame(drop),
    );
    const late = window.setTimeout(drop, EXIT_LIMIT_MS);
    return () => {
      done = true;
      window.clearTimeout(late);
    };
  }, [isOpen]);
  return { key, overlayRef };
}
