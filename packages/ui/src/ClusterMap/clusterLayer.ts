// The map's layer of groups and pins: one canvas that the layer draws by hand on every frame
// (see drawFrame), and where a pointer on the map hits a group or a pin.
import type OlMap from 'ol/Map';
import type { FrameState } from 'ol/Map';
import Layer from 'ol/layer/Layer';
import { fromLonLat } from 'ol/proj';
import type { DrawnFeature } from './clusterService';
import { drawFrame } from './drawFrame';
import { drawRadius } from './drawFeatures';
import type { DrawnState } from './drawnState';

/** The layer of groups and pins, drawn from `drawn` in the theme colours read on `target`. */
export function createClusterLayer(
  target: HTMLElement,
  drawn: { readonly current: DrawnState },
): Layer {
  const canvas = document.createElement('canvas');
  canvas.style.position = 'absolute';
  canvas.style.left = '0';
  canvas.style.top = '0';
  canvas.style.width = '100%';
  canvas.style.height = '100%';

  return new Layer({
    render: (frameState: FrameState) => {
      drawFrame(canvas, frameState, target, drawn.current);
      return canvas;
    },
  });
}

/** The group or pin under `pixel`: the one drawn last where several overlap. */
export function hitTest(
  map: OlMap,
  features: readonly DrawnFeature[],
  pixel: [number, number],
): DrawnFeature | null {
  // Last drawn is on top.
  for (let i = features.length - 1; i >= 0; i--) {
    const feature = features[i]!;
    const at = map.getPixelFromCoordinate(fromLonLat([feature.lon, feature.lat]));
    if (!at) continue;
    const r = drawRadius(feature) + 2;
    if ((at[0]! - pixel[0]) ** 2 + (at[1]! - pixel[1]) ** 2 <= r * r) return feature;
  }
  return null;
}
