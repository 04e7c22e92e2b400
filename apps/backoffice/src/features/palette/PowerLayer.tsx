import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LiveChannel, LiveContext } from '../../shared/live/live';
import { LiveUpdates } from '../../shared/live/LiveUpdates';
import { attachShortcuts } from '../../shared/shortcuts/keyboard';
import { ShortcutRegistry, ShortcutsContext } from '../../shared/shortcuts/registry';
import type { Shortcut } from '../../shared/shortcuts/registry';
import { GO_TO_LETTERS } from './goTo';
import type { PaletteScreen } from './paletteSearch';
import { useRecordPlaces } from './recentPlaces';

/**
 * The power user's layer (issue 20) around every signed-in screen: the shortcuts registry
 * and the keys that run it, live refresh, the go-to palette and the shortcuts sheet. The
 * palette's and the sheet's code is not part of any screen's first paint (nor, since this
 * layer is the signed-in layout's, of the login route's): it downloads when the browser is
 * idle, so that Ctrl+K or ⌘K then opens the palette within the frame of the key press.
 */

export const loadPalette = () => import('./Palette');
export const loadShortcutsSheet = () => import('./ShortcutsSheet');

type PaletteModule = Awaited<ReturnType<typeof loadPalette>>;
type SheetModule = Awaited<ReturnType<typeof loadShortcutsSheet>>;
/** The modules once downloaded: drawn at once, without a Suspense round. */
const loaded: { palette: PaletteModule | null; sheet: SheetModule | null } = {
  palette: null,
  sheet: null,
};

/** Downloads the palette and the sheet (when the browser is idle, or when first asked for). */
export function prefetchOverlays(): Promise<unknown> {
  return Promise.all([
    loadPalette().then((m) => (loaded.palette = m)),
    loadShortcutsSheet().then((m) => (loaded.sheet = m)),
  ]);
}

const LazyPalette = lazy(() => loadPalette().then((m) => ({ default: m.Palette })));
const LazySheet = lazy(() => loadShortcutsSheet().then((m) => ({ default: m.ShortcutsSheet })));

type Overlay = 'palette' | 'sheet' | null;

export interface PowerControls {
  openPalette: () => void;
  openShortcuts: () => void;
}

const PowerContext = createContext<PowerControls | null>(null);

/** Opens the palette or the sheet (the top bar's buttons). */
export function usePowerControls(): PowerControls | null {
  return useContext(PowerContext);
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(run, 1000);
  return () => window.clearTimeout(timer);
}

export interface PowerLayerProps {
  /** The screens of the navigation, in its order: named in the palette, 'g' + letter. */
  screens: readonly PaletteScreen[];
  children: ReactNode;
}

export function PowerLayer({ screens, children }: PowerLayerProps) {
  const [registry] = useState(() => new ShortcutRegistry());
  const [channel] = useState(() => new LiveChannel());
  const [overlay, setOverlay] = useState<Overlay>(null);
  const [controls] = useState<PowerControls>(() => ({
    openPalette: () => setOverlay('palette'),
    openShortcuts: () => setOverlay('sheet'),
  }));
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });

  useEffect(() => attachShortcuts(registry), [registry]);
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
        const letter = GO_TO_LETTERS[screen.href];
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
  if (overlay === 'palette') {
    const Palette = loaded.palette?.Palette ?? LazyPalette;
    drawn = <Palette screens={screens} onClose={close} />;
  } else if (overlay === 'sheet') {
    const Sheet = loaded.sheet?.ShortcutsSheet ?? LazySheet;
    drawn = <Sheet onClose={close} />;
  }

  return (
    <ShortcutsContext.Provider value={registry}>
      <LiveContext.Provider value={channel}>
        <PowerContext.Provider value={controls}>
          <LiveUpdates />
          {children}
          <Suspense fallback={null}>{drawn}</Suspense>
        </PowerContext.Provider>
      </LiveContext.Provider>
    </ShortcutsContext.Provider>
  );
}
