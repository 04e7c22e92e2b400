import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { intentComponent } from './intentComponent';
import { onIntent } from './onIntent';
import { withMember } from './sets';
import { registerSignOutAsker } from './signOutGuard';

// The question's code (React Aria's modal and dialog) loads once there is work to lose: as the
// screen first holds unsaved work, not with the screen. It is drawn from its first asking on
// (so that it animates out as it closes); asked before it has loaded, it opens when it has;
// if it cannot load (the server away), the person stays, with their work, and is told.
const questionDialog = onIntent(() => import('./questionDialog'));
const AlertDialog = intentComponent(questionDialog, (m) => m.AlertDialog);

/** The question asked before leaving unsaved work. */
export interface LeaveGuardWords {
  title: string;
  message: string;
  /** The message when the leaving is a sign-out, when it says something else ('the draft goes'). */
  signOutMessage?: string;
  /** The button that leaves anyway. */
  leave: string;
  /** The button that stays. */
  stay: string;
}

/** The in-app address a click on a link would open, or null when it does not open one. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // The same page (a fragment): nothing is left.
  if (url.pathname === window.location.pathname && url.search === window.location.search) {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Asks before leaving a screen that holds unsaved work. Closing or reloading the tab asks the
 * browser's own question (beforeunload); following a link of the app (the navigation, a Back
 * link, any in-app link, by pointer or keyboard) or Logout opens a dialog, and the route
 * changes only when the user chooses to leave. Render what it returns.
 *
 * The app's routes are declarative (BrowserRouter, see app/routes.tsx), where react-router's
 * `useBlocker` is not available (it needs a data router): the link's click is caught on the
 * document before react-router's or React Aria's link handles it, and replayed with
 * `navigate` once confirmed. The browser's own Back button is not asked about.
 */
export function useLeaveGuard(isDirty: boolean, words: LeaveGuardWords): ReactNode {
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ proceed: () => void; signOut: boolean } | null>(null);
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    if (!isDirty) return undefined;
    questionDialog.preload();
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      const target = inAppTarget(event);
      if (target === null) return;
      event.preventDefault();
      // One question, from the first guard to catch it, when a page has several.
      event.stopImmediatePropagation();
      setAsked(true);
      setPending({ proceed: () => void navigate(target), signOut: false });
    };
    const askSignOut = (proceed: () => void) => {
      setAsked(true);
      setPending({ proceed, signOut: true });
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', onClick, true);
    const unregister = registerSignOutAsker(askSignOut);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', onClick, true);
      unregister();
    };
  }, [isDirty, navigate]);

  if (!asked) return null;
  return (
    <AlertDialog
      onLoadFailed={() => {
        setPending(null);
        setAsked(false);
      }}
      isOpen={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      title={words.title}
      confirmLabel={words.leave}
      cancelLabel={words.stay}
      onConfirm={() => {
        const proceed = pending?.proceed;
        setPending(null);
        proceed?.();
      }}
    >
      {pending?.signOut && words.signOutMessage ? words.signOutMessage : words.message}
    </AlertDialog>
  );
}

/** Each part of a screen tells its guard whether it holds unsaved work (by a key of its own). */
const UnsavedContext = createContext<(key: string, unsaved: boolean) => void>(() => {});

/** Tells the enclosing `UnsavedGuard` whether this part (`key`) holds unsaved work. */
export function useUnsaved(key: string, unsaved: boolean): void {
  const report = useContext(UnsavedContext);
  useEffect(() => {
    report(key, unsaved);
    return () => report(key, false);
  }, [report, key, unsaved]);
}

/**
 * A screen's part made of several forms (notes, request actions), each reporting with
 * `useUnsaved`: leaving asks first while any of them holds unsaved work.
 */
export function UnsavedGuard({ words, children }: { words: LeaveGuardWords; children: ReactNode }) {
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback(
    (key: string, isUnsaved: boolean) =>
      setUnsaved((current) => withMember(current, key, isUnsaved)),
    [],
  );
  const leaveGuard = useLeaveGuard(unsaved.size > 0, words);
  return (
    <UnsavedContext.Provider value={report}>
      {children}
      {leaveGuard}
    </UnsavedContext.Provider>
  );
}
