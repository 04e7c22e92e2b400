import { withoutTrailingSlashes } from './text';
/**
 * A list's columns, written once: the screen's table and the server's CSV download read the
 * same definition (its key, header and cell text), so that the two cannot drift. The table may
 * draw a cell richer than its text (a status as a tag, a download as a button), but says the
 * same thing; the CSV writes the text.
 */

/** What a cell may need besides its row. */
export interface ListContext {
  /** "Now": for values computed from today (a contract's status). */
  now: Date;
  /**
   * The origin links are written from in a downloaded file (the CSV's download links), e.g.
   * 'https://backoffice.example.com'; '' leaves them as paths.
   */
  origin: string;
  /**
   * The public site's base URL, that links to its pages are written from in a downloaded file
   * (the SEO pages' links), e.g. 'https://www.example.com'; absent leaves them as paths.
   */
  publicSiteUrl?: string;
}

export const LIST_COLUMN_KINDS = ['text', 'number', 'email', 'phone'] as const;
export type ListColumnKind = (typeof LIST_COLUMN_KINDS)[number];

/** One column of a list. */
export interface ListColumn<Row, Key extends string = string> {
  /** Unique in its list: the table's column id (a literal: the table's display is keyed by it). */
  key: Key;
  /** The header, in the spec's words: the table's column header and the CSV's header cell. */
  header: string;
  /** The cell as text: what the table shows (unless it draws it richer) and the CSV writes. */
  text: (row: Row, context: ListContext) => string;
  /**
   * Numbers and amounts are right-aligned in the table; an email address or a phone number is
   * never cut there (its column is at least as wide as its longest value). @default 'text'
   */
  kind?: ListColumnKind;
}

/**
 * A list's columns, their keys kept as literals: `listColumns<Contract>()([{ key: 'id', … }])`
 * is `readonly ListColumn<Contract, 'id' | …>[]`, so that the table's display of a column
 * (`tableColumns(columns, context, { status: … })`) is refused for a key the list has not.
 */
export const listColumns =
  <Row>() =>
  <const Key extends string>(columns: readonly ListColumn<Row, Key>[]) =>
    columns;

/** The headers of a list's columns, in order: the CSV's first line. */
export function listHeaders<Row>(columns: readonly ListColumn<Row>[]): string[] {
  return columns.map((column) => column.header);
}

/** The texts of one row, in column order: a line of the CSV. */
export function listCells<Row>(
  columns: readonly ListColumn<Row>[],
  row: Row,
  context: ListContext,
): string[] {
  return columns.map((column) => column.text(row, context));
}

/** A link as a downloaded file writes it: in full from the origin, unless it is already. */
export function absoluteLink(link: string, origin: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(link)) return link;
  return `${withoutTrailingSlashes(origin)}${link.startsWith('/') ? '' : '/'}${link}`;
}

/** A party of a list row (a host, a guest): its id and its company, if it has one. */
export interface ListParty {
  id: number;
  companyName: string | null;
}

/** A party as listed: its company and its id ("Acme (#12)"); a party without company by id. */
export function partyText(party: ListParty): string {
  return party.companyName ? `${party.companyName} (#${party.id})` : `#${party.id}`;
}
