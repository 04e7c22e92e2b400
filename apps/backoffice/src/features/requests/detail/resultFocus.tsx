import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/** Asks for focus on what an action changed, once the page shows it (a CSS selector). */
type FocusResult = (selector: string) => void;

const ResultFocusContext = createContext<FocusResult>(() => {});

/** How long an action's result may take to show (the refreshed request) before focus gives up. */
const RESULT_WAIT_MS = 10_000;

/** The element to focus in a result: itself when it is a heading, else its first heading. */
function focusable(target: Element): HTMLElement | null {
  const heading = target.matches('h1, h2, h3, h4')
    ? target
    : target.querySelector('h1, h2, h3, h4');
  return (heading ?? target) as HTMLElement | null;
}

/**
 * After an action, focus goes to its result (the button used to turn disabled and focus
 * fall to the page body): the withdrawal's block after a cancel, the meeting after a proposal,
 * a visit or an acceptance. The result shows once the request is read again: `version` (the
 * request) changes, and the target is looked for then.
 */
export function ResultFocusProvider({
  version,
  children,
}: {
  version: unknown;
  children: ReactNode;
}) {
  const [target, setTarget] = useState<{
    selector: string;
    at: number;
    before: unknown;
  } | null>(null);
  const latest = useRef(version);
  useEffect(() => {
    latest.current = version;
  });
  const focusResult = useCallback<FocusResult>(
    (selector) => setTarget({ selector, at: Date.now(), before: latest.current }),
    [],
  );
  useEffect(() => {
    // The result shows with the request read again after the action, not before.
    if (!target || version === target.before) return;
    if (Date.now() - target.at > RESULT_WAIT_MS) {
      setTarget(null);
      return;
    }
    const found = document.querySelector(target.selector);
    const element = found ? focusable(found) : null;
    if (!element) return;
    if (
      !element.hasAttribute('tabindex') &&
      !element.matches('a, button, input, select, textarea')
    ) {
      element.setAttribute('tabindex', '-1');
    }
    element.focus();
    setTarget(null);
  }, [target, version]);
  return <ResultFocusContext.Provider value={focusResult}>{children}</ResultFocusContext.Provider>;
}

/** Moves focus to an action's result once it shows (see ResultFocusProvider). */
export function useResultFocus(): FocusResult {
  return useContext(ResultFocusContext);
}
