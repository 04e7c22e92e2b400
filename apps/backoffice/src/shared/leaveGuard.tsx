import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AlertDialog } from '@backoffice/ui';

/** The question asked before leaving unsaved work. */
export interface LeaveGuardWords {
  title: string;
  message: string;
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
 * link, any in-app link, by pointer or keyboard) opens a dialog, and the route changes only
 * when the user chooses to leave. Render what it returns.
 *
 * The app's routes are declarative (BrowserRouter, see app/routes.tsx), where react-router's
 * `useBlocker` is not available (it needs a data router): the link's click is caught on the
 * document before react-router's or React Aria's link handles it, and replayed with
 * `navigate` once confirmed. The browser's own Back button is not asked about.
 */
export function useLeaveGuard(isDirty: boolean, words: LeaveGuardWords): ReactNode {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!isDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      const target = inAppTarget(event);
      if (target === null) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(target);
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', onClick, true);
    };
  }, [isDirty]);

  return (
    <AlertDialog
      isOpen={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      title={words.title}
      confirmLabel={words.leave}
      cancelLabel={words.stay}
      onConfirm={() => {
        const target = pending;
        setPending(null);
        if (target !== null) void navigate(target);
      }}
    >
      {words.message}
    </AlertDialog>
  );
}
