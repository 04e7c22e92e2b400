import { ChangePasswordDialog } from './ChangePasswordDialog';
import { SessionsDialog } from './SessionsDialog';
import { TwoFactorDialog } from './TwoFactorDialog';
import type { AccountDialogId } from './menu';

/** The user menu's dialog that is open. */
export function AccountDialogs({
  dialog,
  onClose,
}: {
  dialog: AccountDialogId;
  onClose: () => void;
}) {
  if (dialog === 'sessions') return <SessionsDialog onClose={onClose} />;
  if (dialog === 'password') return <ChangePasswordDialog onClose={onClose} />;
  return <TwoFactorDialog onClose={onClose} />;
}
