import {
  array,
  define,
  type Infer,
  nullable,
  number,
  optional,
  record,
  string,
  type,
  type Struct,
  unknown,
} from 'superstruct';
import { BoardColumnKeyStruct, BoardRequestStruct } from './entities';
import { Count, Id, IsoInstant } from './primitives';

/**
 * The answers several route areas share (`{ message }`, a link, ids, a file, history). An
 * answer only one area gives is written beside its routes (`routes/<area>.ts`). One struct per
 * answer. The spec's answer column names the keys of the JSON body
 * ("pages, total, contracts" is `{ pages, total, contracts }`); where it says "not shown" or
 * a bare word ("created"), the answer is `{ message }`. See the route table's doc comment.
 */

/** The page fields of every paged list's answer: its number of pages and of rows in all. */
export const pageFields = { pages: Count, total: Count };

/** A paged list's answer, `{ pages, total, [key]: rows }`: `pagedAnswer('contracts', ContractStruct)`. */
export function pagedAnswer<K extends string, T, S>(key: K, row: Struct<T, S>) {
  return type({ ...pageFields, [key]: array(row) } as typeof pageFields &
    Record<K, Struct<T[], Struct<T, S>>>);
}

/** `{ message }`: 'OK', 'ok', 'created', or a sentence the app may show. */
export const MessageAnswer = type({ message: string() });
export type MessageAnswer = Infer<typeof MessageAnswer>;

// Requests --------------------------------------------------------------------------------

export const BoardColumnStruct = type({
  key: BoardColumnKeyStruct,
  title: string(),
  count: Count,
  /** The column's cards: each request's card fields only (the detail has the rest). */
  requests: array(BoardRequestStruct),
  /**
   * Days a card may stay here before it waits too long (the team's threshold, else the
   * default); null: never. Absent from a server that does not say it: the defaults apply.
   */
  waitAfterDays: optional(nullable(number())),
});
export type BoardColumn = Infer<typeof BoardColumnStruct>;

/** The signed contract of a request: a link to download it. */
export const LinkAnswer = type({ link: string() });
export type LinkAnswer = Infer<typeof LinkAnswer>;

/** `format=ids` of a list: the ids of every matching row, in the list's order. */
export const ListIdsAnswer = type({ ids: array(Id), total: Count });
export type ListIdsAnswer = Infer<typeof ListIdsAnswer>;

// Files -----------------------------------------------------------------------------------

/**
 * A Blob, recognised by shape: test environments (jsdom) have a Blob class of their own
 * next to the one fetch answers with, so `instanceof Blob` would refuse a real one.
 */
const BlobLike = define<Blob>(
  'blob',
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).size === 'number' &&
    typeof (value as Blob).type === 'string' &&
    typeof (value as Blob).arrayBuffer === 'function',
);

/** A downloaded file (CSV, PDF): its content, the name the server gave it and its type. */
export const DownloadedFileStruct = type({
  blob: BlobLike,
  filename: string(),
  contentType: string(),
});
export type DownloadedFile = Infer<typeof DownloadedFileStruct>;

// History ---------------------------------------------------------------------------------

/** A field a write changed: its value before and after (both null for a secret). */
export const HistoryChangeStruct = type({ field: string(), before: unknown(), after: unknown() });
export type HistoryChange = Infer<typeof HistoryChangeStruct>;

/** One acknowledged write to an entity: who, when, which call, what changed, through which server. */
export const HistoryEntryStruct = type({
  id: Id,
  at: IsoInstant,
  /** The staff member who wrote; `id` is null once their account is gone. */
  staff: type({ id: nullable(Id), name: string() }),
  /** The route's name (`guestCancel`) and its summary in words ("Cancel as guest"). */
  action: string(),
  summary: string(),
  changes: array(HistoryChangeStruct),
  /** What the call sent, secrets left out (passwords never). */
  input: nullable(record(string(), unknown())),
  server: string(),
});
export type HistoryEntry = Infer<typeof HistoryEntryStruct>;

/** A page of an entity's history, newest first. */
export const HistoryAnswer = pagedAnswer('entries', HistoryEntryStruct);
export type HistoryAnswer = Infer<typeof HistoryAnswer>;
