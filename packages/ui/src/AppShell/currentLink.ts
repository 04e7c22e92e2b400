/**
 * The link that marks the current page: the one whose href is the current path or its
 * longest parent at a segment boundary, so '/offices/search/12' marks '/offices/search'
 * rather than '/offices', and '/offices-old' marks neither. Query and hash are ignored.
 */
export function currentLinkHref(hrefs: readonly string[], currentPath: string): string | null {
  const path = normalize(currentPath);
  let best: string | null = null;
  let bestLength = -1;
  for (const href of hrefs) {
    const target = normalize(href);
    const matches = path === target || (target === '/' ? false : path.startsWith(`${target}/`));
    if (matches && target.length > bestLength) {
      best = href;
      bestLength = target.length;
    }
  }
  return best;
}

function normalize(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  if (bare.length > 1 && bare.endsWith('/')) return bare.slice(0, -1);
  return bare || '/';
}
