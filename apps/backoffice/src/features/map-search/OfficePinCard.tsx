import { Link as RouterLink } from 'react-router-dom';
import { useOffice } from '@backoffice/api';
import { seatPriceText, teamPriceText } from '@backoffice/domain';
import type { Office } from '@backoffice/domain';
import { Spinner } from '@backoffice/ui';
import { paths } from '@/shared/paths';
import * as styles from './MapSearchScreen.css';

/** The most offices one merged pin's card shows; the rest are counted. */
const SHOWN = 3;

/** The town of an address written "street, zip town": "69002 Lyon". */
export function townOf(office: Pick<Office, 'address'>): string {
  const parts = office.address.split(', ');
  return parts[parts.length - 1] ?? office.address;
}

/** One office: its photo, title, town and price, and the link to it. */
function OfficeSummary({
  id,
  listed,
  teamSize,
}: {
  id: string;
  listed: Office | undefined;
  teamSize: number | undefined;
}) {
  const numeric = Number(id);
  // An office of the list is shown at once; another is read (the pin is further down).
  const fetched = useOffice(listed || !Number.isSafeInteger(numeric) ? null : numeric);
  const office = listed ?? fetched.data?.office;
  if (!office) {
    return fetched.error ? (
      <p className={styles.pinCardLine}>
        Office {id} could not be loaded: {fetched.error.message}{' '}
        <RouterLink to={paths.officeDetail(id)}>Open office {id}</RouterLink>
      </p>
    ) : (
      <Spinner size="sm" label={`Loading office ${id}…`} showLabel />
    );
  }
  const picture = office.pictures[0]?.url;
  return (
    <article className={styles.pinCardOffice} aria-labelledby={`pin-office-${office.id}`}>
      {picture ? <img className={styles.pinCardPhoto} src={picture} alt="" /> : null}
      <h2 id={`pin-office-${office.id}`} className={styles.pinCardTitle}>
        {office.title.fr}
      </h2>
      <p className={styles.pinCardLine}>{townOf(office)}</p>
      <p className={styles.pinCardPrice}>{seatPriceText(office.price)}</p>
      {teamSize !== undefined ? (
        <p className={styles.pinCardPrice}>{teamPriceText(office.price, teamSize)}</p>
      ) : null}
      <RouterLink to={paths.officeDetail(office.id)} className={styles.pinCardLink}>
        Open office #{office.id}
      </RouterLink>
    </article>
  );
}

export interface OfficePinCardProps {
  /** The offices of the pin (several when they stand within 50 m of each other). */
  ids: readonly string[];
  /** The offices the result list has loaded: shown without a call. */
  listed: readonly Office[];
  /** The team size searched: each office's month for the team is said too. */
  teamSize?: number;
}

/** What a pin of the map search shows beside it: each of its offices' card. */
export function OfficePinCard({ ids, listed, teamSize }: OfficePinCardProps) {
  return (
    <div className={styles.pinCard}>
      {ids.slice(0, SHOWN).map((id) => (
        <OfficeSummary
          key={id}
          id={id}
          listed={listed.find((o) => String(o.id) === id)}
          teamSize={teamSize}
        />
      ))}
      {ids.length > SHOWN ? (
        <p className={styles.pinCardLine}>And {ids.length - SHOWN} more offices here.</p>
      ) : null}
    </div>
  );
}
