import { Fragment } from 'react';
import {
  FUNNEL_STATE_LABELS,
  businessSectorLabel,
  formatDate,
  formatDateTime,
  formatEur,
  ratingText,
  visitDateText,
  withdrawalReasonText,
  withdrawalTitle,
} from '@backoffice/domain';
import type {
  ContactRequest,
  FunnelState,
  RequestFunnel,
  RequestHost,
  RequestWithdrawal,
} from '@backoffice/domain';
import { Card, DescriptionList, ExternalLink, Link } from '@backoffice/ui';
import { visuallyHidden } from '@backoffice/ui/theme';
import { ColumnHeads } from '@/shared/ColumnHeads';
import { paths } from '@/shared/paths';
import { contractDraftUrl } from '@/shared/settings';
import * as styles from './DetailScreen.css';

const dateOrEmpty = (value: string | null) => (value ? formatDate(value) : null);

/** Links out of the request: contract draft, CRM deal, conversation; and unread counts. */
export function LinksCard({ request }: { request: ContactRequest }) {
  const { conversation } = request;
  return (
    <Card title="Links and messages">
      <DescriptionList
        items={[
          {
            term: 'Contract draft',
            description:
              request.contractInfoId !== null ? (
                <ExternalLink href={contractDraftUrl(request.contractInfoId)}>
                  View contract draft
                </ExternalLink>
              ) : null,
          },
          {
            term: 'CRM deal',
            description: request.hsDealUrl ? (
              <ExternalLink href={request.hsDealUrl}>Open the CRM deal</ExternalLink>
            ) : null,
          },
          {
            term: 'Conversation',
            description: conversation ? (
              <Link href={paths.conversation(conversation.id)}>Conversation {conversation.id}</Link>
            ) : null,
          },
          {
            term: 'Unread by the guest',
            description: conversation ? String(conversation.unreadUserMessagesGuest) : null,
          },
          {
            term: 'Unread by the host',
            description: conversation ? String(conversation.unreadUserMessagesHost) : null,
          },
        ]}
      />
    </Card>
  );
}

/** Text that may wrap after its slashes ('Engineering/manufacturing'), not mid-word. */
function wrapAfterSlashes(text: string) {
  return text.split(/(?<=\/)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

/**
 * An email address that wraps where an address may: after its '@' and before its dots
 * (a long address used to break mid-word), as a mailto: link.
 */
export function EmailLink({ email }: { email: string }) {
  const parts = email.split(/(?=[.@])/);
  return (
    <span className={styles.contact}>
      <Link href={`mailto:${email}`}>
        {parts.map((part, index) => (
          <Fragment key={index}>
            {index > 0 ? <wbr /> : null}
            {part}
          </Fragment>
        ))}
      </Link>
    </span>
  );
}

/** A phone number as a tel: link (spaces and dashes dropped from the address). */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <span className={styles.contact}>
      <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>
    </span>
  );
}

/** The office of a request, linked to its detail. */
export function OfficeLink({ officeId }: { officeId: number }) {
  return <Link href={paths.officeDetail(officeId)}>Office {officeId}</Link>;
}

/** The host or guest block: id, name, phone, email, company, industry. */
export function PartyCard({ title, party }: { title: string; party: RequestHost }) {
  return (
    <Card title={title}>
      <DescriptionList
        items={[
          { term: 'Id', description: String(party.id) },
          { term: 'Name', description: party.name },
          {
            term: 'Phone',
            description: party.phoneNumber ? <PhoneLink phone={party.phoneNumber} /> : null,
          },
          { term: 'Email', description: <EmailLink email={party.email} /> },
          { term: 'Company', description: party.companyName },
          {
            term: 'Industry',
            description: businessSectorLabel(party.businessSector) ? (
              <span className={styles.contact}>
                {wrapAfterSlashes(businessSectorLabel(party.businessSector))}
              </span>
            ) : null,
          },
        ]}
      />
    </Card>
  );
}

