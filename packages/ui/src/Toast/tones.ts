// Kept apart from toaster.ts so that Toast.css.ts can read it without loading React Aria.
// The design system's tones but `neutral`: a toast always says how something went.
export const toastTones = ['info', 'success', 'warning', 'critical'] as const;
export type ToastTone = (typeof toastTones)[number];
