// The map for the keyboard and screen readers: its description (how to move it, the places
// it names), and the list beside it that names the visible groups and pins, where each can be
// chosen as on the map.
import { Button as AriaButton } from 'react-aria-components';
import { visuallyHidden } from '../theme/utils.css';
import type { DrawnFeature } from './clusterService';
import * as styles from './ClusterMap.css';

/** What the list describes: a settled view, published once its groups and pins are in. */
export interface VisibleView {
  features: DrawnFeature[];
  zoom: number;
  centre: [number, number];
  /** The basemap's names drawn, biggest first. */
  places: string[];
}

const compass = [
  'east',
  'north-east',
  'north',
  'north-west',
  'west',
  'south-west',
  'south',
  'south-east',
];

/** Where a place lies from the centre of the map, in words. */
function direction(from: [number, number], to: [number, number]): string {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  if (Math.hypot(dx, dy) < 1e-9) return 'at the centre';
  const octant = Math.round(Math.atan2(dy, dx) / (Math.PI / 4));
  return `${compass[(octant + 8) % 8]} of the centre`;
}

/** The map's description, read with it (`aria-describedby`). */
export function MapHint({ id, visible }: { id: string; visible: VisibleView | null }) {
  return (
    <p id={id} className={visuallyHidden}>
      Arrow keys move the map; plus and minus zoom. The list after the map names what is visible.
      {visible && visible.places.length > 0
        ? ` Places named on the map: ${visible.places.join(', ')}.`
        : ''}
    </p>
  );
}

/**
 * The visible groups and pins, the keyboard and screen-reader alternative to the map: a
 * summary of the view, then a button for each group (biggest first) and each pin (by name),
 * up to `listLimit`.
 */
export function VisibleList({
  ariaLabel,
  visible,
  zoomShown,
  maxZoom,
  listLimit,
  selectedId,
  labelOf,
  activate,
}: {
  ariaLabel: string;
  /** null until the map has been laid out and fitted. */
  visible: VisibleView | null;
  zoomShown: number;
  maxZoom: number;
  listLimit: number;
  selectedId: string | null;
  /** A point's name in the list. */
  labelOf: (id: string, pin: { lat: number; lon: number }) => string;
  /** Zooms into a group, or selects a pin (as a click on the map does). */
  activate: (feature: DrawnFeature) => void;
}) {
  const features = visible?.features ?? [];
  const clusters = features.filter((f) => f.cluster).sort((a, b) => b.count - a.count);
  const pins = features.filter((f) => !f.cluster);
  const pinItems = pins
    .map((feature) => {
      const pin = feature.pin!;
      const names = pin.ids.map((id) => labelOf(id, feature));
      return {
        feature,
        pin,
        name: names.length === 1 ? names[0]! : `${names.length} places: ${names.join(', ')}`,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const shownClusters = clusters.slice(0, listLimit);
  const shownPins = pinItems.slice(0, Math.max(0, listLimit - shownClusters.length));
  const hidden = clusters.length + pinItems.length - shownClusters.length - shownPins.length;
  const totalPoints = features.reduce((sum, f) => sum + f.count, 0);
  const centre = visible?.centre ?? [0, 0];

  return (
    <div className={styles.panel}>
      <p className={styles.summary} role="status">
        {visible
          ? `Zoom ${zoomShown} of ${maxZoom}: ${totalPoints} ${totalPoints === 1 ? 'place' : 'places'} in view, in ${clusters.length} ${clusters.length === 1 ? 'group' : 'groups'} and ${pins.length} ${pins.length === 1 ? 'pin' : 'pins'}.`
          : 'Loading the map…'}
      </p>
      {shownClusters.length + shownPins.length > 0 ? (
        <ul className={styles.list} aria-label={`${ariaLabel}: visible groups and places`}>
          {shownClusters.map((feature) => {
            const count = feature.count;
            const where = direction(centre, [feature.lon, feature.lat]);
            return (
              <li key={`c${feature.cluster!.id}`}>
                <AriaButton className={styles.item} onPress={() => activate(feature)}>
                  <span className={styles.itemCount} aria-hidden="true">
                    {count}
                  </span>
                  Group of {count}, {where}
                  <span className={visuallyHidden}>: zoom in</span>
                </AriaButton>
              </li>
            );
          })}
          {shownPins.map(({ feature, pin, name }) => (
            <li key={`p${pin.key}`}>
              <AriaButton
                className={styles.item}
                aria-pressed={selectedId !== null && pin.ids.includes(selectedId)}
                onPress={() => activate(feature)}
              >
                {pin.ids.length > 1 ? (
                  <span className={styles.itemCount} aria-hidden="true">
                    {pin.ids.length}
                  </span>
                ) : null}
                {name}
              </AriaButton>
            </li>
          ))}
        </ul>
      ) : null}
      {hidden > 0 ? <p className={styles.more}>And {hidden} more: zoom in to list them.</p> : null}
    </div>
  );
}
