import { trimEndChar } from '@backoffice/domain';
/**
 * What the OpenAPI document reads from the text of the route table, which the table does not
 * hold at run time: the doc comment above the table in routes.ts (the decisions where the spec
 * is silent), and the section comments (`// Requests ----`) of its area files that group their
 * routes.
 */
export interface RouteSource {
  /** The doc comment as Markdown ('' when the text is not given). */
  description: string;
  /** The section title of each route, by route name. */
  tags: Map<string, string>;
}

/**
 * The files of the route table's text, relative to the api package's `src`: routes.ts, then
 * the area files in the order routes.ts assembles them (the order of the document's tags). The
 * text to read is theirs, joined in this order.
 */
export const ROUTE_TABLE_FILES: readonly string[] = [
  'routes.ts',
  'routes/health.ts',
  'routes/staff.ts',
  'routes/requests.ts',
  'routes/records.ts',
  'routes/offices.ts',
  'routes/seo.ts',
  'routes/users.ts',
  'routes/display.ts',
  'routes/notes.ts',
  'routes/views.ts',
];

/**
 * The title of a section comment (`  // SEO pages (people-and-content §7) ------`): "SEO
 * pages", its parenthesis dropped; null for any other line. String steps, not one expression:
 * `\s*-{4,}\s*$` after a lazy group backtracks on long lines.
 */
function sectionTitle(line: string): string | null {
  const text = line.trim();
  if (!text.startsWith('//') || !text.endsWith('----')) return null;
  const body = trimEndChar(text.slice(2), '-').trim();
  const open = body.indexOf('(');
  const title = (open !== -1 && body.endsWith(')') ? body.slice(0, open) : body).trim();
  return title === '' ? null : title;
}

export function readRouteSource(text: string): RouteSource {
  const tags = new Map<string, string>();
  let section = 'Health';
  for (const line of text.split('\n')) {
    const title = sectionTitle(line);
    if (title !== null) {
      section = title;
      continue;
    }
    const route = /^\s{2}([A-Za-z]\w*): route\(\{/.exec(line);
    if (route) tags.set(route[1] as string, section);
  }
  const end = text.indexOf('export const routes =');
  const start = end < 0 ? -1 : text.lastIndexOf('/**', end);
  const comment = start < 0 ? '' : text.slice(start + 3, text.indexOf('*/', start));
  const description = comment
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
  return { description, tags };
}
