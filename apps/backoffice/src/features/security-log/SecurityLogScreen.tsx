import { useMemo } from 'react';
import { hookOf, queryRead, routes } from '@backoffice/api';
import { SECURITY_EVENT_COLUMNS, SECURITY_EVENT_OPTIONS } from '@backoffice/domain';
import type { SecurityEvent } from '@backoffice/domain';
import { useNow } from '@/shared/clock';
import { usePageTitle } from '@/shared/pageTitle';
import { tableColumns } from '@/shared/list/columns';
import { ListDateRange } from '@/shared/list/ListDateFields';
import { ListLayout } from '@/shared/list/ListLayout';
import { listWords } from '@/shared/list/listWords';
import { ChoiceSelect, ListSelect } from '@/shared/list/ListSelect';
import { withAll } from '@/shared/list/listSelects';
import { defineList, useList } from '@/shared/list/useList';
import { AdminOnly } from '@/shared/AdminOnly';

const securityEventsRead = /* @__PURE__ */ queryRead(routes.securityEvents);
/** The staff member filter's choices: the Staff screen's read (one SWR key, one cache entry). */
const useStaffList = /* @__PURE__ */ hookOf(queryRead(routes.staffList));

/**
 * The Security log as a list like the others (GET /csm/security_events): its filters, page and
 * page size in the URL, nothing by default (every event, newest first), and its CSV download
 * (packages/api LIST_CSV, the columns of packages/domain SECURITY_EVENT_COLUMNS).
 */
export const securityLogList = defineList(securityEventsRead, 'events', {
  selects: { kind: { label: 'Kind', options: withAll(SECURITY_EVENT_OPTIONS) } },
});

const WORDS = listWords({
  one: 'event',
  other: 'events',
  empty: {
    title: 'Nothing on the record yet',
    description:
      'Sign-ins, sessions, passwords, second factors, staff changes and exports appear here.',
  },
  noResults: {
    description:
      'Change the staff member, the kind or the dates, or reset the filters, to see more.',
  },
  error: 'The Security log could not be loaded',
});

const eventLabel = (e: SecurityEvent) => `Event ${e.id}`;

/** The staff member filter: every account, by name (the list of the Staff screen). */
function StaffFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (staffId: number | undefined) => void;
}) {
  const { data } = useStaffList();
  const options = useMemo(
    () => withAll((data?.staff ?? []).map((s) => ({ value: s.id, label: s.name }))),
    [data],
  );
  return <ChoiceSelect label="Staff member" options={options} value={value} onChange={onChange} />;
}

/**
 * Security log (/security-log, Admins): every sign-in, failed sign-in, lockout,
 * sign-out, session end, password and two-factor change, staff change and export, newest
 * first, paged; filtered by staff member, kind and dates, all in the URL; its CSV holds every
 * event the filters match.
 */
function SecurityLog() {
  const list = useList(securityLogList);
  const { values, set } = list.params;
  const now = useNow();
  const columns = useMemo(
    () =>
      tableColumns(
        SECURITY_EVENT_COLUMNS,
        { now: now(), origin: '' },
        {
          at: { width: 150, pin: 'start' },
          kind: { width: 170 },
          staffName: { width: 160 },
          summary: { width: '1fr', minWidth: 280 },
          address: { width: 150 },
        },
      ),
    [now],
  );

  return (
    <ListLayout<SecurityEvent>
      title="Security log"
      list={list}
      words={WORDS}
      filtersLabel="Security log filters"
      filters={
        <>
          <StaffFilter value={values.staffId} onChange={(staffId) => set({ staffId })} />
          <ListSelect list={list} name="kind" />
          <ListDateRange list={list} />
        </>
      }
      columns={columns}
      getRowLabel={eventLabel}
      columnsKey="securityLog.columns"
    />
  );
}

/** The Security log screen: Admins only (another role reads why, and nothing is asked). */
export function SecurityLogScreen() {
  usePageTitle('Security log');
  return (
    <AdminOnly title="Security log">
      <SecurityLog />
    </AdminOnly>
  );
}

export { SecurityLogScreen as Component };
