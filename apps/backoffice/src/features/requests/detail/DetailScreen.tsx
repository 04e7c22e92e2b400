import { useLocation } from 'react-router-dom';
import { downloadRequestContract, useRequest } from '@backoffice/api';
import { FUNNEL_STATE_LABELS, requestActions, requestState } from '@backoffice/domain';
import type { ContactRequest, FunnelState } from '@backoffice/domain';
import { Button, Card, DescriptionList, Link, PageHeader, StatusTag } from '@backoffice/ui';
import type { BadgeTone } from '@backoffice/ui';
import { paths } from '../../../shared/paths';
import { FetchState, useIdParam } from '../../../shared/FetchState';
import { useFileDownloads } from '../../../shared/useFileDownloads';
import { ActionsCard } from '../actions/ActionsCard';
import { MeetingsCard } from './MeetingsCard';
import {
  ContactRequestCard,
  FunnelCard,
  LinksCard,
  PartyCard,
  VisitAndRatingsCard,
} from './sections';
import * as styles from './DetailScreen.css';

const STATE_TONES: Partial<Record<FunnelState, BadgeTone>> = {
  contractSigned: 'success',
  cancelled: 'critical',
  unknown: 'neutral',
};

/** What the board's card remembered: the board's query string, for the way back. */
interface FromBoard {
  boardSearch?: string;
}

function BackToBoard() {
  const { state } = useLocation();
  const search = (state as FromBoard | null)?.boardSearch ?? '';
  return (
    <span className={styles.back}>
      <Link variant="standalone" href={`${paths.requests}${search}`}>
        ← Back to requests
      </Link>
    </span>
  );
}

function DownloadContract({ request }: { request: ContactRequest }) {
  const { download, isPending } = useFileDownloads<number>();
  return (
    <Button
      onPress={() =>
        void download(request.id, (client) => downloadRequestContract(client, request.id))
      }
      isDisabled={!requestActions(request).downloadContract}
      isPending={isPending(request.id)}
    >
      Download contract
    </Button>
  );
}

function RequestDetail({ request }: { request: ContactRequest }) {
  const state = requestState(request);
  return (
    <>
      <PageHeader
        title={`Request ${request.id}`}
        actions={<DownloadContract request={request} />}
      />
      <div className={styles.grid}>
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
              { term: 'Office id', description: String(request.officeId) },
              { term: 'Contract info id', description: request.contractInfoId?.toString() },
              { term: 'Conversation id', description: request.conversation?.id.toString() },
            ]}
          />
        </Card>
        <LinksCard request={request} />
        <PartyCard title="Host" party={request.host} />
        <PartyCard title="Guest" party={request.guest} />
        <ContactRequestCard request={request} />
        <VisitAndRatingsCard request={request} />
        <div className={styles.wide}>
          <MeetingsCard request={request} />
        </div>
        <FunnelCard funnel={request.funnel} />
        <div className={styles.wide}>
          <ActionsCard request={request} />
        </div>
      </div>
    </>
  );
}

/** A request (/requests/{id}): every item of the spec's list and its actions. */
export function DetailScreen() {
  const id = useIdParam();
  const fetched = useRequest(id);
  return (
    <div className={styles.page}>
      <BackToBoard />
      <FetchState
        fetched={fetched}
        isValidId={id !== null}
        words={{
          loading: 'Loading the request',
          error: 'The request could not be loaded',
          notFound: {
            title: 'This request does not exist',
            description: 'Check the link, or find the request on the board.',
          },
        }}
      >
        {(data) => <RequestDetail request={data.request} />}
      </FetchState>
    </div>
  );
}

export { DetailScreen as Component };
