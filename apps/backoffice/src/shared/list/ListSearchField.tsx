import { useCallback, useEffect, useRef, useState } from 'react';
import { SearchField } from '@backoffice/ui';
import { SEARCH_MAX_LENGTH } from './listParams';
import { useShortcut } from '../shortcuts/registry';
import { useListChip } from './listChips';
import type { ListValues } from './listParams';
import type { ListParamsState } from './useListParams';

/** The search waits for a pause in typing before it changes the URL (and asks the server). */
export const SEARCH_DELAY_MS = 400;

export interface ListSearchFieldProps {
  label: string;
  /** The search the URL holds (the list's parameter). */
  value: string;
  /**
   * Writes a search to the URL: `replace` while the same typing goes on, so that a word typed
   * is one step of the history, not one per letter.
   */
  onCommit: (search: string, options: { replace: boolean }) => void;
  placeholder?: string;
  /** A line under the box (the syntaxes it accepts). */
  description?: string;
}

/**
 * A list's search box. What is typed shows at once; the URL follows after a pause in typing
 * (or at once on Enter), and the URL wins when it changes by itself (Back, a link, Reset).
 * A pending write is dropped when the field unmounts or the URL moves under it, so a search
 * typed just before leaving never lands on another screen (react-admin #7368), and the
 * field ignores the echo of its own write, so a slow answer never puts back older text
 * (react-admin #5591). Text is cut at 200 characters: nothing longer can match.
 */
export function ListSearchField({
  label,
  value,
  onCommit,
  placeholder,
  description,
}: ListSearchFieldProps) {
  const [text, setText] = useState(value);
  useListChip(
    value.trim() === ''
      ? null
      : { label, value: value.trim(), remove: () => onCommit('', { replace: false }) },
  );
  // '/' focuses the screen's search field, on every screen that has one.
  const input = useRef<HTMLInputElement>(null);
  useShortcut({
    keys: '/',
    label: `Focus the ${label.toLowerCase()} field`,
    equivalent: `Click the ${label} field`,
    run: () => {
      input.current?.focus();
      input.current?.select();
    },
  });
  // Whether the search being typed already has its history entry (later writes replace it).
  const typing = useRef(false);
  // The search this field last wrote to the URL.
  const written = useRef<string | null>(null);

  // The URL wins when it changes by itself.
  useEffect(() => {
    if (value === written.current) return;
    written.current = null;
    typing.current = false;
    setText(value);
  }, [value]);

  const commit = useCallback(
    (next: string) => {
      written.current = next.trim();
      onCommit(next, { replace: typing.current });
      typing.current = true;
    },
    [onCommit],
  );

  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = window.setTimeout(() => commit(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, commit]);

  const submit = () => {
    if (text.trim() !== value) commit(text);
    typing.current = false;
  };

  return (
    <SearchField
      ref={input}
      label={label}
      value={text}
      onChange={(next) => setText(next.slice(0, SEARCH_MAX_LENGTH))}
      onSubmit={submit}
      onClear={() => {
        typing.current = false;
        if (value) commit('');
      }}
      onBlur={() => {
        typing.current = false;
      }}
      placeholder={placeholder}
      description={description}
    />
  );
}

export interface ListSearchProps<Q> extends Omit<ListSearchFieldProps, 'value' | 'onCommit'> {
  /** The list whose parameter it sets: `useList`'s state, or `{ params }` of `useListParams`. */
  list: { params: ListParamsState<Q> };
  /** The parameter, as the list's query names it ('search', 'searchText', 'displayTitle'). */
  name: keyof ListValues<Q> & string;
}

/**
 * A list's search box bound to its parameter by name, like ListSelect: the value from the
 * URL, a search written back to it (page 1, one step of the history per word typed).
 *
 * @example
 * <ListSearch list={list} name="search" label="Search" placeholder="Company or UUID" />
 */
export function ListSearch<Q>({ list, name, ...field }: ListSearchProps<Q>) {
  const { values, set } = list.params;
  const value = (values as Record<string, unknown>)[name];
  const onCommit = useCallback(
    (text: string, options: { replace: boolean }) =>
      set({ [name]: text } as Partial<ListValues<Q>>, options),
    [set, name],
  );
  return (
    <ListSearchField
      {...field}
      value={typeof value === 'string' ? value : ''}
      onCommit={onCommit}
    />
  );
}
