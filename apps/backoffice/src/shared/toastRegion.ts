// The toasts' code (React Aria's queue, region, landmark and its strings in every language)
// loads after the first paint: no toast can be raised before the page has shown.
export { ToastRegion, createToaster } from '@backoffice/ui';
