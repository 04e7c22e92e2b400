import { changeAreasOf, type ChangeArea, type RouteName } from '@backoffice/api/contract';
import { errorFacts, log } from '../log';
import type { ChangeHub } from './hub';

/** What publishing needs of the server's services: its change hub. */
interface WithHub {
  events: ChangeHub;
}

/**
 * Tells every server's change streams what a write call changed (after it succeeded and the
 * data version moved on). Not waited for: the write is done whether or not the NOTIFY goes
 * out, and a client that misses it catches up on its next resync or tab focus.
 */
export function publishChange(services: WithHub, route: RouteName): void {
  publishAreas(services, changeAreasOf(route));
}

/** The same for a change made outside a call (the SEO generator finishing). */
export function publishAreas(services: WithHub, areas: readonly ChangeArea[]) {
  if (areas.length === 0) return;
  services.events
    .publish(areas)
    .catch((error: unknown) => log().error(errorFacts(error), 'A change event was not published'));
}
