// What lies under the groups and pins: an XYZ tile layer with its credit when `tileUrl` is
// set, or else the vector basemap (basemap.ts), fetched once for the page and drawn on the
// cluster layer's canvas. Without either, the canvas draws a grid.
import Attribution from 'ol/control/Attribution';
import TileLayer from 'ol/layer/Tile';
import XYZ from 'ol/source/XYZ';
import { useEffect, useState } from 'react';
import { readBasemap } from './basemap';
import type { Basemap, BasemapData } from './basemap';
import type { MapRefs } from './drawnState';

/** Basemaps by URL: fetched and projected once for the page, whichever map asks again. */
const basemaps = new Map<string, Promise<Basemap>>();

function loadBasemap(url: string): Promise<Basemap> {
  let loading = basemaps.get(url);
  if (!loading) {
    loading = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`basemap: ${response.status}`);
        return response.json() as Promise<BasemapData>;
      })
      .then(readBasemap);
    // A failure is not kept: the next map tries again.
    loading.catch(() => basemaps.delete(url));
    basemaps.set(url, loading);
  }
  return loading;
}

/** Sets up the tiles or the basemap; returns the basemap's credit, once it is drawn. */
export function useBasemap({
  mapRef,
  layerRef,
  drawn,
  tileUrl,
  tileAttribution,
  basemapUrl,
}: MapRefs & {
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
  basemapUrl: string | undefined;
}): string | null {
  const [basemapCredit, setBasemapCredit] = useState<string | null>(null);

  // An optional tile layer under the clusters.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !tileUrl) return;
    const tiles = new TileLayer({
      source: new XYZ({
        url: tileUrl,
        attributions: tileAttribution,
        crossOrigin: 'anonymous',
      }),
    });
    map.getLayers().insertAt(0, tiles);
    const attribution = tileAttribution ? new Attribution({ collapsible: false }) : null;
    if (attribution) map.addControl(attribution);
    return () => {
      map.removeLayer(tiles);
      if (attribution) map.removeControl(attribution);
      tiles.getSource()?.dispose();
    };
  }, [mapRef, tileUrl, tileAttribution]);

  // The basemap, when no tiles replace it: fetched once the map is up, drawn under the groups.
  useEffect(() => {
    if (tileUrl || !basemapUrl) return;
    const state = drawn.current;
    let live = true;
    loadBasemap(basemapUrl).then(
      (basemap) => {
        if (!live) return;
        state.basemap = basemap;
        setBasemapCredit(basemap.attribution);
        layerRef.current?.changed();
      },
      () => {
        // Unreachable or unreadable: the grid stays, the map works as before.
      },
    );
    return () => {
      live = false;
      state.basemap = null;
      state.shown = [];
      setBasemapCredit(null);
      // The layer as it is now, not when the effect ran: none once the map is gone (the map's
      // teardown, in useOlMap, runs before this one when the component unmounts).
      // eslint-disable-next-line react-hooks/exhaustive-deps
      layerRef.current?.changed();
    };
  }, [drawn, layerRef, tileUrl, basemapUrl]);

  return basemapCredit;
}
