import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, KeyboardKeys } from '@backoffice/ui';
import { LiveChannel } from '@/shared/live/channel';
import { LiveStatus } from '@/shared/live/LiveStatus';
import { LiveUpdates } from '@/shared/live/LiveUpdates';
import type { LiveUpdatesProps } from '@/shared/live/LiveUpdates';
import { attachShortcuts } from '@/shared/shortcuts/keyboard';
import { chordsOf } from '@/shared/shortcuts/keys';
import type { Shortcut } from '@/shared/shortcuts/registry';
import { hostShortcuts, ShortcutRegistry } from '@/shared/shortcuts/store';
import type { PaletteScreen } from './paletteSearch';
import { useRecordPlaces } from './recentPlaces';
import * as styles from './Power.css';

/**
 * What the power layer runs, downloaded right after the layout's first paint so
 * that no screen's first paint carries it: the shortcuts store and the keys that run it, the
 * global shortcuts, the recent places, live refresh, the top bar's buttons, and the palette
 * and the sheet (their code when the browser is idle, or when first asked for).
 */

export const loadOverlays = () => import('./overlays');
type OverlaysModule = Awaited<ReturnType<typeof loadOverlays>>;
/** The module once downloaded: drawn at once, without a Suspense round. */
let overlays: OverlaysModule | null = null;

/** Downloads the palette and the sheet. */
export function prefetchOverlays(): Promise<unknown> {
  return loadOverlays().then((m) => (overlays = m));
}

const LazyPalette = lazy(() => prefetchOverlays().then(() => ({ default: overlays!.Palette })));
const LazySheet = lazy(() =>
  prefetchOverlays().then(() => ({ default: overlays!.ShortcutsSheet })),
);

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(run, 1000);
  return () => window.clearTimeout(timer);
}

export interface Controls {
  openPalette: () => void;
  openShortcuts: () => void;
  channel: LiveChannel;
}

/**
 * The top bar's visible ways to what the keys do: "Go to…" (Ctrl+K or ⌘K) and "Shortcuts"
 * ('?'), and where live refresh stands when it is reconnecting.
 */
export function PowerButtons({ controls }: { controls: Controls }) {
  return (
    <>
      <LiveStatus channel={controls.channel} />
      <Button size="sm" variant="ghost" aria-haspopup="dialog" onPress={controls.openPalette}>
        <span className={styles.buttonLabel}>
          Go to…{' '}
          <span className={styles.buttonKeys}>
            <KeyboardKeys keys={chordsOf('mod+k')} />
          </span>
        </span>
      </Button>
      <Button size="sm" variant="ghost" aria-haspopup="dialog" onPress={controls.openShortcuts}>
        <span className={styles.buttonLabel}>
          Shortcuts{' '}
          <span className={styles.buttonKeys}>
            <KeyboardKeys keys={chordsOf('?')} />
          </span>
        </span>
      </Button>
    </>
  );
}

export interface PowerRuntimeProps extends Pick<LiveUpdatesProps, 'api' | 'mutate'> {
  screens: readonly PaletteScreen[];
  /** Gives the layout what its top bar's buttons open. */
  onControls: (controls: Controls) => void;
}

export function PowerRuntime({ screens, api, mutate, onControls }: PowerRuntimeProps) {
  const [registry] = useState(() => new ShortcutRegistry());
  const [channel] = useState(() => new LiveChannel());
  // Which overlay is open, and whether its code was already there when it opened: the
  // component drawn stays the same one (the lazy one or the module's) for as long as the
  // overlay is open. Choosing again on each render remounted the palette when the idle
  // prefetch landed after it had opened, and the text typed in it was lost (a loaded
  // machine: the palette opened before the browser was first idle).
  const [overlay, setOverlay] = useState<{ kind: 'palette' | 'sheet'; loaded: boolean } | null>(
    null,
  );
  const [controls] = useState<Controls>(() => ({
    openPalette: () =>
      setOverlay((open) =>
        open?.kind === 'palette' ? open : { kind: 'palette', loaded: !!overlays },
      ),
    openShortcuts: () =>
      setOverlay((open) => (open?.kind === 'sheet' ? open : { kind: 'sheet', loaded: !!overlays })),
    channel,
  }));
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });

  useEffect(() => onControls(controls), [onControls, controls]);
  useEffect(() => attachShortcuts(registry), [registry]);
  useEffect(() => hostShortcuts(registry), [registry]);
  useEffect(() => whenIdle(() => void prefetchOverlays()), []);
  useRecordPlaces(screens);

  useEffect(() => {
    const global: Shortcut[] = [
      {
        keys: 'mod+k',
        label: 'Go to a screen, a record or a recent place',
        equivalent: 'The “Go to…” button in the top bar',
        scope: 'global',
        run: controls.openPalette,
      },
      {
        keys: '?',
        label: 'Show the keyboard shortcuts',
        equivalent: 'The “Shortcuts” button in the top bar',
        scope: 'global',
        run: controls.openShortcuts,
      },
      ...screens.flatMap((screen): Shortcut[] => {
        const letter = screen.goTo;
        if (!letter) return [];
        return [
          {
            keys: `g ${letter}`,
            label: `Go to ${screen.label}`,
            equivalent: `The ${screen.label} link of the navigation`,
            scope: 'global',
            run: () => void navigateRef.current(screen.href),
          },
        ];
      }),
    ];
    const removals = global.map((shortcut) => registry.add(shortcut));
    return () => removals.forEach((remove) => remove());
  }, [registry, screens, controls]);

  const close = () => setOverlay(null);
  let drawn: ReactNode = null;
  if (overlay?.kind === 'palette') {
    const Palette = overlay.loaded && overlays ? overlays.Palette : LazyPalette;
    drawn = <Palette screens={screens} onClose={close} />;
  } else if (overlay?.kind === 'sheet') {
    const Sheet = overlay.loaded && overlays ? overlays.ShortcutsSheet : LazySheet;
    drawn = <Sheet registry={registry} onClose={close} />;
  }

  return (
    <>
      <LiveUpdates channel={channel} api={api} mutate={mutate} />
      <Suspense fallback={null}>{drawn}</Suspense>
    </>
  );
}
