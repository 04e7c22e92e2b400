import { Link } from 'react-router-dom';
import { formatDate, formatEur, formatTime, visitDateText } from '@backoffice/domain';
import type { ContactRequest, RequestHost } from '@backoffice/domain';
import { visuallyHidden } from '@backoffice/ui/theme';
import { paths } from '../../../shared/paths';
import * as styles from './RequestCard.css';

/** How a card names its request: in the link, the drag handle, the menu and announcements. */
export function requestLabel(request: Pick<ContactRequest, 'id'>): string {
  return `Request ${request.id}`;
}

function party(person: RequestHost): string {
  return person.companyName ? `${person.name} (${person.companyName})` : person.name;
}

/**
 * A request on the board: received date and time, id, host, guest, visit date and amount in
 * EUR. The id is a link to the request; it covers the card, so a click anywhere opens it.
 */
export function RequestCard({ request, search }: { request: ContactRequest; search: string }) {
  return (
    <article className={styles.card}>
      <p className={styles.top}>
        <Link
          to={{ pathname: paths.request(request.id) }}
          state={{ boardSearch: search }}
          className={styles.link}
        >
          <span className={visuallyHidden}>Request </span>#{request.id}
        </Link>
        <span className={styles.received}>
          <span className={visuallyHidden}>Received </span>
          {formatDate(request.requestDate)} {formatTime(request.requestDate)}
        </span>
      </p>
      <p className={styles.line}>
        <span className={styles.label}>Host </span>
        {party(request.host)}
      </p>
      <p className={styles.line}>
        <span className={styles.label}>Guest </span>
        {party(request.guest)}
      </p>
      <p className={styles.line}>
        <span className={styles.label}>Visit </span>
        {visitDateText(request)}
      </p>
      <p className={`${styles.line} ${styles.amount}`}>
        {request.amount === null ? '—' : formatEur(request.amount)}
      </p>
    </article>
  );
}
