import { trimEndChar } from '@backoffice/domain';
/**
 * What the OpenAPI document reads from the text of routes.ts, which the route table does not
 * hold at run time: the doc comment above the table (the decisions where the spec is silent),
 * and the section comments (`// Requests ----`) that group its routes.
 */
export interface RouteSource {
  /** The doc comment as Markdown ('' when the text is not given). */
  description: string;
  /** The section title of each route, by route name. */
  tags: Map<string, string>;
}

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
  const end = text.indexOf('export const API_PREFIX');
  const start = end < 0 ? -1 : text.lastIndexOf('/**', end);
  const comment = start < 0 ? '' : text.slice(start + 3, text.indexOf('*/', start));
  const description = comment
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
  return { description, tags };
}
