import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApiClient, useSavedViews } from '@backoffice/api';
import { useSignedInUserOrNull } from '@/features/session';
import type { ApiClient } from '@backoffice/api';
import { CommandPalette } from '@backoffice/ui';
import type { CommandPaletteSection } from '@backoffice/ui';
import {
  PALETTE_DELAY_MS,
  isAborted,
  matchingRecent,
  matchingScreens,
  matchingViews,
  nothingFoundText,
  parsePaletteText,
  searchServer,
} from './paletteSearch';
import type { PaletteGroup, PaletteResult, PaletteScreen } from './paletteSearch';
import { recentPlacesBesides } from './recentPlaces';
import { whenClosed } from '@/shared/whenClosed';

interface ServerResults {
  /** The text these groups answer. */
  text: string;
  groups: PaletteGroup[];
  /** The catalogue's message when the search failed. */
  error?: string;
}

/**
 * The server's results for the text: asked for after a pause in typing, the call under way
 * given up (aborted) as soon as the text changes, so an older answer never shows.
 */
function useServerResults(text: string, client: ApiClient) {
  const [results, setResults] = useState<ServerResults>({ text: '', groups: [] });
  useEffect(() => {
    const query = parsePaletteText(text);
    if (!query) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchServer(client, query, controller.signal).then(
        (groups) => setResults({ text, groups }),
        (error: unknown) => {
          if (isAborted(error)) return;
          setResults({
            text,
            groups: [],
            error: error instanceof Error ? error.message : 'The search failed',
          });
        },
      );
    }, PALETTE_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, client]);
  const current = results.text === text;
  return {
    groups: current ? results.groups : [],
    error: current ? results.error : undefined,
    isLoading: parsePaletteText(text) !== null && !current,
  };
}

/** Focus on the new screen's main region, once React Aria has put it back on close. */
function focusMainAfterClose() {
  window.setTimeout(() => {
    if (document.activeElement === document.body || document.activeElement === null)
      document.getElementById('main-content')?.focus({ preventScroll: true });
  }, 50);
}

export interface PaletteProps {
  screens: readonly PaletteScreen[];
  onClose: () => void;
}

/**
 * Go to (Ctrl+K or ⌘K): every screen by name, the last ten places visited, and
 * the records the text names (paletteSearch.ts), in a combobox over a list box of results
 * (CommandPalette). Choosing one goes there and closes; Escape closes and gives focus back.
 */
export function Palette({ screens, onClose }: PaletteProps) {
  const client = useApiClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [text, setText] = useState('');
  const [recent] = useState(() => recentPlacesBesides(`${pathname}${search}`));
  const server = useServerResults(text, client);
  const me = useSignedInUserOrNull();
  // Every screen's saved views the person sees (their own and the team's): by name, no call.
  const { data: saved } = useSavedViews({});

  const groups = useMemo((): PaletteGroup[] => {
    const screensFound: PaletteGroup = {
      id: 'screens',
      title: 'Screens',
      results: matchingScreens(text, screens),
    };
    const recentFound: PaletteGroup = {
      id: 'recent',
      title: 'Recent places',
      results: matchingRecent(text, recent),
    };
    const viewsFound: PaletteGroup = {
      id: 'views',
      title: 'Saved views',
      results: matchingViews(text, saved?.views ?? [], me?.id ?? null),
    };
    return text.trim() === ''
      ? [recentFound, screensFound, viewsFound]
      : [screensFound, viewsFound, ...server.groups, recentFound];
  }, [text, screens, recent, server.groups, saved, me?.id]);

  const byId = useMemo(() => {
    const map = new Map<string, PaletteResult>();
    for (const group of groups) for (const result of group.results) map.set(result.id, result);
    return map;
  }, [groups]);

  const sections: CommandPaletteSection[] = groups.map((group) => ({
    id: `group:${group.id}`,
    title: group.title,
    items: group.results,
  }));
  const count = byId.size;
  const nothing = server.error ?? nothingFoundText(parsePaletteText(text));
  const statusText = server.isLoading
    ? ''
    : count === 0
      ? nothing
      : `${count} ${count === 1 ? 'result' : 'results'}`;

  const go = (id: string) => {
    const result = byId.get(id);
    if (!result) return;
    onClose();
    void navigate(result.href);
    focusMainAfterClose();
  };

  return (
    <CommandPalette
      isOpen
      onOpenChange={whenClosed(onClose)}
      label="Go to"
      placeholder="A screen, #request, .host, -zip code, an id or a name"
      inputValue={text}
      onInputChange={setText}
      sections={sections}
      onAction={go}
      isLoading={server.isLoading}
      statusText={statusText}
      emptyMessage={server.isLoading ? 'Searching…' : nothing}
      footer={
        <>
          <span>↑ ↓ to move, Enter to go, Escape to close</span>
          <span>#123 a request · .45 a host · -75008 offices in a zip code · 42 any id</span>
        </>
      }
    />
  );
}
