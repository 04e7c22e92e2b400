/**
 * CSV as every download of the product writes it (RFC 4180: comma-separated, CRLF line ends,
 * a cell with a comma, a quote or a line break quoted, its quotes doubled), with the
 * spreadsheet formula-injection guard: a text cell that starts with =, +, -, @, a tab or a
 * carriage return could run as a formula when the file is opened in a spreadsheet, so it is
 * prefixed with a single quote (OWASP "CSV injection"). Numbers are written as they are.
 */

/**
 * Written before the header so that spreadsheets read the file as UTF-8 (accents in French
 * company names): without it Excel shows "SociÃ©tÃ©".
 */
export const CSV_BOM = '\uFEFF';

/** The line end of RFC 4180. */
export const CSV_EOL = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: empty for null or undefined, guarded and quoted as needed. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, with its line end. */
export function csvLine(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}${CSV_EOL}`;
}

/**
 * The name of a list's download: the list's name and the Paris day it was made,
 * e.g. contracts-2026-11-23.csv.
 */
export function csvFileName(stem: string, day: string): string {
  return `${stem}-${day}.csv`;
}

/**
 * True when a CSV file holds at least one line after its header (a download with nothing in
 * it is said so rather than saved). The header line of the product's files never holds a
 * line break, so the first one ends it.
 */
export function csvHasRows(text: string): boolean {
  const body = text.replace(/^\uFEFF/, '');
  const end = body.indexOf('\n');
  return end !== -1 && body.slice(end + 1).trim() !== '';
}
