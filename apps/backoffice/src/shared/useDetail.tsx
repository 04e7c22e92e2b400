import type { ReactNode } from 'react';
import { FetchState, useIdParam } from './FetchState';
import type { Fetched } from './FetchState';
import { usePageTitle } from './pageTitle';

export interface DetailOptions {
  /**
   * What the record is, in lower case ('request'): the words of the spinner ("Loading the
   * request"), of a failure ("The request could not be loaded") and, capitalised, the tab's
   * title while the id is not one ("Request").
   */
  noun: string;
  /** The tab's title for an id. @default `${Noun} ${id}` ("Office 12") */
  title?: (id: number) => string;
  /** What a wrong id shows (a 404, or an id the URL cannot hold). */
  notFound: { title: string; description: string };
}

export interface Detail<T> {
  /** The record's id from the route, or null for one that is no id (`/requests/abc`). */
  id: number | null;
  /** The read's answer, error and retry. */
  fetched: Fetched<T>;
  /**
   * The record drawn once it is there; before that the one state switch of a fetched page
   * (FetchState): a spinner, the error with the catalogue's message and Retry, or "does not
   * exist" for a 404 or a bad id.
   */
  view: (draw: (data: T) => ReactNode) => ReactNode;
}

const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/**
 * A detail screen's record, the same way on every detail screen: the id from the route, read
 * with the api's read hook (`useRequest`, `useOffice`: the same hook on every render), the
 * tab's title, and the states of the read.
 *
 * @example
 * const { view } = useDetail(useOffice, {
 *   noun: 'office',
 *   notFound: { title: 'This office does not exist', description: 'Check the id…' },
 * });
 * return <div>{view(({ office }) => <OfficeDetail office={office} />)}</div>;
 */
export function useDetail<T>(
  read: (id: number | null) => Fetched<T>,
  { noun, title, notFound }: DetailOptions,
): Detail<T> {
  const id = useIdParam();
  const name = capitalised(noun);
  usePageTitle(id === null ? name : (title?.(id) ?? `${name} ${id}`));
  const fetched = read(id);
  const view = (draw: (data: T) => ReactNode) => (
    <FetchState
      fetched={fetched}
      isValidId={id !== null}
      words={{
        loading: `Loading the ${noun}`,
        error: `The ${noun} could not be loaded`,
        notFound,
      }}
    >
      {draw}
    </FetchState>
  );
  return { id, fetched, view };
}
