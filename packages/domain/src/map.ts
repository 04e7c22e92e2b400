import { MAP_ZOOM, PIN_MERGE_DISTANCE_M } from './constants';

/** A point on the map. */
export interface LatLon {
  lat: number;
  lon: number;
}

/** A zoom level kept inside the map's bounds (5 to 17). */
export function clampZoom(zoom: number): number {
  return Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, zoom));
}

/**
 * The cluster radius (in pixels) at a zoom level: 150 below 10, 100 at 10, 80 at 11 and 12,
 * 50 at 13, 10 from 14. A fractional zoom counts as the level it has reached.
 */
export function clusterRadius(zoom: number): number {
  const level = Math.floor(zoom);
  if (level < 10) return 150;
  if (level === 10) return 100;
  if (level <= 12) return 80;
  if (level === 13) return 50;
  return 10;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance between two points, in metres. */
export function distanceMeters(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Groups pins that lie within 50 m of a group's first pin, keeping the input order (the
 * first pin of each group is the one shown). Pins are bucketed in a grid of 50 m cells so
 * that ten thousand pins are grouped in milliseconds.
 */
export function mergeNearbyPins<T extends LatLon>(
  pins: readonly T[],
  distance = PIN_MERGE_DISTANCE_M,
): T[][] {
  const cellLat = distance / 111_320;
  const groups: T[][] = [];
  const cells = new Map<string, T[][]>();
  for (const pin of pins) {
    const cellLon = cellLat / Math.max(0.01, Math.cos(rad(pin.lat)));
    const row = Math.floor(pin.lat / cellLat);
    const col = Math.floor(pin.lon / cellLon);
    if (!Number.isFinite(row) || !Number.isFinite(col)) {
      // A pin with no place on the map merges with nothing (and never fills one cell that
      // every further pin would search).
      groups.push([pin]);
      continue;
    }
    let home: T[] | undefined;
    for (let dr = -1; dr <= 1 && !home; dr++) {
      for (let dc = -1; dc <= 1 && !home; dc++) {
        home = cells
          .get(`${row + dr}:${col + dc}`)
          ?.find((group) => distanceMeters(group[0] as T, pin) <= distance);
      }
    }
    if (home) {
      home.push(pin);
      continue;
    }
    const group = [pin];
    groups.push(group);
    const key = `${row}:${col}`;
    const bucket = cells.get(key);
    if (bucket) bucket.push(group);
    else cells.set(key, [group]);
  }
  return groups;
}
