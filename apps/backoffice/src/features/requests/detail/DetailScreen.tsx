import { lazy, Suspense, useId } from 'react';
import { downloadRequestContract, useRequest } from '@backoffice/api';
import {
  FUNNEL_STATE_LABELS,
  actionUnavailableReason,
  lastChangeLine,
  requestState,
} from '@backoffice/domain';
import type { ContactRequest, FunnelState, LastChange } from '@backoffice/domain';
import { Button, Card, DescriptionList, PageHeader, Spinner, StatusTag } from '@backoffice/ui';
import type { BadgeTone } from '@backoffice/ui';
import { useNow } from '@/shared/clock';
import { BackLink } from '@/shared/navigation/BackLink';
import { ROUTE_PATTERNS, paths } from '@/shared/paths';
import { useDetail } from '@/shared/useDetail';
import { useFileDownloads } from '@/shared/useFileDownloads';
import { NotesCard } from '@/features/notes';
import { MeetingsCard } from './MeetingsCard';
import { OwnerLine } from './OwnerLine';
import { PresenceNote } from '@/shared/live/PresenceNote';
import { presencePlace, useAnnouncePresence, usePresenceAt } from '@/shared/live/presence';
import { ResultFocusProvider } from './resultFocus';
import {
  ContactRequestCard,
  FunnelCard,
  LinksCard,
  OfficeLink,
  PartyCard,
  VisitAndRatingsCard,
  WithdrawalCard,
} from './sections';
import * as styles from './DetailScreen.css';

// The action forms (react-hook-form, the reason select, the date and time pickers) are a chunk
// of their own, asked for as soon as this screen's code runs: they download while the request
// is fetched, and the page's first paint does without them (248 → under 190 KiB).
const actionsPanel = import('../actions/ActionsPanel');
const ActionsPanel = lazy(() => actionsPanel.then((m) => ({ default: m.ActionsPanel })));
// The history, last on the page, loads just after its first paint.
const History = lazy(() => import('@/shared/history/History'));

const STATE_TONES: Partial<Record<FunnelState, BadgeTone>> = {
  contractSigned: 'success',
  cancelled: 'critical',
  unknown: 'neutral',
};

/** Back to the board with its filters, or to the page the request was opened from. */
const BACK_FROM = [
  { pattern: ROUTE_PATTERNS.requests, label: 'requests' },
  { pattern: ROUTE_PATTERNS.conversation, label: 'the conversation' },
  { pattern: ROUTE_PATTERNS.user, label: 'the guest' },
  { pattern: ROUTE_PATTERNS.officeDetail, label: 'the office' },
];

function BackToBoard() {
  return <BackLink className={styles.back} to={paths.requests} label="requests" from={BACK_FROM} />;
}

/**
 * Download contract (operations §2): possible only once the contract is signed. Before that it
 * is disabled but focusable (`aria-disabled`), with why beside it as its description.
 */
