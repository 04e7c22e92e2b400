import { useCallback, useId, useMemo, useState } from 'react';
import { formatDateTime, staffRoleLabel, staffStatusLabel } from '@backoffice/domain';
import type { StaffMember, StaffStatus } from '@backoffice/domain';
import { Button, DataTable, PageHeader, StatusTag } from '@backoffice/ui';
import type { BadgeTone, DataTableColumn, DataTableStatus, RowAction } from '@backoffice/ui';
import { usePageTitle } from '@/shared/pageTitle';
import * as states from '@/shared/states.css';
import { AdminOnly } from '@/shared/AdminOnly';
import { intentComponent } from '@/shared/intentComponent';
import { onIntent } from '@/shared/onIntent';
import { ACTION_LABELS } from './actionLabels';
import type { ConfirmedAction } from './actionLabels';
import { useStaffList } from './staffApi';

/** Each status's tint; the tag names the status in words, so colour is never the only cue. */
const STATUS_TONES: Record<StaffStatus, BadgeTone> = {
  active: 'success',
  invited: 'info',
  disabled: 'neutral',
};

/** "Never" for someone who has not signed in yet (an invitation not taken up). */
export const NEVER = 'Never';

export const STAFF_COLUMNS: DataTableColumn<StaffMember>[] = [
  { id: 'name', header: 'Name', cell: (m) => m.name, isRowHeader: true, minWidth: 180 },
  {
    id: 'email',
    header: 'Email',
    kind: 'email',
    cell: (m) => m.email,
    width: '1fr',
    minWidth: 220,
  },
  { id: 'role', header: 'Role', cell: (m) => staffRoleLabel(m.role), width: 100 },
  {
    id: 'status',
    header: 'Status',
    cell: (m) => <StatusTag tone={STATUS_TONES[m.status]}>{staffStatusLabel(m.status)}</StatusTag>,
    width: 130,
  },
  { id: 'twoFactor', header: 'Two-factor', cell: (m) => (m.twoFactor ? 'On' : 'Off'), width: 120 },
  {
    id: 'lastSignIn',
    header: 'Last sign-in',
    cell: (m) => (m.lastSignInAt ? formatDateTime(m.lastSignInAt) : NEVER),
    width: 170,
  },
];

// The dialogs (their forms, the role select, the modal) load on intent, not with the list:
// as a pointer or focus reaches "Invite staff member", or when a row's action is chosen. One
// chosen before its code is there opens once it has loaded (nothing shows meanwhile), and
// takes focus then; closing gives it back to the button or the row's menu button. One that
// cannot load (the server away) says so in a toast and opens nothing.
const staffModals = onIntent(() => import('./staffModals'));
const InviteStaffModal = intentComponent(staffModals, (m) => m.InviteStaffModal);
const ChangeRoleModal = intentComponent(staffModals, (m) => m.ChangeRoleModal);
const StaffActionModal = intentComponent(staffModals, (m) => m.StaffActionModal);

type RowActionId = 'changeRole' | ConfirmedAction;

/**
 * A row's actions: Change role; Disable (an active or invited account) or Enable (a
 * disabled one); Reset password; Reset two-factor while the member has it on (the row's
 * Two-factor column says Off otherwise: an unavailable action is absent, as in the other
 * lists' menus).
 */
export function staffActions(member: StaffMember): RowAction[] {
  const items: (RowAction & { id: RowActionId })[] = [
    { id: 'changeRole', label: 'Change role' },
    member.status === 'disabled'
      ? { id: 'enable', label: ACTION_LABELS.enable }
      : { id: 'disable', label: ACTION_LABELS.disable, tone: 'critical' },
    { id: 'resetPassword', label: ACTION_LABELS.resetPassword },
  ];
  if (member.twoFactor) {
    items.push({ id: 'resetTwoFactor', label: ACTION_LABELS.resetTwoFactor });
  }
  return items;
}

type Open =
  | { kind: 'invite' }
  | { kind: 'changeRole'; member: StaffMember }
  | { kind: 'confirm'; member: StaffMember; action: ConfirmedAction };

const memberLabel = (m: StaffMember) => m.name;
const actionsLabel = (m: StaffMember) => `Actions for ${m.name}`;

/**
 * Staff (/staff, Admins): every account with its role, its status and its second
 * factor in words, and its last sign-in; "Invite staff member", and each row's actions
 * (Change role, Disable or Enable, Reset password, Reset two-factor), each in a dialog that
 * asks before it writes.
 */
function StaffList() {
  const headingId = useId();
  const { data, error, isValidating, mutate } = useStaffList();
  const [open, setOpen] = useState<Open | null>(null);
  const close = useCallback(() => setOpen(null), []);

  const onRowAction = useCallback((id: string, member: StaffMember) => {
    if (id === 'changeRole') setOpen({ kind: 'changeRole', member });
    else setOpen({ kind: 'confirm', member, action: id as ConfirmedAction });
  }, []);

  const rows = useMemo(() => data?.staff ?? [], [data]);
  const status: DataTableStatus = data
    ? rows.length === 0
      ? 'empty'
      : 'ready'
    : error
      ? 'error'
      : 'loading';

  return (
    <div className={states.screen}>
      <PageHeader
        title="Staff"
        headingId={headingId}
        count={data ? rows.length : undefined}
        countLabel={(n) => `${n} ${rows.length === 1 ? 'staff member' : 'staff members'}`}
        actions={
          <Button
            variant="primary"
            onPress={() => setOpen({ kind: 'invite' })}
            onHoverStart={staffModals.preload}
            onFocus={staffModals.preload}
          >
            Invite staff member
          </Button>
        }
      />
      <DataTable<StaffMember>
        aria-labelledby={headingId}
        columns={STAFF_COLUMNS}
        rows={rows}
        status={status}
        messages={{
          loading: { title: 'Loading staff…' },
          empty: {
            title: 'No staff yet',
            description: 'Invite a staff member: they choose their password from a one-time link.',
          },
          error: {
            title: 'The staff could not be loaded',
            description: error?.message ?? undefined,
          },
        }}
        statusAction={
          status === 'error' ? (
            <Button isPending={isValidating} onPress={() => void mutate()}>
              Try again
            </Button>
          ) : undefined
        }
        getRowLabel={memberLabel}
        getRowActionsLabel={actionsLabel}
        rowActions={staffActions}
        onRowActionSelect={onRowAction}
      />
      {open?.kind === 'invite' ? <InviteStaffModal onClose={close} onLoadFailed={close} /> : null}
      {open?.kind === 'changeRole' ? (
        <ChangeRoleModal member={open.member} onClose={close} onLoadFailed={close} />
      ) : null}
      {open?.kind === 'confirm' ? (
        <StaffActionModal
          member={open.member}
          action={open.action}
          onClose={close}
          onLoadFailed={close}
        />
      ) : null}
    </div>
  );
}

/** The Staff screen: Admins only (another role reads why, and nothing is asked). */
export function StaffScreen() {
  usePageTitle('Staff');
  return (
    <AdminOnly title="Staff">
      <StaffList />
    </AdminOnly>
  );
}

export { StaffScreen as Component };
