/**
 * The height of the AppShell's top bar, which stays at the top of the window: what else sticks
 * below it (the app's toast slot, a side column) starts there.
 */
export const APP_SHELL_BAR_HEIGHT = '52px';
