// The Staff screen's dialogs (their forms, selects and modal), one chunk loaded on intent by
// StaffScreen.tsx: the list's first download carries none of them.
export { ChangeRoleModal } from './ChangeRoleModal';
export { InviteStaffModal } from './InviteStaffModal';
export { StaffActionModal } from './StaffActionModal';
