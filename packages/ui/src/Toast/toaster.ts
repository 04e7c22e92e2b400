// Why React Aria's UNSTABLE_ToastQueue/UNSTABLE_ToastRegion (RAC 1.22) rather than our own:
// they already give the region landmark (F6 reaches it), pause every timer while the region is
// hovered or holds focus, move focus to a neighbouring toast when the focused one closes and
// give it back to the page when the last one goes, and stay reachable while a modal is open
// (the region is a "top layer"). Re-implementing that is what the conventions forbid. The API
// is marked unstable, so it is used in this folder only (this file and Toast.tsx); the rest of
// the code base sees `Toaster`, `ToastProvider`, `ToastRegion` and `useToast`.
// React Aria always gives the content `role="alert"`; Toast.tsx overrides it with a polite
// `status` for success and info, as the conventions ask.
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { ToastTone } from './tones';

/** Toasts close by themselves after this many milliseconds (spec: "after 5 seconds"). */
export const TOAST_DURATION = 5000;

export { toastTones } from './tones';
export type { ToastTone } from './tones';

/** A button a toast offers beside its message (a file to download, say). */
export interface ToastAction {
  /** The button's text, which names what it does ('Download requests-2026-11-25.csv'). */
  label: string;
  /** Called on press; the toast then closes (it stays until then, or until closed). */
  onAction: () => void;
}

/** What one toast shows. */
export interface ToastData {
  tone: ToastTone;
  message: string;
  /** A button under the message. @default undefined */
  action?: ToastAction;
}

export interface ToastOptions {
  /**
   * Milliseconds before the toast closes by itself; `0` keeps it until closed by hand. A
   * toast with an action always stays until it is acted on or closed, whatever this says:
   * what it offers must not go away on a timer (WCAG 2.2.1).
   * @default the toaster's duration (5000)
   */
  duration?: number;
  /** A button under the message. @default undefined */
  action?: ToastAction;
}

/** Raises toasts; each method returns the toast's key, for `close(key)`. */
export interface ToastMethods {
  success(message: string, options?: ToastOptions): string;
  critical(message: string, options?: ToastOptions): string;
  warning(message: string, options?: ToastOptions): string;
  info(message: string, options?: ToastOptions): string;
}

/**
 * A queue that remembers whether the region paused it, so that a toast arriving while the
 * pointer rests on the region (or focus is inside it) waits too: React Aria starts each new
 * toast's timer on mount whatever the region's state.
 */
export class PausableToastQueue extends ToastQueue<ToastData> {
  isPaused = false;

  override pauseAll(): void {
    this.isPaused = true;
    super.pauseAll();
  }

  override resumeAll(): void {
    this.isPaused = false;
    super.resumeAll();
  }
}

/** A toast queue with one method per tone. Usable from React (`useToast`) or from plain code. */
export class Toaster implements ToastMethods {
  /** The React Aria queue the region renders. */
  readonly queue = new PausableToastQueue();
  /** Default lifetime of a toast raised directly on this toaster, in milliseconds. */
  readonly duration: number;

  constructor(options: { duration?: number } = {}) {
    this.duration = options.duration ?? TOAST_DURATION;
  }

  /** Raises a toast of any tone. */
  add(tone: ToastTone, message: string, options: ToastOptions = {}): string {
    // A toast that offers something stays until taken or closed.
    const duration = options.action ? 0 : (options.duration ?? this.duration);
    const content: ToastData = options.action
      ? { tone, message, action: options.action }
      : { tone, message };
    // React Aria treats a missing timeout as "stays until closed".
    return this.queue.add(content, duration > 0 ? { timeout: duration } : {});
  }

  success = (message: string, options?: ToastOptions) => this.add('success', message, options);
  critical = (message: string, options?: ToastOptions) => this.add('critical', message, options);
  warning = (message: string, options?: ToastOptions) => this.add('warning', message, options);
  info = (message: string, options?: ToastOptions) => this.add('info', message, options);

  /** Closes one toast. */
  close(key: string): void {
    this.queue.close(key);
  }

  /** Closes every toast. */
  clear(): void {
    this.queue.clear();
  }
}

/** Creates a toaster; the app normally uses the shared `toast` instead. */
export function createToaster(options?: { duration?: number }): Toaster {
  return new Toaster(options);
}

/**
 * The app-wide toaster, for code outside React (a fetch error handler, a store):
 * `toast.critical('Error server!')`. `<ToastProvider>` shows its toasts by default.
 */
export const toast: Toaster = createToaster();
