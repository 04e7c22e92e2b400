// Kept apart from toaster.ts so that Toast.css.ts can read it without loading React Aria.
export const toastTones = ['success', 'error', 'warning', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];
