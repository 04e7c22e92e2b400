export { ToastProvider, ToastRegion, useToast } from './Toast';
export type { ToastProviderProps, ToastRegionProps } from './Toast';
export { TOAST_DURATION, Toaster, createToaster, toast, toastTones } from './toaster';
export type { ToastAction, ToastData, ToastMethods, ToastOptions, ToastTone } from './toaster';
