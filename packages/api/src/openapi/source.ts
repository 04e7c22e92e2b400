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

export function readRouteSource(text: string): RouteSource {
  const tags = new Map<string, string>();
  let section = 'Health';
  for (const line of text.split('\n')) {
    const title = /^\s*\/\/\s*(.+?)\s*-{4,}\s*$/.exec(line);
    if (title) {
      // "Requests", "SEO pages (people-and-content §7, api-contract)" → "SEO pages".
      section = (title[1] as string).replace(/\s*\(.*\)$/, '');
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
