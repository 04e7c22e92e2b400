import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { isApiError } from '@backoffice/api';
import { errorMessage } from '@backoffice/domain';
import type { Toast, ToastTone } from '@backoffice/domain';
import type { ToastAction, Toaster, ToastRegionProps } from '@backoffice/ui';

/** A toast's extras: a button under its message, and how long it stays. */
export interface NotifyOptions {
  /** A button under the message (a file to download). */
  action?: ToastAction;
  /** Milliseconds it stays; 0 until closed. @default the provider's (5000) */
  duration?: number;
}

/** A toast raised: it can be closed (a "please wait" replaced by the result). */
export interface ToastHandle {
  close: () => void;
}

interface PendingToast {
  tone: ToastTone;
  message: string;
  options: NotifyOptions;
  key: string | null;
  closed: boolean;
}

/**
 * Where the app's toasts go. The catalogue's tones are the design system's words, passed on
 * unchanged (a tone the toaster does not know fails the type check here). The toaster and its
 * region load on demand: the first toast raised, or a screen asking ahead (the signed-in
 * layout as it opens, the sign-in form as typing starts); a toast raised before they are
 * there waits for them.
 */
class ToastSink {
  private toaster: Toaster | null = null;
  private pending: PendingToast[] = [];
  private wanted = false;
  private onWanted: (() => void) | null = null;

  add(tone: ToastTone, message: string, options: NotifyOptions = {}): ToastHandle {
    const toast: PendingToast = { tone, message, options, key: null, closed: false };
    if (this.toaster) toast.key = this.raise(this.toaster, toast);
    else {
      this.pending.push(toast);
      this.want();
    }
    return {
      close: () => {
        toast.closed = true;
        if (toast.key !== null) this.toaster?.close(toast.key);
      },
    };
  }

  /** Asks for the toasts' code (once; again after a load that failed). */
  want(): void {
    if (this.toaster || this.wanted) return;
    this.wanted = true;
    this.onWanted?.();
  }

  /** Who loads the code when it is wanted (the provider); called at once if it already is. */
  whenWanted(load: (() => void) | null): void {
    this.onWanted = load;
    if (load && this.wanted && !this.toaster) load();
  }

  /** The load failed (the server out of reach): the next toast or preload asks again. */
  loadFailed(): void {
    this.wanted = false;
  }

  private raise(toaster: Toaster, toast: PendingToast): string {
    const { action, duration } = toast.options;
    return toaster.add(toast.tone, toast.message, {
      ...(action ? { action } : {}),
      ...(duration !== undefined ? { duration } : {}),
    });
  }

  attach(toaster: Toaster): void {
    this.toaster = toaster;
    for (const toast of this.pending.splice(0)) {
      if (!toast.closed) toast.key = this.raise(toaster, toast);
    }
  }

  /** Drops every toast and the toaster (the provider unmounts or its duration changes). */
  clear(): void {
    this.pending = [];
    this.toaster?.clear();
    this.toaster = null;
    this.wanted = false;
  }
}

const SinkContext = createContext<ToastSink | null>(null);

/** Whether a screen with the AppShell's top bar shows (set by the layout while it shows). */
const PlacementContext = createContext<((belowAppBar: boolean) => void) | null>(null);

/**
 * Starts the toasts below the top bar while the calling screen (the signed-in layout) is
 * shown, so that no toast covers the bar's Export or user menu. They float over the page
 * either way and never move it. The login screen keeps them at the window's top-right. Loads
 * the toasts' code as the layout opens.
 */
export function useToastsBelowAppBar(): void {
  const place = useContext(PlacementContext);
  const sink = useContext(SinkContext);
  useEffect(() => {
    place?.(true);
    // Loaded as the layout opens, not at the first toast: a toast saying the server is out of
    // reach must not wait for code from that server.
    sink?.want();
    return () => place?.(false);
  }, [place, sink]);
}

/** Loads the toasts' code ahead of the first toast (the sign-in form as typing starts). */
export function usePreloadToasts(): () => void {
  const sink = useContext(SinkContext);
  return useCallback(() => sink?.want(), [sink]);
}

interface LoadedToasts {
  toaster: Toaster;
  Region: ComponentType<ToastRegionProps>;
}

/**
 * The app's toasts: top-right over the page (below the top bar on signed-in screens), never
 * moving it, closing after 5 s unless they offer something (the design system's defaults,
 * which are the spec's). Each provider has its own queue, cleared when it unmounts, so that one story's
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
  const [belowAppBar, setBelowAppBar] = useState(false);
  useEffect(() => {
    let alive = true;
    sink.whenWanted(() => {
      import('./toastRegion').then(
        ({ createToaster, ToastRegion }) => {
          if (!alive) return;
          const toaster = createToaster({ duration });
          sink.attach(toaster);
          setLoaded({ toaster, Region: ToastRegion });
        },
        () => sink.loadFailed(),
      );
    });
    return () => {
      alive = false;
      sink.whenWanted(null);
      sink.clear();
      setLoaded(null);
    };
  }, [sink, duration]);
  return (
    <SinkContext.Provider value={sink}>
      <PlacementContext.Provider value={setBelowAppBar}>{children}</PlacementContext.Provider>
      {loaded ? <loaded.Region toaster={loaded.toaster} belowAppBar={belowAppBar} /> : null}
    </SinkContext.Provider>
  );
}

export interface Notify {
  /** Shows a toast of the domain's catalogue (or one built by its helpers). */
  show: (toast: Toast, options?: NotifyOptions) => ToastHandle;
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
      show: ({ tone, message }, options) => sink.add(tone, message, options),
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
