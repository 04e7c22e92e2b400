// The toasts' code (React Aria's queue, region, landmark and its strings) loads on demand
// (shared/notify.tsx): no toast can be raised before the page has shown.
export { ToastRegion, createToaster } from '@backoffice/ui';
