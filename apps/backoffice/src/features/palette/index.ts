// The power user's layer (issue 20): the signed-in layout wraps its screens in PowerLayer
// and shows PowerButtons in its top bar. The palette and the shortcuts sheet are chunks of
// their own, downloaded when the browser is idle.
export { PowerLayer, prefetchOverlays } from './PowerLayer';
export { PowerButtons } from './PowerButtons';
