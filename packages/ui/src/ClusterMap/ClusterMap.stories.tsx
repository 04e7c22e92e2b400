import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ClusterMap } from './ClusterMap';
import type { ClusterMapProps } from './ClusterMap';
import { demoClusterRadius, demoPlaces } from './demo';
import type { DemoPlace } from './demo';
import { inMain } from '../internal/storyDecorators';

const places = demoPlaces(600);

/** Areas to fit the map to, for the Controls panel: [west, south, east, north]. */
const areas: Record<string, [number, number, number, number] | undefined> = {
  'All the points': undefined,
  'Paris centre': [2.28, 48.83, 2.42, 48.89],
  Lyon: [4.75, 45.72, 4.92, 45.81],
  Luxembourg: [6.05, 49.56, 6.2, 49.66],
  France: [-5, 41, 10, 51],
};
const getPointLabel = (place: DemoPlace) => place.name;

interface DemoProps extends Partial<ClusterMapProps<DemoPlace>> {
  /** How many demo offices (around Paris, Lyon, Lille and Luxembourg) when `points` is not given. */
  pointCount?: number;
}

/** Keeps the selection, as a screen would. */
function Demo({ pointCount = 600, ...props }: DemoProps) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const generated = useMemo(
    () => (pointCount === places.length ? places : demoPlaces(pointCount)),
    [pointCount],
  );
  return (
    <div style={{ height: 600 }}>
      <ClusterMap
        aria-label="Offices"
        points={generated}
        getPointLabel={getPointLabel}
        clusterRadius={demoClusterRadius}
        minZoom={5}
        maxZoom={17}
        selectedId={selectedId}
        {...props}
        onSelect={(ids) => {
          setSelectedId(ids[0] ?? null);
          props.onSelect?.(ids);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Widgets/ClusterMap',
  component: Demo,
  // The story's own wrapper holds the state; the props table is the component's.
  subcomponents: { ClusterMap },
  tags: ['autodocs'],
  // In the app a map sits in the page's <main>; axe's "region" rule expects a landmark.
  decorators: [inMain],
  args: { onSelect: fn(), pointCount: 600, minZoom: 5, maxZoom: 17, mergeDistance: 50 },
  argTypes: {
    pointCount: { control: { type: 'range', min: 0, max: 10000, step: 100 } },
    minZoom: { control: { type: 'range', min: 2, max: 17, step: 1 } },
    maxZoom: { control: { type: 'range', min: 5, max: 19, step: 1 } },
    mergeDistance: { control: { type: 'range', min: 0, max: 500, step: 10 } },
    listLimit: { control: { type: 'number', min: 1, max: 200 } },
    bounds: { control: 'select', options: Object.keys(areas), mapping: areas },
    tileUrl: { control: 'text' },
    tileAttribution: { control: 'text' },
    points: { control: false },
    clusterRadius: { control: false },
    getPointLabel: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Loaded as its own chunk: `React.lazy(() => import('@backoffice/ui/ClusterMap'))` (the default export). No tile server here: with `basemapUrl` the map draws a vector basemap (land, borders, names by zoom; the Basemap stories read the app's, served by Storybook at `basemap/basemap.json`), without it a plain background with a grid.",
      },
    },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const summary = (canvasElement: HTMLElement) =>
  within(canvasElement).findByText(/^Zoom \d+ of \d+:/);
const zoomOf = (element: HTMLElement) => Number(/^Zoom (\d+)/.exec(element.textContent ?? '')![1]);

/** 600 places over six towns; zoom with the buttons, open a group from the list. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await summary(canvasElement);
    await expect(status).toHaveTextContent('600 places in view');
    const before = zoomOf(status);
    const groupsBefore = canvas.getAllByRole('button', { name: /^Group of/ }).length;

    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(zoomOf(status)).toBe(before + 1));

    // Activating a group zooms into it.
    const zoomBefore = zoomOf(status);
    const [largest] = canvas.getAllByRole('button', { name: /^Group of/ });
    largest!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(zoomOf(status)).toBeGreaterThan(zoomBefore));
    await expect(groupsBefore).toBeGreaterThan(0);

    const zoomedIn = zoomOf(status);
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
    await waitFor(() => expect(zoomOf(status)).toBe(zoomedIn - 1));
  },
};

/** Close in, pins stand alone; choosing one in the list selects it. */
export const SelectAPin: Story = {
  args: { bounds: [2.349, 48.855, 2.356, 48.859] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = await summary(canvasElement);
    await waitFor(() => expect(zoomOf(status)).toBeGreaterThanOrEqual(15));
    const pins = canvas.getAllByRole('button', { pressed: false });
    const pin = pins.find((b) => /office/.test(b.textContent ?? ''))!;
    await userEvent.click(pin);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(pin).toHaveAttribute('aria-pressed', 'true'));
  },
};

const spot = { lat: 48.8738, lon: 2.295 };
const merged: DemoPlace[] = [
  { id: 'a', name: 'North tower', ...spot },
  { id: 'b', name: 'South tower', lat: spot.lat - 0.0002, lon: spot.lon },
  { id: 'c', name: 'Annex', lat: spot.lat, lon: spot.lon + 0.0004 },
  { id: 'd', name: 'Across the park', lat: spot.lat + 0.003, lon: spot.lon },
];

/** Places closer than 50 m are one pin, even at the closest zoom. */
export const MergedWithin50m: Story = {
  tags: ['!autodocs'],
  args: { points: merged, bounds: [2.292, 48.872, 2.298, 48.878] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await summary(canvasElement);
    const pin = await canvas.findByRole('button', {
      name: '3 places: North tower, South tower, Annex',
    });
    await expect(canvas.getByRole('button', { name: 'Across the park' })).toBeVisible();
    await userEvent.click(pin);
    await expect(args.onSelect).toHaveBeenCalledWith(['a', 'b', 'c']);
  },
};

/** The map fits a box given by the screen (here Lyon). */
export const FitToBounds: Story = {
  tags: ['!autodocs'],
  args: { bounds: [4.75, 45.72, 4.92, 45.81] },
  play: async ({ canvasElement }) => {
    const status = await summary(canvasElement);
    await waitFor(() => expect(zoomOf(status)).toBeGreaterThanOrEqual(11));
    await expect(status).not.toHaveTextContent(' 600 places');
    await expect(within(canvasElement).queryByRole('button', { name: /Paris/ })).toBeNull();
  },
};

export const NoPoints: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    await expect(await summary(canvasElement)).toHaveTextContent('0 places in view');
  },
};