function DownloadContract({ request }: { request: ContactRequest }) {
  const { download, isPending } = useFileDownloads<number>();
  const reason = actionUnavailableReason(request, 'downloadContract');
  const reasonId = useId();
  return (
    <div className={styles.download}>
      <Button
        onPress={() => {
          if (reason === null) {
            void download(request.id, (client) => downloadRequestContract(client, request.id));
          }
        }}
        aria-disabled={reason !== null || undefined}
        aria-describedby={reason ? reasonId : undefined}
        isPending={isPending(request.id)}
      >
        Download contract
      </Button>
      {reason ? (
        <p id={reasonId} className={styles.reasonLine}>
          {reason}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The last write on the request in one line, after its state and owner: "Last change: Léa
 * Bernard, 10:02, cancelled as the guest" (nothing before any staff member acted on it).
 */
function LastChangeText({ change }: { change: LastChange | null | undefined }) {
  const now = useNow()();
  // A change of owner is said by the owner line already ("Assigned by Léa Bernard, …").
  if (!change || change.action === 'assignRequest') return null;
  return (
    <p className={styles.lastWrite}>
      <time dateTime={change.at}>{lastChangeLine(change, now)}</time>
    </p>
  );
}

function RequestDetail({
  request,
  lastChange,
}: {
  request: ContactRequest;
  lastChange?: LastChange | null;
}) {
  const state = requestState(request);
  // Who is here: the team is told this request is open, and who else has it open is said.
  useAnnouncePresence('request', request.id);
  const here = usePresenceAt(presencePlace('request', request.id));
  return (
    <ResultFocusProvider version={request}>
      <PageHeader title={`Request ${request.id}`} />
      <PresenceNote people={here} />
      {/* Where it stands and who owns it, on one line where the window allows. */}
      <div className={styles.standing}>
        <p className={styles.where}>
          <span className={styles.whereLabel}>State</span>{' '}
          <StatusTag tone={STATE_TONES[state] ?? 'info'}>{FUNNEL_STATE_LABELS[state]}</StatusTag>
        </p>
        <OwnerLine request={request} />
        <LastChangeText change={lastChange} />
      </div>
      <div className={styles.layout}>
        {/* The actions first, where the eye starts: a side column from 1100 px,
            above the request's details below that. */}
        <aside className={styles.side} aria-label="Actions">
          <Card title="Actions">
            <div className={styles.sideContent}>
              <DownloadContract request={request} />
              <Suspense fallback={<Spinner label="Loading the actions" showLabel size="sm" />}>
                <ActionsPanel request={request} />
              </Suspense>
            </div>
          </Card>
        </aside>
        <div className={styles.main}>
          {/* Who it is about first, side by side (the host used to start at y ≈ 1,040). */}
          <div className={styles.parties}>
            <PartyCard title="Host" party={request.host} />
            <PartyCard title="Guest" party={request.guest} />
          </div>
          {request.withdrawal ? <WithdrawalCard withdrawal={request.withdrawal} /> : null}
          <MeetingsCard request={request} />
          {/* The team's words on it (staff only), high on the page: handover starts here. */}
          <Suspense fallback={null}>
            <NotesCard requestId={request.id} />
          </Suspense>
          {/* The cards flow in columns, each under the one before: no gaps beside a tall one. */}
          <div className={styles.cards}>
            <Card title="Identifiers and state">
              <DescriptionList
                items={[
                  { term: 'Request id', description: String(request.id) },
                  {
                    term: 'State',
                    description: (
                      <StatusTag tone={STATE_TONES[state] ?? 'info'}>
                        {FUNNEL_STATE_LABELS[state]}
                      </StatusTag>
                    ),
                  },
                  { term: 'Step', description: request.step },
                  {
                    term: 'Office id',
                    description: <OfficeLink officeId={request.officeId} />,
                  },
                  { term: 'Contract info id', description: request.contractInfoId?.toString() },
                  { term: 'Conversation id', description: request.conversation?.id.toString() },
                ]}
              />
            </Card>
            <LinksCard request={request} />
            <ContactRequestCard request={request} />
            <VisitAndRatingsCard request={request} />
            <FunnelCard funnel={request.funnel} />
          </div>
          <Suspense fallback={null}>
            <History kind="request" id={request.id} />
          </Suspense>
        </div>
      </div>
    </ResultFocusProvider>
  );
}

/** A request (/requests/{id}): every item of the spec's list, its actions beside it. */
export function DetailScreen() {
  const { view } = useDetail(useRequest, {
    noun: 'request',
    title: (id) => `Request #${id}`,
    notFound: {
      title: 'This request does not exist',
      description: 'Check the link, or find the request on the board.',
    },
  });
  return (
    <div className={styles.page}>
      <BackToBoard />
      {view((data) => (
        <RequestDetail request={data.request} lastChange={data.lastChange} />
      ))}
    </div>
  );
}

export { DetailScreen as Component };
