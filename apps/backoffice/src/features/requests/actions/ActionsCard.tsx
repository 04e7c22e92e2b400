import type { ContactRequest } from '@backoffice/domain';
import { Card } from '@backoffice/ui';
import { ProposeMeetingAction, ScheduleVisitAction } from './MeetingActions';
import { WithdrawalAction } from './WithdrawalAction';
import * as styles from './Actions.css';

/**
 * The request's actions (operations §4 to §7). Accepting a proposed slot sits with the slot,
 * in the meeting proposals. Each action asks for the second Confirm click.
 */
export function ActionsCard({ request }: { request: ContactRequest }) {
  return (
    <Card title="Actions">
      <div className={styles.grid}>
        <WithdrawalAction request={request} party="guest" />
        <WithdrawalAction request={request} party="host" />
        <ProposeMeetingAction request={request} />
        <ScheduleVisitAction request={request} />
      </div>
    </Card>
  );
}
