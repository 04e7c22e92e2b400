import { useSyncExternalStore } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { Link } from '@backoffice/ui';
import { cameFrom, subscribeCameFrom } from './cameFrom';

/** A page a Back link may return to: its route pattern and its name in the link. */
export interface BackPlace {
  /** The route's pattern (`ROUTE_PATTERNS.mapSearch`). */
  pattern: string;
  /** Said after "← Back to ": "offices", "map search". */
  label: string;
}

export interface BackLinkProps {
  /** Where the link leads when the page was not opened from one of `from` (a link, a reload). */
  to: string;
  /** The name of `to`, after "← Back to ". */
  label: string;
  /** The pages it returns to, with their query, when the page was opened from one of them. */
  from?: readonly BackPlace[];
  className?: string;
}

/**
 * "← Back to offices": returns to the page this one was opened from, with its query
 * (the map search's criteria, a list's filters and page) and, through `useNavigationMemory`,
 * its scroll, when that page is one of `from`; otherwise to `to`.
 */
export function BackLink({ to, label, from = [], className }: BackLinkProps) {
  const { key, pathname } = useLocation();
  const origin = useSyncExternalStore(subscribeCameFrom, () => cameFrom(key));
  const place =
    origin && origin.pathname !== pathname
      ? from.find((candidate) => matchPath(candidate.pattern, origin.pathname))
      : undefined;
  const href = place && origin ? `${origin.pathname}${origin.search}` : to;
  return (
    <span className={className}>
      <Link variant="standalone" href={href}>
        {`← Back to ${place ? place.label : label}`}
      </Link>
    </span>
  );
}
