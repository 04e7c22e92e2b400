import { useEffect } from 'react';

/** How long after a navigation a screen may take to show its heading (its data first). */
const HEADING_WAIT_MS = 15_000;

/**
 * Moves focus to the new page's `h1` after each navigation (focus used to be left on the
 * page body after signing in and after opening a request), for every screen inside `main`
 * without its doing anything: the heading may come later, with the screen's code or data.
 * Focus is left alone when the visitor has already moved it meanwhile.
 */
export function useFocusHeadingOnNavigation(mainId: string, pathname: string): void {
  useEffect(() => {
    const main = document.getElementById(mainId);
    if (!main) return undefined;
    const focusedAtNavigation = document.activeElement;
    const focusHeading = (): boolean => {
      // The first heading shown: Suspense keeps the page being left in the DOM, hidden,
      // while the next one loads.
      const heading = Array.from(main.querySelectorAll<HTMLElement>('h1')).find(
        (h1) => h1.getClientRects().length > 0,
      );
      if (!heading) return false;
      // Focus the visitor moved meanwhile (a field, the user menu) stays where it went.
      const active = document.activeElement;
      const movedByVisitor =
        active !== null && active !== document.body && active !== focusedAtNavigation;
      if (!movedByVisitor) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'hidden'],
    });
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [mainId, pathname]);
}
