import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, KeyboardKeys } from '@backoffice/ui';
import { intentComponent } from '@/shared/intentComponent';
import { LiveChannel } from '@/shared/live/channel';
import { LiveStatus } from '@/shared/live/LiveStatus';
import { LiveUpdates } from '@/shared/live/LiveUpdates';
import type { LiveUpdatesProps } from '@/shared/live/LiveUpdates';
import { attachShortcuts } from '@/shared/shortcuts/keyboard';
import { chordsOf } from '@/shared/shortcuts/keys';
import type { Shortcut } from '@/shared/shortcuts/registry';
import { hostShortcuts, ShortcutRegistry } from '@/shared/shortcuts/store';
import { onIntent } from '@/shared/onIntent';
import type { PaletteScreen } from './paletteSearch';
import { useRecordPlaces } from './recentPlaces';
import * as styles from './Power.css';

/**
 * What the power layer runs, downloaded right after the layout's first paint so
 * that no screen's first paint carries it: the shortcuts store and the keys that run it, the
 * global shortcuts, the recent places, live refresh, the top bar's buttons, and the palette
 * and the sheet. Their code (the overlays chunk, with React Aria's dialog, list box and
 * autocomplete) comes on the first sign that one is wanted, never just because the browser is
 * idle: a pointer over or focus on the "Go to…" or "Shortcuts" button, Ctrl or ⌘ pressed (the
 * first half of Ctrl+K), or the key or the press that opens one. One asked for before its code
 * is there opens as soon as it has loaded (nothing is drawn meanwhile; its dialog then
 * takes focus, and gives it back to what had it on closing).
 */

/** The palette and the sheet: one chunk, loaded on intent (see above). */
const overlays = onIntent(() => import('./overlays'));

/** Downloads the palette and the sheet (once; again after a failure). */
export const prefetchOverlays = overlays.load;

/** Starts the overlays' download on a sign of intent; a failure waits for the real ask. */
const prefetchOnIntent = overlays.preload;

/** What the top bar's two buttons take to start the download as a pointer or focus nears. */
const intent = { onHoverStart: prefetchOnIntent, onFocus: prefetchOnIntent };

/**
 * Ctrl or ⌘ held down is the first half of Ctrl+K (⌘K): the overlays' download starts then,
 * the moment before the K, rather than at idle on every screen. Returns the removal.
 */
function prefetchOnModifier(): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Control' && event.key !== 'Meta') return;
    window.removeEventListener('keydown', onKeyDown, true);
    prefetchOnIntent();
  };
  window.addEventListener('keydown', onKeyDown, true);
  return () => window.removeEventListener('keydown', onKeyDown, true);
}

// Drawn from the module once it is there; opened before, they show when it has come, and an
// open one stays the same component meanwhile (a remount would drop what was typed in the
// palette). One that cannot load says so in a toast and closes.
const Palette = intentComponent(overlays, (m) => m.Palette);
const Sheet = intentComponent(overlays, (m) => m.ShortcutsSheet);

export interface Controls {
  openPalette: () => void;
  openShortcuts: () => void;
  channel: LiveChannel;
}

/** One of the top bar's buttons to an overlay: its label, then the keys that open it too. */
function OverlayButton({
  label,
  chord,
  onPress,
}: {
  label: string;
  chord: string;
  onPress: () => void;
}) {
  return (
    <Button size="sm" variant="ghost" aria-haspopup="dialog" onPress={onPress} {...intent}>
      <span className={styles.buttonLabel}>
        {label}{' '}
        <span className={styles.buttonKeys}>
          <KeyboardKeys keys={chordsOf(chord)} />
        </span>
      </span>
    </Button>
  );
}

/**
 * The top bar's visible ways to what the keys do: "Go to…" (Ctrl+K or ⌘K) and "Shortcuts"
 * ('?'), and where live refresh stands when it is reconnecting.
 */
export function PowerButtons({ controls }: { controls: Controls }) {
  return (
    <>
      <LiveStatus channel={controls.channel} />
      <OverlayButton label="Go to…" chord="mod+k" onPress={controls.openPalette} />
      <OverlayButton label="Shortcuts" chord="?" onPress={controls.openShortcuts} />
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
  const [overlay, setOverlay] = useState<'palette' | 'sheet' | null>(null);
  const [controls] = useState<Controls>(() => ({
    openPalette: () => setOverlay('palette'),
    openShortcuts: () => setOverlay('sheet'),
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
  useEffect(() => prefetchOnModifier(), []);
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
  if (overlay === 'palette') {
    drawn = <Palette screens={screens} onClose={close} onLoadFailed={close} />;
  } else if (overlay === 'sheet') {
    drawn = <Sheet registry={registry} onClose={close} onLoadFailed={close} />;
  }

  return (
    <>
      <LiveUpdates channel={channel} api={api} mutate={mutate} />
      {drawn}
    </>
  );
}
