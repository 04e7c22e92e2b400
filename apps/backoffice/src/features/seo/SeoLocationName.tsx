import { presenceText } from '@backoffice/domain';
import type { SeoLocation } from '@backoffice/domain';
import { visuallyHidden } from '@backoffice/ui/theme';
import { presencePlace, usePresenceAt } from '@/shared/live/presence';
import * as styles from './Seo.css';

/** Who has a location open, short enough for the row: "Open by Léa Bernard", "Open by 2 people". */
export function openByText(names: readonly string[]): string {
  return names.length === 1 ? `Open by ${names[0]}` : `Open by ${names.length} people`;
}

/**
 * A row's location: its display title and, while someone else has the location open, a small
 * marker saying so in words ("Open by Léa Bernard"; read as "Léa Bernard is editing the FAQ").
 * One line, as tall as the row: the title is cut before the marker is.
 */
export function SeoLocationName({ location }: { location: SeoLocation }) {
  const people = usePresenceAt(presencePlace('seo_location', location.id));
  if (people.length === 0)
    return <span title={location.displayTitle}>{location.displayTitle}</span>;
  const said = presenceText(people);
  return (
    <span className={styles.locationName}>
      <span className={styles.locationTitle} title={location.displayTitle}>
        {location.displayTitle}
      </span>
      <span className={styles.here} title={said}>
        <span className={styles.hereMark} aria-hidden="true" />
        <span aria-hidden="true">{openByText(people.map((p) => p.name))}</span>
        <span className={visuallyHidden}>{`, ${said}`}</span>
      </span>
    </span>
  );
}
