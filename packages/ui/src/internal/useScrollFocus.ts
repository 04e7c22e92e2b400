import { useCallback, useState } from 'react';

/**
 * A scrolling area with nothing focusable inside cannot be scrolled from the keyboard (axe:
 * scrollable-region-focusable). This gives it `tabIndex={0}` only while it overflows, so that a
 * short body adds no useless tab stop. A callback ref, because the area mounts and unmounts
 * with the overlay while the component that owns it stays.
 */
export function useScrollFocus<T extends HTMLElement>() {
  const [scrollable, setScrollable] = useState(false);

  const ref = useCallback((el: T | null) => {
    if (!el) return;
    const check = () => setScrollable(el.scrollHeight > el.clientHeight);
    check();
    // The area changes size with the window; its content changes with the caller's state.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    resize?.observe(el);
    const mutation = new MutationObserver(check);
    mutation.observe(el, { childList: true, subtree: true, characterData: true });
    return () => {
      resize?.disconnect();
      mutation.disconnect();
    };
  }, []);

  return { ref, tabIndex: scrollable ? 0 : undefined };
}
