/** The user menu's entries about the signed-in person's own account. */
export const ACCOUNT_MENU_ITEMS = [
  { id: 'account:sessions', label: 'Your sessions' },
  { id: 'account:password', label: 'Change password' },
  { id: 'account:two-factor', label: 'Two-factor authentication' },
] as const;

export type AccountDialogId = 'sessions' | 'password' | 'two-factor';

/** The dialog a user menu entry opens; null for another entry. */
export function accountDialogOf(id: string): AccountDialogId | null {
  if (id === 'account:sessions') return 'sessions';
  if (id === 'account:password') return 'password';
  if (id === 'account:two-factor') return 'two-factor';
  return null;
}
