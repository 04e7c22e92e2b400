import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '@/shared/api';
import { shortcutKey } from '@/shared/shortcuts/keyboard';
import type { PaletteScreen } from './paletteSearch';

/**
 * The power user's layer around every signed-in screen: keyboard shortcuts, live
 * refresh, the go-to palette and the shortcuts sheet. This shell is all that the layout's
 * first paint carries; the rest (powerRuntime.tsx) downloads right after it, and the
 * palette's and the sheet's code when the browser is idle, so that Ctrl+K or ⌘K then opens
 * the palette within the frame of the key press. None of it is on the login route.
 */

export const loadRuntime = () => import('./powerRuntime');

type Runtime = Awaited<ReturnType<typeof loadRuntime>>;

type Controls = Parameters<Runtime['PowerButtons']>[0]['controls'];

/** What the top bar shows once the runtime is there: its buttons (the visible ways). */
const ButtonsContext = createContext<{
  Buttons: Runtime['PowerButtons'];
  controls: Controls;
} | null>(null);
/** Whether the layout has the power layer (AppApi.powerLayer). */
const EnabledContext = createContext(false);

export interface PowerLayerProps {
  /** The screens of the navigation, in its order: named in the palette, 'g' + letter. */
  screens: readonly PaletteScreen[];
  children: ReactNode;
}

export function PowerLayer({ screens, children }: PowerLayerProps) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [runtime, setRuntime] = useState<Runtime | null>(null);
  const [controls, setControls] = useState<Controls | null>(null);
  const enabled = api.powerLayer !== false;
  useEffect(() => {
    if (!enabled) return undefined;
    let mounted = true;
    void loadRuntime().then((module) => mounted && setRuntime(module));
    return () => {
      mounted = false;
    };
  }, [enabled]);
  // Ctrl+K (⌘K) pressed before the runtime is there (a page just opened) is not lost: it is
  // kept, and the palette opens as soon as it can.
  const openWhenReady = useRef(false);
  useEffect(() => {
    if (!enabled || controls) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (shortcutKey(event) !== 'mod+k') return;
      event.preventDefault();
      openWhenReady.current = true;
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, controls]);
  useEffect(() => {
    if (!controls || !openWhenReady.current) return;
    openWhenReady.current = false;
    controls.openPalette();
  }, [controls]);
  const Runtime = runtime?.PowerRuntime;
  const buttons = useMemo(
    () => (runtime && controls ? { Buttons: runtime.PowerButtons, controls } : null),
    [runtime, controls],
  );
  return (
    <EnabledContext.Provider value={enabled}>
      <ButtonsContext.Provider value={buttons}>
        {Runtime ? (
          <Runtime screens={screens} api={api} mutate={mutate} onControls={setControls} />
        ) : null}
        {children}
      </ButtonsContext.Provider>
    </EnabledContext.Provider>
  );
}

/**
 * The top bar's "Go to…" and "Shortcuts" buttons (and the live status), drawn once the
 * runtime is there; their place is kept meanwhile, so that nothing moves when they come.
 */
export function PowerButtons({ className }: { className: string }) {
  const buttons = useContext(ButtonsContext);
  const enabled = useContext(EnabledContext);
  if (!enabled) return null;
  return (
    <span className={className}>
      {buttons ? <buttons.Buttons controls={buttons.controls} /> : null}
    </span>
  );
}
