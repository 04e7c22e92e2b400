import { Link } from 'react-router-dom';
import {
  TEAM_WORDS,
  initialsOf,
  presenceText,
  formatDate,
  formatEur,
  formatTime,
  timeInStage,
  visitDateText,
  withdrawalLine,
} from '@backoffice/domain';
import type { BoardColumnKey, BoardParty, BoardRequest } from '@backoffice/domain';
import { visuallyHidden } from '@backoffice/ui/theme';
import { useNow } from '@/shared/clock';
import { paths } from '@/shared/paths';
import { presencePlace, usePresenceAt } from '@/shared/live/presence';
import { OwnerBadge } from '../owner/OwnerBadge';
import { WaitingIcon } from './WaitingIcon';
import { isLate } from './late';
import * as styles from './RequestCard.css';

/** A card on the board: the request's card fields, and whether it was moved on this screen. */
export interface BoardItem extends BoardRequest {
  /**
   * The column the server puts the request in: its time in stage counts from its entry there,
   * wherever the card was moved on this screen.
   */
  column: BoardColumnKey;
  /** Moved by hand on this screen (kept for the session, never saved): the column it left. */
  movedFrom?: string;
  /**
   * The threshold of its server column (the team's, in the board answer); absent: the
   * default (domain STAGE_WAIT_DAYS).
   */
  waitAfterDays?: number | null;
}

/** "In this column for 3 days": the long form of a card's "3 d". */
export const inColumnFor = (long: string): string => `In this column for ${long}`;

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
 * under its title line (RequestCardTitle), then its owner and its time in stage. One layout
 * for every card, narrow enough for the 8 columns at 1,440 px: the date and time received on
 * one line, then each value after its label, names on up to two lines before they are cut, an
 * amount that is missing said so.
 */
export function RequestCard({ request }: { request: BoardItem }) {
  const host = party(request.host);
  const guest = party(request.guest);
  return (
    <>
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
      {request.withdrawal ? (
        // A cancelled card says which party withdrew it and who recorded it.
        <p className={styles.withdrawal}>{withdrawalLine(request.withdrawal)}</p>
      ) : null}
      <StageLine request={request} />
    </>
  );
}

/**
 * The card's last line: its owner (initials, named "Owner: Léa Bernard"), how long it has
 * been in its column ("3 d", read "In this column for 3 days") and, past the column's
 * threshold, "Waiting too long" in words beside its sign.
 */
function StageLine({ request }: { request: BoardItem }) {
  const now = useNow()();
  const time = timeInStage(request.stageSince, now);
  const late = isLate(request, now);
  const long = inColumnFor(time.long);
  const here = usePresenceAt(presencePlace('request', request.id));
  return (
    <p className={styles.stage}>
      <OwnerBadge assignee={request.assignee} />{' '}
      {here.length > 0 ? (
        <>
          {/* Someone has the request open: a mark, its words for assistive technology and
              as its title ("Léa Bernard is viewing"). */}
          <span className={styles.here} title={presenceText(here)}>
            <span aria-hidden="true">{here.map((p) => initialsOf(p.name)).join(' ')} here</span>
            <span className={visuallyHidden}>{presenceText(here)}</span>
          </span>{' '}
        </>
      ) : null}
      <span className={styles.time} title={long}>
        <span aria-hidden="true">{time.short}</span>
        <span className={visuallyHidden}>{long}</span>
      </span>
      {late ? (
        <>
          {' '}
          <span className={styles.late}>
            <WaitingIcon className={styles.lateIcon} />
            {TEAM_WORDS.waitingTooLong}
          </span>
        </>
      ) : null}
    </p>
  );
}
