import { lazy, useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { usersRead } from '@backoffice/api';
import {
  PROFILE_STATES,
  STRIPE_STATES,
  USER_COLUMNS,
  USER_ID_ORDERS,
  USER_STATUSES,
  USER_TYPES,
  formatDate,
  isUserHighlighted,
} from '@backoffice/domain';
import type { Option, StripeState, User } from '@backoffice/domain';
import { DatePicker } from '@backoffice/ui';
import type { DataTableColumn, RowTone } from '@backoffice/ui';
import { useNow } from '@/shared/clock';
import { lazyCell, tableColumns } from '@/shared/list/columns';
import { ListLayout } from '@/shared/list/ListLayout';
import { listWords } from '@/shared/list/listWords';
import { ListFilterChip } from '@/shared/list/listChips';
import { ListSearch } from '@/shared/list/ListSearchField';
import { ListSelects } from '@/shared/list/ListSelect';
import { withAll } from '@/shared/list/listSelects';
import { defineList, useList } from '@/shared/list/useList';
import { usePageTitle } from '@/shared/pageTitle';
import { paths } from '@/shared/paths';
import { actionsLabel } from './actionsLabel';
import { ScreenViews } from '@/features/views';
import { USERS_BULK } from './bulk';

// The row controls (the actions menu with its dialogs and the Manage host modal, the
// receive-SMS switch, the Stripe tooltip, the status and phone cells) are a chunk of their own, asked for as soon as this
// screen's code runs: it downloads while the rows are asked for, and keeps the list's first
// paint within its budget (as the offices list does).
const controlsView = import('./UserRowControls');
const UserRowActions = lazy(() => controlsView.then((m) => ({ default: m.UserRowActions })));
const SmsSwitch = lazy(() => controlsView.then((m) => ({ default: m.SmsSwitch })));
const StripeCell = lazy(() => controlsView.then((m) => ({ default: m.StripeCell })));
const PhoneCell = lazy(() => controlsView.then((m) => ({ default: m.PhoneCell })));
const StatusCell = lazy(() => controlsView.then((m) => ({ default: m.StatusCell })));

/**
 * The user list (GET /csm/users): its parameters are the route's query, in the URL. The
 * server's order when none is chosen is the newest id first: "Id descending" is that order,
 * never written to the URL.
 */
export const usersList = defineList(usersRead, 'users', {
  orderKeys: ['orderType'],
  selects: {
    orderType: {
      label: 'Id order',
      options: USER_ID_ORDERS.map((o) => ({
        value: o.value === 'desc' ? undefined : o.value,
        label: o.label,
      })),
    },
    statusCode: { label: 'Status', options: withAll(USER_STATUSES) },
    userType: { label: 'User type', options: withAll(USER_TYPES) },
    pro: {
      label: 'Category',
      options: withAll([
        { value: true, label: 'Pro' },
        { value: false, label: 'Non-Pro' },
      ]),
    },
    stripe: {
      label: 'Stripe',
      options: withAll(
        STRIPE_STATES.filter((s): s is Option<Exclude<StripeState, 'na'>> => s.value !== 'na'),
      ),
    },
    profileComplete: {
      label: 'Profile',
      options: withAll(
        PROFILE_STATES.map((o) => ({ value: o.value === 'completed', label: o.label })),
      ),
    },
  },
});

const WORDS = listWords({
  one: 'user',
  other: 'users',
  empty: { description: 'Hosts and guests appear here once they sign up.' },
  noResults: { description: 'Change the filters or the search, or reset them, to see more.' },
});

const userLabel = (user: User) => `User ${user.id}`;

/** What a row does when opened (a click or Enter), said in words (see `activateRow`). */
const ROW_CUE = 'Open a guest’s row for the guest’s detail; a host’s row opens its actions menu.';

/** Blocked rows are red (people-and-content §2.1); the status column says "blocked". */
const rowTone = {
  tone: (user: User): RowTone => (isUserHighlighted(user) ? 'critical' : 'neutral'),
  cue: 'status',
};

/**
 * Users (/users, people-and-content §2.1): the nine filters (id order, status, user type,
 * category, Stripe, profile, the search by company name, user id or email, and the signup
 * start and end dates) in the URL; the 16 columns in the spec's order, the actions menu
 * first; blocked rows red with their status in words; the host and guest actions, the
 * receive-SMS switch, and the list's CSV. A status change refreshes the list 1000 ms later
 * (useUserStatus): the URL keeps the filters and the page, and the rows keep their keys, so
 * the row that had focus keeps it. A guest's row (or its Details) opens the guest detail;
 * a host's row opens its actions menu (see `activateRow`).
 */
export function UsersScreen() {
  usePageTitle('Users');
  const list = useList(usersList);
  const { values, set } = list.params;
  const now = useNow();
  const navigate = useNavigate();

  const openGuest = useCallback(
    (user: User) => {
      if (user.userType !== 'guest') return;
      void navigate(paths.user(user.id));
    },
    [navigate],
  );

  // Every row is activated alike (a click, Enter, the '?' sheet's "Open the focused user"),
  // so a host's row must do something too. Hosts have no detail screen (people-and-content
  // §2.2's detail is the guest's; a host is managed from its row's menu): activating a host's
  // row opens that menu, with its Manage account or Copy Link, Reset password and Pro actions,
  // focus in it and back on its button when it closes. The page's description says so in words.
  const activateRow = useCallback(
    (user: User) => {
      if (user.userType === 'guest') {
        openGuest(user);
        return;
      }
      document
        .querySelector<HTMLButtonElement>(`button[aria-label="${actionsLabel(user)}"]`)
        ?.click();
    },
    [openGuest],
  );

  const columns = useMemo((): DataTableColumn<User>[] => {
    const table = tableColumns(
      USER_COLUMNS,
      { now: now(), origin: '' },
      {
        // The spec's first three (actions menu, type, id) stay in view: who the row is.
        type: { width: 80, pin: 'start' },
        id: { width: 80, pin: 'start' },
        category: { width: 104 },
        name: { width: 180 },
        company: { width: 200 },
        email: { width: 260 },
        phone: { width: 210, cell: (u) => lazyCell(<PhoneCell user={u} />) },
        profile: { width: 110 },
        status: { width: 190, cell: (u) => lazyCell(<StatusCell user={u} />) },
        stripe: { width: 130, cell: (u) => lazyCell(<StripeCell user={u} />) },
        signUpDate: { width: 130 },
        source: { width: 140 },
        requests: { width: 104 },
        offices: { width: 104 },
        receiveSms: {
          width: 120,
          cell: (u) => lazyCell(<SmsSwitch user={u} />),
        },
      },
    );
    // The actions menu comes first, as the spec lists it (a table-only column: the CSV has none).
    table.unshift({
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      width: 72,
      minWidth: 72,
      pin: 'start',
      isRowHeader: false,
      cell: (u) => lazyCell(<UserRowActions user={u} onDetails={openGuest} />),
    });
    // The id names the row (the actions column is first but says nothing).
    const id = table.find((c) => c.id === 'id');
    if (id) id.isRowHeader = true;
    return table;
  }, [now, openGuest]);

  return (
    <ListLayout<User>
      title="Users"
      bulk={USERS_BULK}
      actions={<ScreenViews screen="users" />}
      description={ROW_CUE}
      list={list}
      words={WORDS}
      filtersLabel="User filters"
      filters={
        <>
          <ListSearch
            list={list}
            name="searchText"
            label="Search"
            placeholder="Company name, user id or email"
          />
          <ListSelects list={list} />
          {/* No default dates: emptying a date's segments drops that filter. */}
          <ListFilterChip
            chip={
              values.startDate
                ? {
                    label: 'Signup start date',
                    value: formatDate(values.startDate),
                    remove: () => set({ startDate: undefined }),
                  }
                : null
            }
          />
          <ListFilterChip
            chip={
              values.endDate
                ? {
                    label: 'Signup end date',
                    value: formatDate(values.endDate),
                    remove: () => set({ endDate: undefined }),
                  }
                : null
            }
          />
          <DatePicker
            label="Signup start date"
            value={values.startDate ?? null}
            maxValue={values.endDate ?? null}
            onCommit={(startDate, { isRevision }) => set({ startDate }, { replace: isRevision })}
            onChange={(day) => {
              if (day === null && values.startDate) set({ startDate: undefined });
            }}
          />
          <DatePicker
            label="Signup end date"
            value={values.endDate ?? null}
            minValue={values.startDate ?? null}
            onCommit={(endDate, { isRevision }) => set({ endDate }, { replace: isRevision })}
            onChange={(day) => {
              if (day === null && values.endDate) set({ endDate: undefined });
            }}
          />
        </>
      }
      columns={columns}
      getRowLabel={userLabel}
      onRowActivate={activateRow}
      rowTone={rowTone}
    />
  );
}

export { UsersScreen as Component };
