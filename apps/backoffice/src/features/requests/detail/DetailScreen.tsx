import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { fetchRequestContractLink, saveFile, useApiClient, useRequest } from '@backoffice/api';
import { FUNNEL_STATE_LABELS, requestActions, requestState } from '@backoffice/domain';
import type { ContactRequest, FunnelState } from '@backoffice/domain';
import {
  Button,
  Card,
  DescriptionList,
  EmptyState,
  ErrorState,
  Link,
  PageHeader,
  Spinner,
  StatusTag,
} from '@backoffice/ui';
import type { BadgeTone } from '@backoffice/ui';
import { useNotify } from '../../../app/notify';
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
      <Link variant="standalone" href={`/requests${search}`}>
        ← Back to requests
      </Link>
    </span>
  );
}

function DownloadContract({ request }: { request: ContactRequest }) {
  const client = useApiClient();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const { link } = await fetchRequestContractLink(client, request.id);
      saveFile(await client.download(link));
    } catch (error) {
      notify.failure(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      onPress={() => void download()}
      isDisabled={!requestActions(request).downloadContract}
      isPending={pending}
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

/** The id in the path, or null when it is not a request id. */
function useRequestId(): number | null {
  const { id } = useParams();
  return id && /^\d+$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

/** A request (/requests/{id}): every item of the spec's list and its actions. */
export function DetailScreen() {
  const id = useRequestId();
  const { data, error, isValidating, mutate } = useRequest(id);

  let content;
  if (id === null || error?.status === 404) {
    content = (
      <div className={styles.state}>
        <EmptyState
          headingLevel={2}
          title="This request does not exist"
          description="Check the link, or find the request on the board."
        />
      </div>
    );
  } else if (error && !data) {
    content = (
      <div className={styles.state}>
        <ErrorState
          headingLevel={2}
          title="The request could not be loaded"
          description={error.message}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
        />
      </div>
    );
  } else if (!data) {
    content = (
      <div className={styles.state}>
        <Spinner label="Loading the request" showLabel size="lg" />
      </div>
    );
  } else {
    content = <RequestDetail request={data.request} />;
  }

  return (
    <div className={styles.page}>
      <BackToBoard />
      {content}
    </div>
  );
}

export { DetailScreen as Component };
