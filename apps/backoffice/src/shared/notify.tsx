import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { isApiError } from '@backoffice/api';
import { errorMessage } from '@backoffice/domain';
import type { Toast, ToastTone } from '@backoffice/domain';
import type { Toaster, ToastRegionProps } from '@backoffice/ui';

/**
 * Where the app's toasts go. The catalogue's tones are the design system's words, passed on
 * unchanged (a tone the toaster does not know fails the type check here). The toaster and its
 * region load after the first paint; a toast raised before (none should be) waits for them.
 */
class ToastSink {
  private toaster: Toaster | null = null;
  private pending: [ToastTone, string][] = [];

  add(tone: ToastTone, message: string): void {
    if (this.toaster) this.toaster.add(tone, message);
    else this.pending.push([tone, message]);
  }

  attach(toaster: Toaster): void {
    this.toaster = toaster;
    for (const [tone, message] of this.pending.splice(0)) toaster.add(tone, message);
  }

  clear(): void {
    this.pending = [];
    this.toaster?.clear();
  }
}

const SinkContext = createContext<ToastSink | null>(null);

interface LoadedToasts {
  toaster: Toaster;
  Region: ComponentType<ToastRegionProps>;
}

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
  const [sink] = useState(() => new ToastSink());
  const [loaded, setLoaded] = useState<LoadedToasts | null>(null);
  useEffect(() => {
    let alive = true;
    void import('./toastRegion').then(({ createToaster, ToastRegion }) => {
      if (!alive) return;
      const toaster = createToaster({ duration });
      sink.attach(toaster);
      setLoaded({ toaster, Region: ToastRegion });
    });
    return () => {
      alive = false;
      sink.clear();
    };
  }, [sink, duration]);
  return (
    <SinkContext.Provider value={sink}>
      {children}
      {loaded ? <loaded.Region toaster={loaded.toaster} /> : null}
    </SinkContext.Provider>
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
  const sink = useContext(SinkContext);
  if (!sink) throw new Error('useNotify must be used inside <NotifyProvider>');
  return useMemo(
    () => ({
      show: ({ tone, message }) => sink.add(tone, message),
      failure: (error) => {
        if (isApiError(error)) {
          if (!error.silent) sink.add('critical', error.message);
          return;
        }
        const message = errorMessage({});
        if (message) sink.add('critical', message);
      },
    }),
    [sink],
  );
}
