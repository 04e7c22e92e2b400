import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useUser, useUserStatus } from '@backoffice/api';
import {
  NOT_AVAILABLE,
  businessSectorLabel,
  companySizeLabel,
  formatDate,
  showConfirmOnDetail,
  userStatusChangedMessage,
} from '@backoffice/domain';
import type { User } from '@backoffice/domain';
import { Button, Card, ConfirmButton, DescriptionList, PageHeader, Spinner } from '@backoffice/ui';
import { PresenceNote } from '@/shared/live/PresenceNote';
import { useRecordPresence } from '@/shared/live/presence';
import { BackLink } from '@/shared/navigation/BackLink';
import { useNotify } from '@/shared/notify';
import { useCan } from '@/shared/permissions';
import { useDetail } from '@/shared/useDetail';
import { ROUTE_PATTERNS, paths } from '@/shared/paths';
import { PhoneCell, StatusCell } from '../list/UserCells';
import { SmsSwitch } from '../SmsSwitch';
import { focusLost } from './focusAfter';
import * as styles from './GuestScreen.css';

// The tables (favorites and contact requests, on the design system's DataTable) are a chunk of
// their own, asked for as soon as this screen's code runs: they download while the guest is
// asked for, and the first paint does without them.
const tablesView = import('./GuestTables');
const GuestTables = lazy(() => tablesView.then((m) => ({ default: m.GuestTables })));
// The phone form and Create CR & Visit read phone numbers with libphonenumber-js: their code
// (and the library's) loads only when their form opens.
const PhoneModal = lazy(() => import('./PhoneModal'));
const CrVisitModal = lazy(() => import('./CrVisitModal'));
// The history, last on the page, loads just after its first paint.
const History = lazy(() => import('@/shared/history/History'));
// Add favorites too: the modal frame loads with the first modal opened, not with the page.
const AddFavoritesModal = lazy(() =>
  import('./AddFavoritesModal').then((m) => ({ default: m.AddFavoritesModal })),
);

type Opened = 'favorites' | 'phone' | 'crVisit' | null;

const orNa = (value: string | null | undefined) => (value ? value : NOT_AVAILABLE);

/** The info list of people-and-content §2.2, in its order. */
function GuestInfo({
  user,
  statusRef,
}: {
  user: User;
  statusRef: RefObject<HTMLSpanElement | null>;
}) {
  return (
    <Card title="Information">
      <DescriptionList
        items={[
          { term: 'Id', description: String(user.id) },
          {
            term: 'Status',
            // Focus comes here once Confirm user is done (its button goes).
            description: (
              <span ref={statusRef} tabIndex={-1}>
                <StatusCell user={user} />
              </span>
            ),
          },
          { term: 'Signup date', description: formatDate(user.signUpDate) },
          {
            term: 'Confirmed date',
            description: user.confirmedAt ? formatDate(user.confirmedAt) : 'Not confirmed',
          },
          { term: 'Name', description: user.fullName || user.name },
          {
            term: 'Number',
            description: user.phone ? <PhoneCell user={user} /> : NOT_AVAILABLE,
          },
          { term: 'Email', description: user.email },
          { term: 'Company', description: orNa(user.companyName ?? user.company) },
          { term: 'Company size', description: orNa(companySizeLabel(user.companySize)) },
          { term: 'Industry', description: orNa(businessSectorLabel(user.businessSector)) },
        ]}
      />
    </Card>
  );
}

/**
 * Confirm user, only while the guest is not confirmed; asks for the second click. Once done,
 * `onConfirmed`: the button goes when the guest is read again.
 */
function ConfirmGuest({ user, onConfirmed }: { user: User; onConfirmed: () => void }) {
  const notify = useNotify();
  const status = useUserStatus();
  const edit = useCan('write');
  return (
    <ConfirmButton
      subject={`guest ${user.id}`}
      disabledReason={edit.reason}
      armedText={`Mark guest ${user.id} as confirmed?`}
      isPending={status.isMutating}
      onConfirm={() =>
        void status.trigger({ userId: user.id, action: 'confirm' }).then(
          () => {
            onConfirmed();
            notify.show({
              tone: 'success',
              message: userStatusChangedMessage(user.id, 'confirmed'),
            });
          },
          (error: unknown) => notify.failure(error),
        )
      }
    >
      Confirm user
    </ConfirmButton>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div className={styles.loading}>
      <Spinner label={label} showLabel />
    </div>
  );
}

