// The toast region's code (React Aria's region, landmark and its strings in every language)
// loads after the first paint: no toast can be raised before the page has shown.
export { ToastRegion } from '@backoffice/ui';
