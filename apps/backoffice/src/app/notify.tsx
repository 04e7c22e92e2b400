import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { isApiError } from '@backoffice/api';
import { errorMessage } from '@backoffice/domain';
import type { Toast } from '@backoffice/domain';
import { createToaster } from '@backoffice/ui';
import type { Toaster } from '@backoffice/ui';

const ToastRegion = lazy(() => import('./toastRegion').then((m) => ({ default: m.ToastRegion })));

const ToasterContext = createContext<Toaster | null>(null);

/**
 * The app's toasts: top-right, closing after 5 s (the design system's defaults, which are the
 * spec's). Each provider has its own queue, cleared when it unmounts, so that one story's
 * toasts never show in the next.
 */
export function NotifyProvider({
  children,
  duration,
}: {
  children: ReactNode;
  /** Milliseconds a toast stays; 0 keeps it until closed (stories). @default 5000 */
  duration?: number;
}) {
  const [toaster] = useState(() => createToaster({ duration }));
  useEffect(() => () => toaster.clear(), [toaster]);
  return (
    <ToasterContext.Provider value={toaster}>
      {children}
      <Suspense fallback={null}>
        <ToastRegion toaster={toaster} />
      </Suspense>
    </ToasterContext.Provider>
  );
}

export interface Notify {
  /** Shows a toast of the domain's catalogue (or one built by its helpers). */
  show: (toast: Toast) => void;
  /**
   * Shows the error catalogue's toast for a failed call: nothing for wrong_key (the session
   * ends and the login screen shows instead), 'Invalid status!' for anything that is not an
   * API error.
   */
  failure: (error: unknown) => void;
}

/** Raises toasts in the catalogue's words. */
export function useNotify(): Notify {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error('useNotify must be used inside <NotifyProvider>');
  return useMemo(
    () => ({
      show: ({ tone, message }) => {
        toaster.add(tone, message);
      },
      failure: (error) => {
        if (isApiError(error)) {
          if (!error.silent) toaster.error(error.message);
          return;
        }
        const message = errorMessage({});
        if (message) toaster.error(message);
      },
    }),
    [toaster],
  );
}