/** The contact request itself: office, dates, seats, flexibility, amount, guest message. */
export function ContactRequestCard({ request }: { request: ContactRequest }) {
  return (
    <Card title="Contact request">
      <DescriptionList
        items={[
          { term: 'Office id', description: <OfficeLink officeId={request.officeId} /> },
          { term: 'Address', description: request.officeAddress },
          { term: 'Reference', description: request.officeUuid },
          { term: 'Request date', description: formatDateTime(request.requestDate) },
          { term: 'Start date', description: dateOrEmpty(request.moveinDate) },
          { term: 'End date', description: dateOrEmpty(request.moveoutDate) },
          { term: 'Seats', description: String(request.seats) },
          { term: 'Flexibility (days)', description: String(request.flexibility) },
          {
            term: 'Amount',
            description: request.amount === null ? null : formatEur(request.amount),
          },
          {
            term: 'Guest message',
            description: request.guest.initialMessage ? (
              <p className={styles.message}>{request.guest.initialMessage}</p>
            ) : null,
          },
        ]}
      />
    </Card>
  );
}

/** The visit date (or 'pending') and the three ratings ('na' when missing). */
export function VisitAndRatingsCard({ request }: { request: ContactRequest }) {
  const ratings = request.cancelledData;
  return (
    <Card title="Visit and ratings">
      <DescriptionList
        items={[
          { term: 'Visit date', description: visitDateText(request) },
          { term: 'Host of guest', description: ratingText(ratings?.hostRating) },
          { term: 'Guest of host', description: ratingText(ratings?.guestRating) },
          { term: 'Guest of office', description: ratingText(ratings?.officeRating) },
        ]}
      />
    </Card>
  );
}

/** Each date of the funnel, named after the stage it marks (the domain's labels). */
const FUNNEL_ROWS: { key: keyof RequestFunnel; state: FunnelState }[] = [
  { key: 'requestReceivedDate', state: 'requestReceived' },
  { key: 'meetingProposedDate', state: 'meetingProposed' },
  { key: 'visitScheduledDate', state: 'visitScheduled' },
  { key: 'visitPast', state: 'visitPast' },
  { key: 'contractStart', state: 'contractStart' },
  { key: 'contractSent', state: 'contractSent' },
  { key: 'contractSigned', state: 'contractSigned' },
  { key: 'requestCancelled', state: 'cancelled' },
];

/** When the request reached each stage of the funnel. */
export function FunnelCard({ funnel }: { funnel: RequestFunnel }) {
  return (
    <Card title="Funnel dates">
      <table className={styles.table}>
        <ColumnHeads names={['Stage', 'Date']} className={styles.th} />
        <tbody>
          {FUNNEL_ROWS.map(({ key, state }) => {
            const value = funnel[key];
            return (
              <tr key={key}>
                <th scope="row" className={styles.th}>
                  {FUNNEL_STATE_LABELS[state]}
                </th>
                <td className={styles.td}>
                  {value ? (
                    formatDateTime(value)
                  ) : (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className={visuallyHidden}>Not reached</span>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}

/** The id the detail's result focus looks for after a cancel or a decline. */
export const WITHDRAWAL_ID = 'request-withdrawal';

/**
 * A cancelled or declined request: who did it (the guest cancelled, the host declined), the
 * staff member who recorded it, when,
 * the reason from its list and the message that was given.
 */
export function WithdrawalCard({ withdrawal }: { withdrawal: RequestWithdrawal }) {
  return (
    <div id={WITHDRAWAL_ID}>
      <Card title={withdrawalTitle(withdrawal)}>
        <DescriptionList
          items={[
            // Who recorded it: the guest or the host withdrew; a staff member wrote it down.
            { term: 'Recorded by', description: withdrawal.staff?.name ?? 'Not on record' },
            { term: 'When', description: withdrawal.at ? formatDateTime(withdrawal.at) : null },
            { term: 'Reason', description: withdrawalReasonText(withdrawal) },
            {
              term: 'Message',
              description: withdrawal.message ? (
                <p className={styles.message}>{withdrawal.message}</p>
              ) : null,
            },
          ]}
        />
      </Card>
    </div>
  );
}
