import { describe, expect, it } from 'vitest';
import { clampZoom, clusterRadius, distanceMeters, mergeNearbyPins } from './map';

describe('operations §9 — cluster radius by zoom', () => {
  it.each([
    [5, 150],
    [9, 150],
    [9.99, 150],
    [10, 100],
    [10.5, 100],
    [11, 80],
    [12, 80],
    [12.9, 80],
    [13, 50],
    [14, 10],
    [17, 10],
  ])('at zoom %d the radius is %i', (zoom, radius) => {
    expect(clusterRadius(zoom)).toBe(radius);
  });

  it.each([
    [2, 5],
    [5, 5],
    [11.5, 11.5],
    [17, 17],
    [20, 17],
  ])('zoom %d is kept at %d', (zoom, kept) => {
    expect(clampZoom(zoom)).toBe(kept);
  });
});

describe('operations §9 — pins within 50 m merge', () => {
  const eiffel = { lat: 48.8584, lon: 2.2945 };

  it('measures distances in metres', () => {
    expect(distanceMeters(eiffel, eiffel)).toBe(0);
    // Eiffel Tower to Notre-Dame is about 4.1 km.
    const d = distanceMeters(eiffel, { lat: 48.853, lon: 2.3499 });
    expect(d).toBeGreaterThan(4000);
    expect(d).toBeLessThan(4200);
  });

  // 0.0001° of latitude is about 11.1 m.
  const north = (m: number) => ({ lat: eiffel.lat + m / 111_195, lon: eiffel.lon });

  it.each([
    [49, 1],
    [51, 2],
  ])('two pins %i m apart make %i group(s)', (metres, groups) => {
    expect(mergeNearbyPins([eiffel, north(metres)])).toHaveLength(groups);
  });

  it('groups around the first pin of each group, in input order', () => {
    const pins = [
      { id: 1, ...eiffel },
      { id: 2, ...north(30) },
      { id: 3, ...north(70) },
      { id: 4, ...north(95) },
      { id: 5, lat: 48.853, lon: 2.3499 },
    ];
    const groups = mergeNearbyPins(pins).map((g) => g.map((p) => p.id));
    expect(groups).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('keeps a pin with no coordinates apart, in linear time', () => {
    const lost = Array.from({ length: 50_000 }, (_, id) => ({ id, lat: NaN, lon: NaN }));
    const started = performance.now();
    const groups = mergeNearbyPins([eiffel, ...lost, north(30)]);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(groups).toHaveLength(50_001);
    expect(groups[0]).toHaveLength(2);
  });

  it('merges across grid cells, east and west too', () => {
    const metresPerDegreeLon = 111_195 * Math.cos((eiffel.lat * Math.PI) / 180);
    const east = { lat: eiffel.lat, lon: eiffel.lon + 40 / metresPerDegreeLon };
    const west = { lat: eiffel.lat, lon: eiffel.lon - 40 / metresPerDegreeLon };
    expect(mergeNearbyPins([eiffel, east, west])).toHaveLength(1);
  });

  it('keeps two groups that share a grid cell apart, and finds the right one', () => {
    // Two pins in the same 50 m cell, at opposite corners (about 64 m apart).
    const cellLat = 50 / 111_320;
    const row = Math.floor(eiffel.lat / cellLat);
    const cellLon = cellLat / Math.cos(((row + 0.5) * cellLat * Math.PI) / 180);
    const col = Math.floor(eiffel.lon / cellLon);
    const a = { id: 'a', lat: (row + 0.05) * cellLat, lon: (col + 0.05) * cellLon };
    const b = { id: 'b', lat: (row + 0.95) * cellLat, lon: (col + 0.95) * cellLon };
    const nearB = { id: 'c', lat: b.lat - 0.00002, lon: b.lon };
    const groups = mergeNearbyPins([a, b, nearB]).map((g) => g.map((p) => p.id));
    expect(distanceMeters(a, b)).toBeGreaterThan(50);
    expect(groups).toEqual([['a'], ['b', 'c']]);
  });

  it('takes another distance', () => {
    expect(mergeNearbyPins([eiffel, north(120)], 150)).toHaveLength(1);
  });

  it('groups 10 000 pins quickly', () => {
    const pins = Array.from({ length: 10_000 }, (_, i) => ({
      lat: 48.8 + (i % 100) * 0.001,
      lon: 2.3 + Math.floor(i / 100) * 0.001,
    }));
    const started = performance.now();
    const groups = mergeNearbyPins(pins);
    expect(performance.now() - started).toBeLessThan(1000);
    // Neighbours are about 111 m and 73 m apart: nothing merges.
    expect(groups).toHaveLength(10_000);
  });
});
