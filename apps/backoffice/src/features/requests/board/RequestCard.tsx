import { Link } from 'react-router-dom';
import { formatDate, formatEur, formatTime, visitDateText } from '@backoffice/domain';
import type { BoardParty, BoardRequest } from '@backoffice/domain';
import { visuallyHidden } from '@backoffice/ui/theme';
import { paths } from '@/shared/paths';
import * as styles from './RequestCard.css';

/** A card on the board: the request's card fields, and whether it was moved on this screen. */
export interface BoardItem extends BoardRequest {
  /** Moved by hand on this screen (kept for the session, never saved): the column it left. */
  movedFrom?: string;
}

/** How a card names its request: in the link, the drag handle, the menu and announcements. */
export function requestLabel(request: Pick<BoardRequest, 'id'>): string {
  return `Request ${request.id}`;
}

function party(person: BoardParty): string {
  return person.companyName ? `${person.name} (${person.companyName})` : person.name;
}

/**
 * A card's first line, between its drag handle and its menu: the request's id, a
 * link that covers the card (a click anywhere opens it), and "Not saved" in words on a card
 * moved on this screen.
 */
export function RequestCardTitle({ request }: { request: BoardItem }) {
  return (
    <p className={styles.top}>
      <Link to={paths.request(request.id)} className={styles.link}>
        <span className={visuallyHidden}>Request </span>#{request.id}
      </Link>
      {request.movedFrom !== undefined ? (
        <span className={styles.notSaved}>
          Not saved
          <span className={visuallyHidden}>: moved here from {request.movedFrom}</span>
        </span>
      ) : null}
    </p>
  );
}

/**
 * A request on the board (operations §2: date, time, id, host, guest, visit date and amount),
 * under its title line (RequestCardTitle). One layout for every card, narrow enough for the 8
 * columns at 1,440 px: the date and time received on one line, then each value
 * after its label, names on up to two lines before they are cut, an amount that is missing
 * said so.
 */
export function RequestCard({ request }: { request: BoardItem }) {
  const host = party(request.host);
  const guest = party(request.guest);
  return (
    <dl className={styles.values}>
      <div className={styles.row}>
        <dt className={visuallyHidden}>Received</dt>{' '}
        <dd className={`${styles.value} ${styles.whole}`}>
          {formatDate(request.requestDate)} {formatTime(request.requestDate)}
        </dd>
      </div>
      <div className={styles.nameRow} title={host}>
        <dt className={styles.label}>Host</dt> <dd className={styles.value}>{host}</dd>
      </div>
      <div className={styles.nameRow} title={guest}>
        <dt className={styles.label}>Guest</dt> <dd className={styles.value}>{guest}</dd>
      </div>
      <div className={styles.row}>
        <dt className={styles.label}>Visit</dt>{' '}
        <dd className={`${styles.value} ${styles.whole}`}>{visitDateText(request)}</dd>
      </div>
      <div className={styles.row}>
        <dt className={styles.label}>Amount</dt>{' '}
        <dd className={`${styles.value} ${styles.amount} ${styles.whole}`}>
          {request.amount === null ? (
            <>
              <span aria-hidden="true">—</span>
              <span className={visuallyHidden}>not given</span>
            </>
          ) : (
            formatEur(request.amount)
          )}
        </dd>
      </div>
    </dl>
  );
}