/** Back to the users list with its filters and scroll, or to where the guest was opened from. */
const BACK_FROM = [
  { pattern: ROUTE_PATTERNS.users, label: 'users' },
  { pattern: ROUTE_PATTERNS.request, label: 'the request' },
  { pattern: ROUTE_PATTERNS.officeDetail, label: 'the office' },
];

/** What this person says they do on the guest: editing a favorite's note while its modal is open. */
const EDITING_NOTE = 'a favorite’s note';

function GuestDetail({ user }: { user: User }) {
  const [opened, setOpened] = useState<Opened>(null);
  // Who else has the guest open, under the title; and, to them, that this person has it.
  const [editingNote, setEditingNote] = useState(false);
  const people = useRecordPresence('user', user.id, editingNote, EDITING_NOTE);
  const close = () => setOpened(null);
  const isGuest = user.userType === 'guest';
  // Confirm user goes once the guest is read again confirmed: focus, which it had, goes to the
  // info list's status, which now says "confirmed" (the toast has said it happened).
  const statusRef = useRef<HTMLSpanElement>(null);
  const focusStatus = useRef(false);
  // The Receive SMS switch: a refused Send favorites by SMS (SMS off) takes focus to it.
  const smsSwitch = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!focusStatus.current || showConfirmOnDetail(user)) return;
    focusStatus.current = false;
    if (focusLost(null)) statusRef.current?.focus();
  }, [user]);
  // Each of these forms writes: a Viewer sees them disabled, with the reason.
  const edit = useCan('write');
  const open = (what: Exclude<Opened, null>, label: string): ReactNode => (
    <Button onPress={() => setOpened(what)} disabledReason={edit.reason}>
      {label}
    </Button>
  );

  return (
    <>
      <BackLink className={styles.back} to={paths.users} label="users" from={BACK_FROM} />
      <div className={styles.header}>
        <PageHeader
          title={isGuest ? `Guest ${user.id}` : `User ${user.id}`}
          description={user.fullName || user.name}
          actions={
            isGuest ? (
              <>
                {showConfirmOnDetail(user) ? (
                  <ConfirmGuest
                    user={user}
                    onConfirmed={() => {
                      focusStatus.current = true;
                    }}
                  />
                ) : null}
                {open('favorites', 'Add favorites')}
                {open('phone', 'Update phone number')}
                {open('crVisit', 'Create CR & Visit')}
              </>
            ) : undefined
          }
        />
        <PresenceNote people={people} />
      </div>
      {isGuest ? null : (
        // The spec's detail is the guest's: a host opened by its address shows who it is.
        <p className={styles.note}>
          This user is a host: favorites, the phone form and CR & Visit are for guests. The host
          actions are in the user list.
        </p>
      )}
      <GuestInfo user={user} statusRef={statusRef} />
      {isGuest ? (
        // Just above the favorites' Send favorites by SMS, which SMS turned off refuses.
        <div className={styles.sms}>
          <SmsSwitch user={user} place="detail" inputRef={smsSwitch} />
        </div>
      ) : null}
      {isGuest ? (
        <Suspense fallback={<Loading label="Loading the favorites" />}>
          <GuestTables
            user={user}
            onNoteEditing={setEditingNote}
            onSmsOff={() => smsSwitch.current?.focus()}
          />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <History kind="user" id={user.id} />
      </Suspense>
      {opened !== null ? (
        <Suspense fallback={<Loading label="Loading the form" />}>
          {opened === 'favorites' ? (
            <AddFavoritesModal user={user} onClose={close} />
          ) : opened === 'phone' ? (
            <PhoneModal user={user} onClose={close} />
          ) : (
            <CrVisitModal user={user} onClose={close} />
          )}
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Guest detail (/users/{id}, people-and-content §2.2): Back to the list with its filters;
 * Confirm user (only while the guest is not confirmed), Add favorites, Update phone number
 * and Create CR & Visit; the info list; Receive SMS; the favorites with their filter, actions and sending;
 * the contact requests with their timestamps; who else has the guest open, under its title.
 */
export function GuestScreen() {
  const { view } = useDetail(useUser, {
    noun: 'guest',
    notFound: {
      title: 'This user does not exist',
      description: 'Check the id in the address, or find the guest in the user list.',
    },
  });
  return (
    <div className={styles.screen}>
      {view(({ user }) => (
        <GuestDetail user={user} />
      ))}
    </div>
  );
}

export { GuestScreen as Component };
