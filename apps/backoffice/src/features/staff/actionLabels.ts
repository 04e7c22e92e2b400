/** The row actions that ask for a second press in a dialog of their own. */
export const CONFIRMED_ACTIONS = ['disable', 'enable', 'resetPassword', 'resetTwoFactor'] as const;
export type ConfirmedAction = (typeof CONFIRMED_ACTIONS)[number];

/**
 * Each action's label: the menu item's and the confirm button's. Apart from the dialog
 * (StaffActionModal), so that the list's menu has its words without the dialogs' code.
 */
export const ACTION_LABELS: Record<ConfirmedAction, string> = {
  disable: 'Disable',
  enable: 'Enable',
  resetPassword: 'Reset password',
  resetTwoFactor: 'Reset two-factor',
};
