import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import type { QueuedToast } from 'react-aria-components';
import { Button } from '../Button';
import { CloseIcon, ToneIcon } from '../internal/icons';
import { visuallyHidden } from '../theme/utils.css';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './Toast.css';
import { TOAST_DURATION, toast as appToaster } from './toaster';
import type {
  PausableToastQueue,
  ToastData,
  ToastMethods,
  ToastOptions,
  ToastTone,
  Toaster,
} from './toaster';

const ToastContext = createContext<ToastMethods | null>(null);

/** Read before the message, so that the tone does not rest on colour and icon alone. */
const toneWords: Record<ToastTone, string> = {
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
  critical: 'Error',
};

export interface ToastRegionProps {
  /**
   * The toaster whose toasts this region shows.
   * @default toast (the app-wide toaster)
   */
  toaster?: Toaster;
  /**
   * Starts the stack below the AppShell's top bar (which stays at the top of the window), so
   * that no toast covers the bar's controls; otherwise at the window's top-right corner.
   * Either way the stack floats over the page and never moves it.
   * @default false
   */
  belowAppBar?: boolean;
}

// The top-right stack of toasts, fixed over the page (a toast coming or going moves nothing
// under the pointer). Newest first; toasts never overlap (the stack scrolls when it outgrows the
// window). Hovering the stack or focusing a toast pauses every timer.
/**
 * Where toasts appear: the stack at the top right of the window. Put it once, through
 * ToastProvider; toasts confirm what just happened (saved, sent) or say that something failed.
 * Do not use a toast for an error that blocks a form, which belongs beside its field, nor for
 * information people must act on later.
 */
export function ToastRegion({ toaster = appToaster, belowAppBar = false }: ToastRegionProps) {
  const barBottom = useAppBarBottom(belowAppBar);
  return (
    <AriaToastRegion
      queue={toaster.queue}
      className={styles.region({ belowAppBar })}
      style={
        barBottom === null ? undefined : assignInlineVars({ [styles.barBottom]: `${barBottom}px` })
      }
    >
      {({ toast }) => <ToastItem item={toast} queue={toaster.queue} />}
    </AriaToastRegion>
  );
}

/**
 * Where the AppShell's top bar (`data-app-shell-bar`) ends in the window, followed as it
 * changes size or moves (a sticky bar below other content): null without one.
 */
function useAppBarBottom(enabled: boolean): number | null {
  const [bottom, setBottom] = useState<number | null>(null);
  useLayoutEffect(() => {
    const bar = enabled ? document.querySelector('[data-app-shell-bar]') : null;
    if (!bar) {
      setBottom(null);
      return undefined;
    }
    const update = () => setBottom(Math.max(0, Math.round(bar.getBoundingClientRect().bottom)));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    window.addEventListener('scroll', update, { passive: true, capture: true });
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
    };
  }, [enabled]);
  return bottom;
}

function ToastItem({ item, queue }: { item: QueuedToast<ToastData>; queue: PausableToastQueue }) {
  const { tone, message, action } = item.content;
  // Runs after React Aria's own effect has started the timer (child effects run first).
  useEffect(() => {
    if (queue.isPaused) item.timer?.pause();
  }, [item, queue]);
  // Errors and warnings interrupt; successes and information wait for a pause in speech.
  const urgent = tone === 'critical' || tone === 'warning';
  return (
    <AriaToast toast={item} className={styles.toast({ tone })}>
      <span className={styles.icon({ tone })} aria-hidden="true">
        <ToneIcon tone={tone} className={styles.svg} />
      </span>
      <div className={styles.body}>
        <AriaToastContent
          className={styles.content}
          role={urgent ? 'alert' : 'status'}
          aria-live={urgent ? 'assertive' : 'polite'}
        >
          <Text slot="title" className={styles.message}>
            <span className={visuallyHidden}>{toneWords[tone]}: </span>
            {message}
          </Text>
        </AriaToastContent>
        {/* Outside the live region: the message is announced as one sentence, and the action
            is a control of the toast, reached by Tab or F6. */}
        {action ? (
          <div className={styles.action}>
            <Button
              size="sm"
              variant="secondary"
              onPress={() => {
                action.onAction();
                queue.close(item.key);
              }}
            >
              {action.label}
            </Button>
          </div>
        ) : null}
      </div>
      <Button slot="close" iconOnly aria-label="Close" variant="ghost" size="sm">
        <CloseIcon className={styles.svg} />
      </Button>
    </AriaToast>
  );
}

export interface ToastProviderProps {
  children: ReactNode;
  /**
   * Milliseconds before a toast raised through `useToast()` closes by itself; `0` keeps
   * toasts until they are closed by hand.
   * @default 5000
   */
  duration?: number;
  /**
   * The toaster to show and to raise toasts on. Calls made directly on it (outside React) use
   * its own duration.
   * @default toast (the app-wide toaster)
   */
  toaster?: Toaster;
  /** Starts the stack below the AppShell's top bar (see ToastRegion). @default false */
  belowAppBar?: boolean;
}

/**
 * Gives `useToast()` to the screens and draws the toast region. Put it once near the root of the
 * app. Its toasts are cleared when it unmounts.
 */
export function ToastProvider({
  children,
  duration = TOAST_DURATION,
  toaster = appToaster,
  belowAppBar = false,
}: ToastProviderProps) {
  const methods = useMemo<ToastMethods>(() => {
    const raise = (tone: ToastTone) => (message: string, options?: ToastOptions) =>
      toaster.add(tone, message, { ...options, duration: options?.duration ?? duration });
    return {
      success: raise('success'),
      critical: raise('critical'),
      warning: raise('warning'),
      info: raise('info'),
    };
  }, [toaster, duration]);

  useEffect(() => () => toaster.clear(), [toaster]);

  return (
    <ToastContext.Provider value={methods}>
      {children}
      <ToastRegion toaster={toaster} belowAppBar={belowAppBar} />
    </ToastContext.Provider>
  );
}

/** `{ success, critical, warning, info }`, each taking the message and returning the toast's key. */
export function useToast(): ToastMethods {
  const methods = useContext(ToastContext);
  if (!methods) throw new Error('useToast must be used inside <ToastProvider>');
  return methods;
}
