import { lazy } from 'react';

export { ACCOUNT_MENU_ITEMS, accountDialogOf } from './menu';
export type { AccountDialogId } from './menu';
export * from './parts';

/** The user menu's account dialogs, a chunk of their own loaded when one opens. */
export const AccountDialogs = lazy(() =>
  import('./AccountDialogs').then((m) => ({ default: m.AccountDialogs })),
);
