// Deterministic demo points for stories and benchmarks (not exported from the package).
import type { MapPoint } from './clusterEngine';

export interface DemoPlace extends MapPoint {
  name: string;
}

/** The spec's table: 150 below 10, 100 at 10, 80 at 11-12, 50 at 13, 10 from 14. */
export const demoClusterRadius = (zoom: number) =>
  zoom < 10 ? 150 : zoom === 10 ? 100 : zoom <= 12 ? 80 : zoom === 13 ? 50 : 10;

const towns: { name: string; lat: number; lon: number; spread: number; weight: number }[] = [
  { name: 'Paris', lat: 48.8566, lon: 2.3522, spread: 0.06, weight: 0.55 },
  { name: 'Boulogne', lat: 48.8397, lon: 2.2399, spread: 0.015, weight: 0.08 },
  { name: 'Saint-Denis', lat: 48.9362, lon: 2.3574, spread: 0.015, weight: 0.07 },
  { name: 'Lyon', lat: 45.764, lon: 4.8357, spread: 0.04, weight: 0.12 },
  { name: 'Lille', lat: 50.6292, lon: 3.0573, spread: 0.03, weight: 0.08 },
  { name: 'Luxembourg', lat: 49.6116, lon: 6.1319, spread: 0.02, weight: 0.1 },
];

/** A small linear congruential generator: the same sequence on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** `count` places around a few towns, the same every time. */
export function demoPlaces(count: number, seed = 42): DemoPlace[] {
  const next = random(seed);
  const places: DemoPlace[] = [];
  for (let i = 0; i < count; i++) {
    let pick = next();
    const town = towns.find((t) => (pick -= t.weight) < 0) ?? towns[0]!;
    // Roughly normal around the town centre (sum of three uniforms).
    const u = (next() + next() + next() - 1.5) / 1.5;
    const v = (next() + next() + next() - 1.5) / 1.5;
    places.push({
      id: `place-${i + 1}`,
      name: `${town.name} office ${i + 1}`,
      lat: town.lat + u * town.spread,
      lon: town.lon + v * town.spread * 1.5,
    });
  }
  return places;
}
