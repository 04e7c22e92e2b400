import { describe, expect, it } from 'vitest';
import { ClusterEngine } from './clusterEngine';
import { createClusterService, readPointsJson } from './clusterService';
import type { ClusterSettings } from './clusterService';
import { demoClusterRadius, demoPlaces } from './demo';

const settings: ClusterSettings = {
  minZoom: 5,
  maxZoom: 17,
  mergeMeters: 50,
  radii: Array.from({ length: 13 }, (_, i) => demoClusterRadius(i + 5)),
};
const FRANCE: [number, number, number, number] = [-5, 41, 10, 51];

describe('readPointsJson', () => {
  it('reads the points of an answer, ids as text', () => {
    expect(
      readPointsJson(
        '{"pins":[{"id":7,"lat":48.85,"lon":2.35},{"id":"b","lat":0,"lon":0}]}',
        'pins',
      ),
    ).toEqual([
      { id: '7', lat: 48.85, lon: 2.35 },
      { id: 'b', lat: 0, lon: 0 },
    ]);
  });

  it.each([
    ['nope', 'The points are not JSON'],
    ['{"other":[]}', 'The JSON has no "pins" list'],
    ['{"pins":[{"id":1.5,"lat":1,"lon":1}]}', 'pins.0.id is not an id'],
    [
      '{"pins":[{"id":1,"lat":1,"lon":1},{"id":2,"lat":91,"lon":1}]}',
      'pins.1.lat is not a latitude',
    ],
    ['{"pins":[{"id":1,"lat":1,"lon":"2"}]}', 'pins.0.lon is not a longitude'],
  ])('names what is wrong in %s', (text, message) => {
    expect(() => readPointsJson(text, 'pins')).toThrow(message);
  });
});

describe('the cluster service (what the worker runs)', () => {
  it('answers the same groups as the engine, with each group’s expansion zoom', async () => {
    const points = demoPlaces(600);
    const service = createClusterService();
    const loaded = await service.handle({
      type: 'load',
      id: 1,
      source: { kind: 'points', points },
      settings,
    });
    const engine = new ClusterEngine(points, {
      minZoom: 5,
      maxZoom: 17,
      mergeMeters: 50,
      clusterRadius: demoClusterRadius,
    });
    expect(loaded).toMatchObject({ type: 'loaded', id: 1, count: 600, pins: engine.pins.length });
    for (const zoom of [5, 9, 12, 16]) {
      const reply = await service.handle({ type: 'query', id: 2, bbox: FRANCE, zoom });
      if (reply.type !== 'clusters') throw new Error(reply.type);
      const expected = engine.clusters(FRANCE, zoom);
      expect(reply.features.map((f) => f.count)).toEqual(expected.map((f) => f.properties.n));
      for (const feature of reply.features) {
        if (feature.cluster) {
          expect(feature.cluster.expansionZoom).toBe(
            engine.expansionZoom(feature.cluster.id, zoom),
          );
        } else {
          expect(feature.pin!.ids.length).toBe(feature.count);
        }
      }
    }
  });

  it('reads JSON points in order with the queries, and reports a refused file', async () => {
    const service = createClusterService();
    const blob = new Blob([JSON.stringify({ pins: [{ id: 1, lat: 48.85, lon: 2.35 }] })]);
    // The query is sent before the load has read its file: it waits for it.
    const [loaded, clusters] = await Promise.all([
      service.handle({
        type: 'load',
        id: 1,
        source: { kind: 'json', blob, key: 'pins' },
        settings,
      }),
      service.handle({ type: 'query', id: 2, bbox: FRANCE, zoom: 17 }),
    ]);
    expect(loaded).toMatchObject({ type: 'loaded', count: 1, extent: [2.35, 48.85, 2.35, 48.85] });
    expect(clusters).toMatchObject({
      type: 'clusters',
      features: [{ count: 1, pin: { key: '1', ids: ['1'] } }],
    });
    if (clusters.type !== 'clusters') throw new Error(clusters.type);
    expect(clusters.features[0]!.lon).toBeCloseTo(2.35, 9);
    const failed = await service.handle({
      type: 'load',
      id: 3,
      source: { kind: 'json', blob: new Blob(['{"pins":{}}']), key: 'pins' },
      settings,
    });
    expect(failed).toEqual({ type: 'failed', id: 3, message: 'The JSON has no "pins" list' });
    // With no index, a query answers nothing rather than old groups.
    expect(await service.handle({ type: 'query', id: 4, bbox: FRANCE, zoom: 9 })).toMatchObject({
      features: [],
    });
  });
});
