/**
 * The height of the app's top bar (AppShell), written once: the toasts that sit below it
 * (ToastRegion `belowTopBar`) start there, so that no toast covers the bar's controls.
 */
export const TOP_BAR_HEIGHT = '52px';
