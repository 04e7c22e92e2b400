import { describe, expect, it } from 'vitest';
import {
  ClusterEngine,
  distanceMeters,
  isCluster,
  mergeClosePoints,
  pointCount,
} from './clusterEngine';
import type { MapPoint } from './clusterEngine';

// The spec's table: 150 below 10, 100 at 10, 80 at 11-12, 50 at 13, 10 from 14.
const radius = (z: number) => (z < 10 ? 150 : z === 10 ? 100 : z <= 12 ? 80 : z === 13 ? 50 : 10);

/** A point `north` and `east` metres from a Paris origin. */
const at = (id: string, north: number, east: number): MapPoint => ({
  id,
  lat: 48.8566 + north / 111_195,
  lon: 2.3522 + east / (111_195 * Math.cos((48.8566 * Math.PI) / 180)),
});

describe('distanceMeters', () => {
  it('measures metres on the ground', () => {
    expect(distanceMeters(at('a', 0, 0), at('b', 30, 0))).toBeCloseTo(30, 0);
    expect(distanceMeters(at('a', 0, 0), at('b', 0, 40))).toBeCloseTo(40, 0);
  });
});

describe('mergeClosePoints', () => {
  it('merges points within 50 m and keeps points farther apart', () => {
    const pins = mergeClosePoints(
      [at('a', 0, 0), at('b', 30, 0), at('c', 0, 49), at('d', 70, 0)],
      50,
    );
    expect(pins.map((p) => p.ids)).toEqual([['a', 'b', 'c'], ['d']]);
    expect(pins[0]!.key).toBe('a');
  });

  it('finds neighbours across grid cells', () => {
    // Around a cell boundary in every direction.
    for (const [north, east] of [
      [45, 0],
      [-45, 0],
      [0, 45],
      [0, -45],
      [32, 32],
      [-32, -32],
    ] as const) {
      const pins = mergeClosePoints(
        [at('a', 1000.3, 2000.7), at('b', 1000.3 + north, 2000.7 + east)],
        50,
      );
      expect(pins).toHaveLength(1);
    }
  });

  it('anchors each pin on its first point: a chain does not collapse', () => {
    const chain = Array.from({ length: 6 }, (_, i) => at(`p${i}`, i * 40, 0));
    const pins = mergeClosePoints(chain, 50);
    expect(pins.map((p) => p.ids)).toEqual([
      ['p0', 'p1'],
      ['p2', 'p3'],
      ['p4', 'p5'],
    ]);
  });

  it('merges nothing with a distance of 0', () => {
    expect(mergeClosePoints([at('a', 0, 0), at('b', 0, 0)], 0)).toHaveLength(2);
  });
});

describe('ClusterEngine', () => {
  // Two groups 20 km apart; in each, 10 points 200 m apart and 3 points on one spot.
  const points: MapPoint[] = [];
  for (const [g, east] of [
    ['w', 0],
    ['e', 20_000],
  ] as const) {
    for (let i = 0; i < 10; i++) points.push(at(`${g}${i}`, i * 200, east));
    for (let i = 0; i < 3; i++) points.push(at(`${g}-same-${i}`, -500, east));
  }
  const engine = new ClusterEngine(points, {
    clusterRadius: radius,
    minZoom: 5,
    maxZoom: 17,
    mergeMeters: 50,
  });
  const world: [number, number, number, number] = [-180, -85, 180, 85];

  it('merges first: 26 points make 22 pins', () => {
    expect(engine.pins).toHaveLength(22);
  });

  it('clusters everything together far out, and counts points, not pins', () => {
    const at5 = engine.clusters(world, 5);
    expect(at5).toHaveLength(1);
    expect(isCluster(at5[0]!)).toBe(true);
    expect(pointCount(at5[0]!)).toBe(26);
  });

  it('uses the radius of each zoom', () => {
    // At 11 (80 px, ~6 km at this latitude) the two groups, 20 km apart, are two clusters.
    const at11 = engine.clusters(world, 11);
    expect(at11).toHaveLength(2);
    expect(at11.map(pointCount).sort()).toEqual([13, 13]);
    // At 17 (10 px, ~1 m) every pin stands alone; the merged pin holds 3 points.
    const at17 = engine.clusters(world, 17);
    expect(at17).toHaveLength(22);
    expect(
      at17
        .filter((f) => !isCluster(f))
        .map(pointCount)
        .sort(),
    ).toContain(3);
    const merged = at17.find((f) => pointCount(f) === 3)!;
    expect(engine.pinOf(merged)?.ids).toEqual(['w-same-0', 'w-same-1', 'w-same-2']);
  });

  it('tells the zoom at which a cluster breaks apart', () => {
    const [cluster] = engine.clusters(world, 5);
    if (!cluster || !isCluster(cluster)) throw new Error('expected a cluster');
    const zoom = engine.expansionZoom(cluster.properties.cluster_id, 5);
    expect(zoom).toBeGreaterThan(5);
    expect(engine.clusters(world, zoom).length).toBeGreaterThan(1);
  });

  it('keeps to the bounding box', () => {
    const westOnly: [number, number, number, number] = [2.3, 48.8, 2.36, 48.9];
    const found = engine.clusters(westOnly, 17);
    expect(found.length).toBe(11);
  });

  it('has nothing to show without points', () => {
    const empty = new ClusterEngine([], {
      clusterRadius: radius,
      minZoom: 5,
      maxZoom: 17,
      mergeMeters: 50,
    });
    expect(empty.clusters(world, 8)).toEqual([]);
  });
});
