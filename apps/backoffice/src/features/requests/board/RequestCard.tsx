import { Link } from 'react-router-dom';
import { formatDate, formatEur, formatTime, visitDateText } from '@backoffice/domain';
import type { BoardParty, BoardRequest } from '@backoffice/domain';
import { visuallyHidden } from '@backoffice/ui/theme';
import { paths } from '../../../shared/paths';
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
 * A request on the board (operations §2: date, time, id, host, guest, visit date and amount).
 * One layout for every card (issue 15): the id, then each value under its label, names on up
 * to two lines before they are cut, an amount that is missing said so. A card moved on this
 * screen says "Not saved" in words. The id is a link to the request; it covers the card, so a
 * click anywhere opens it.
 */
export function RequestCard({ request, search }: { request: BoardItem; search: string }) {
  const host = party(request.host);
  const guest = party(request.guest);
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
        {request.movedFrom !== undefined ? (
          <span className={styles.notSaved}>
            Not saved
            <span className={visuallyHidden}>: moved here from {request.movedFrom}</span>
          </span>
        ) : null}
      </p>
      <dl className={styles.values}>
        {/* Wraps between date and time where the card is too narrow for both: the same on
            every card, since every date has the same width. */}
        <div className={styles.nameRow}>
          <dt className={styles.label}>Received</dt>{' '}
          <dd className={styles.value}>
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
          <dd className={styles.value}>{visitDateText(request)}</dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.label}>Amount</dt>{' '}
          <dd className={`${styles.value} ${styles.amount}`}>
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
    </article>
  );
}
