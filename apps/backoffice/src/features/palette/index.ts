// The power user's layer: the signed-in layout wraps its screens in PowerLayer
// and keeps a place in its top bar for PowerButtons. The rest downloads after the layout's
// first paint (powerRuntime.tsx), the palette and the shortcuts sheet when the browser is idle.
export { PowerButtons, PowerLayer } from './PowerLayer';
export { powerButtonsPlace } from './Power.css';