/** A tile server that cannot be reached: the map and its list still work. */
export const UnreachableTiles: Story = {
  args: { tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', tileAttribution: 'Demo tiles' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await summary(canvasElement);
    const before = zoomOf(status);
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(zoomOf(status)).toBe(before + 1));
  },
};

/** At the zoom limit the button says so. */
export const ZoomLimits: Story = {
  tags: ['!autodocs'],
  args: { minZoom: 5, maxZoom: 6, bounds: [-5, 41, 10, 51] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await summary(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Zoom in' })).toBeDisabled());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await summary(canvasElement)).toHaveTextContent('600 places in view');
  },
};

const paris = demoPlaces(600).filter((place) => place.name.startsWith('Paris'));
const answer = new Blob([
  JSON.stringify({
    pins: paris.map(({ id, lat, lon }) => ({ id: Number(id.slice(6)), lat, lon })),
  }),
]);

/**
 * Points read in the worker from an API answer (`{ pins: [{ id, lat, lon }] }`), and one of
 * them pointed out (as when its item is hovered in a list beside the map): a ring and its name,
 * even while it is inside a group.
 */
export const PointsFromJsonWithHighlight: Story = {
  tags: ['!autodocs'],
  args: {
    points: undefined,
    pointsJson: { blob: answer, key: 'pins' },
    getPointLabel: (point) => `Office ${point.id}`,
    highlighted: { ...paris[0]!, id: paris[0]!.id.slice(6) },
    bounds: [2.25, 48.8, 2.45, 48.92],
    onLoad: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const status = await summary(canvasElement);
    await expect(status).toHaveTextContent(`${paris.length} places in view`);
    await expect(args.onLoad).toHaveBeenCalledWith(
      expect.objectContaining({ count: paris.length }),
    );
    await waitFor(() =>
      expect(within(canvasElement).getByText(`Office ${paris[0]!.id.slice(6)}`)).toBeVisible(),
    );
  },
};

/** The app's basemap (apps/backoffice/scripts/basemap.mjs), served by Storybook itself. */
const BASEMAP_URL = 'basemap/basemap.json';

/** The basemap's names drawn, as the map's description reads them once it is still. */
async function namedPlaces(canvasElement: HTMLElement, ...names: string[]) {
  const map = within(canvasElement).getByRole('group', { name: 'Offices' });
  await waitFor(
    () => {
      const text = document.getElementById(map.getAttribute('aria-describedby')!)!.textContent!;
      for (const name of names)
        expect(text).toMatch(new RegExp(`Places named on the map: .*\\b${name}\\b`));
    },
    { timeout: 10000 },
  );
}

/** Distinct colours among the canvas' pixels on a coarse grid: land, sea, borders, names. */
function canvasColours(canvasElement: HTMLElement): number {
  const canvas = canvasElement.querySelector('canvas')!;
  const ctx = canvas.getContext('2d')!;
  const seen = new Set<string>();
  for (let x = 5; x < canvas.width; x += 23) {
    for (let y = 5; y < canvas.height; y += 23) {
      seen.add(ctx.getImageData(x, y, 1, 1).data.join(','));
    }
  }
  return seen.size;
}

const basemapPlay =
  (...names: string[]): Story['play'] =>
  async ({ canvasElement }) => {
    await summary(canvasElement);
    await namedPlaces(canvasElement, ...names);
    await expect(within(canvasElement).getByText(/^Map data: Natural Earth/)).toBeVisible();
    // Sea, land, borders and names, not one plain background.
    await expect(canvasColours(canvasElement)).toBeGreaterThan(6);
  };

/** The basemap at the country's zoom: land and sea, borders, the biggest cities named. */
export const BasemapCountry: Story = {
  tags: ['!autodocs'],
  args: { basemapUrl: BASEMAP_URL, bounds: [-5, 41, 10, 51] },
  play: basemapPlay('Paris', 'Lyon', 'Marseille'),
};

/** The basemap at a city's zoom (Lyon): départements' borders and the towns around. */
export const BasemapCity: Story = {
  tags: ['!autodocs'],
  args: { basemapUrl: BASEMAP_URL, bounds: [4.75, 45.72, 4.92, 45.81] },
  play: basemapPlay('Lyon', 'Villeurbanne'),
};

export const BasemapCountryDark: Story = {
  tags: ['!autodocs'],
  args: BasemapCountry.args,
  globals: { theme: 'dark' },
  play: basemapPlay('Paris', 'Lyon', 'Marseille'),
};

export const BasemapCityDark: Story = {
  tags: ['!autodocs'],
  args: BasemapCity.args,
  globals: { theme: 'dark' },
  play: basemapPlay('Lyon', 'Villeurbanne'),
};

/**
 * A pin's card: choosing a pin (here from the list, the keyboard's way; a click on the pin
 * does the same) shows its card beside it; Escape closes it and focus comes back.
 */
export const PinCard: Story = {
  args: {
    bounds: [2.349, 48.855, 2.356, 48.859],
    renderPinCard: (ids) => (
      <p style={{ margin: 0 }}>
        <strong>
          {ids.length === 1 ? places.find((p) => p.id === ids[0])?.name : ids.join(', ')}
        </strong>
        <br />
        <a href={`#${ids[0]}`}>Open it</a>
      </p>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = await summary(canvasElement);
    await waitFor(() => expect(zoomOf(status)).toBeGreaterThanOrEqual(15));
    // A pin of one place (not one of places merged within 50 m).
    const pin = canvas
      .getAllByRole('button', { pressed: false })
      .find((b) => /^Paris office \d+$/.test(b.textContent ?? ''))!;
    const name = pin.textContent!;
    pin.focus();
    await userEvent.keyboard('{Enter}');
    const card = await canvas.findByRole('dialog', { name });
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(card).toHaveFocus());
    await expect(within(card).getByText(name)).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'Open it' })).toBeVisible();
    // Tab stays in the card.
    await userEvent.tab();
    await expect(within(card).getByRole('link', { name: 'Open it' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(card).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(card).getByRole('link', { name: 'Open it' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    // React Aria's FocusScope gives focus back on the frame after the card goes: wait for it (a
    // loaded run read the body in between).
    await waitFor(() => expect(pin).toHaveFocus());
    // Open again, to show it in the picture.
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('dialog', { name });
  },
};
