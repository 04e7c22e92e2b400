import { presenceText, type Presence } from '@backoffice/domain';
import * as styles from './PresenceNote.css';

/**
 * Who else has this record open, in the header: "Léa Bernard is viewing", "Léa Bernard is
 * editing the FAQ". Said in words beside a small mark (never the mark alone), and politely
 * announced when it changes; nothing at all while no one else is here.
 */
export function PresenceNote({ people }: { people: readonly Presence[] }) {
  return (
    <p role="status" className={styles.note} data-presence={people.length}>
      {people.length > 0 ? (
        <>
          <span className={styles.mark} aria-hidden="true" />
          {presenceText(people)}
        </>
      ) : null}
    </p>
  );
}
