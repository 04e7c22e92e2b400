import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchPlaceDetails, useApiClient, usePlaceSuggestions } from '@backoffice/api';
import type { PlaceAutocompleteQuery } from '@backoffice/api';
import type { SearchPlace } from '@backoffice/domain';
import { ComboBox, useDebouncedValue } from '@backoffice/ui';

/** The autocomplete asks after a pause in typing, not at each letter. */
const TYPING_PAUSE_MS = 250;

/**
 * The language the suggestions are written in: the UI's (the page's `lang`, English here;
 * French when the page is).
 */
function uiLanguage(): 'fr' | 'en' {
  return typeof document !== 'undefined' && document.documentElement.lang.startsWith('fr')
    ? 'fr'
    : 'en';
}

/**
 * A session token for one typing session: every suggestion call of the session and the
 * details of the place chosen at its end carry it, as Google's Places autocomplete bills them
 * (operations §7 sends `s_token`). A new session starts with the next typing after a choice.
 */
function newSessionToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface PlaceFieldProps {
  /** The place searched now (its description fills the field). */
  place: SearchPlace;
  /** A place was chosen: the map moves to it and the search runs there. */
  onChoose: (place: SearchPlace) => void;
}

/**
 * The location autocomplete (operations §2, §7): the async ComboBox over the autocomplete
 * call, with the typing session's token and the UI language; choosing a suggestion asks the
 * place's coordinates and box (place details, same token) and hands the place over.
 *
 * The field always says the place searched. Its chosen option is the place itself (the
 * ComboBox's value, among its options whenever no suggestions are asked for): React Aria
 * puts the chosen option's text back when focus leaves the field, and with no option chosen
 * that text was empty, so that leaving the field (for the Filters button, say) emptied it
 * while the search stayed on its place. Text typed and left without a choice goes back to
 * the place searched, the same way.
 */
export function PlaceField({ place, onChoose }: PlaceFieldProps) {
  const client = useApiClient();
  const [text, setText] = useState(place.description);
  const [session, setSession] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);
  // The suggestion being chosen, while its details load: the field's value already.
  const [pending, setPending] = useState<{ id: string; label: string } | null>(null);
  // The text the field shows for the place chosen: it asks for no suggestions.
  const settled = useRef(place.description);

  // The URL wins when the place changes by itself (Back, a link, "Search this area").
  useEffect(() => {
    settled.current = place.description;
    setText(place.description);
    setError(null);
    setPending(null);
  }, [place.description, place.placeId]);

  const current = useMemo(
    () => pending ?? { id: place.placeId, label: place.description },
    [pending, place.placeId, place.description],
  );
  const typed = useDebouncedValue(text, TYPING_PAUSE_MS);
  const asking = typed.trim() !== '' && typed !== settled.current && session !== null;
  const query: PlaceAutocompleteQuery = {
    q: asking ? typed.trim() : '',
    s_token: session ?? undefined,
    lang: uiLanguage(),
  };
  const suggestions = usePlaceSuggestions(query);
  const options = useMemo(
    () =>
      asking
        ? (suggestions.data?.suggestions ?? []).map((s) => ({
            id: s.placeId,
            label: s.description,
          }))
        : [current],
    [asking, suggestions.data, current],
  );
  const waiting = asking && (suggestions.isLoading || text !== typed);

  const choose = async (placeId: string | null) => {
    if (!placeId) return;
    if (placeId === current.id) {
      // The place searched (focus left typed text, or it was chosen again): its name comes back.
      settled.current = current.label;
      setText(current.label);
      setError(null);
      return;
    }
    const label = options.find((o) => o.id === placeId)?.label ?? text;
    settled.current = label;
    setText(label);
    setPending({ id: placeId, label });
    setChoosing(true);
    setError(null);
    try {
      const { place: chosen } = await fetchPlaceDetails(client, {
        placeId,
        s_token: session ?? undefined,
        lang: uiLanguage(),
      });
      setSession(null);
      onChoose(chosen);
    } catch (failure) {
      // What was typed stays; the search stays where it was.
      setPending(null);
      setError(
        `The place could not be loaded: ${failure instanceof Error ? failure.message : String(failure)}`,
      );
    } finally {
      setChoosing(false);
    }
  };

  return (
    <ComboBox<string>
      label="Place"
      placeholder="City, district or zip code"
      description="Choose a place: the map moves there and searches it."
      options={options}
      filter="none"
      value={current.id}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        setError(null);
        if (next !== settled.current && session === null) setSession(newSessionToken());
      }}
      onChange={(id) => void choose(id)}
      isLoading={waiting || choosing}
      loadingMessage="Looking for places…"
      emptyMessage={asking && !waiting ? 'No place of that name' : 'Type a place'}
      errorMessage={
        error ??
        (suggestions.error && asking
          ? `Places could not be suggested: ${suggestions.error.message}`
          : undefined)
      }
    />
  );
}
