import { RICH_TEXT_HEADING_LEVELS } from '@backoffice/domain';

/**
 * Rich text is stored as HTML restricted to what the editors make: paragraphs, line
 * breaks, headings 3 and 4, bold, italic, underline, strike, lists, quotes and links
 * (http, https, mailto). Any other tag is dropped with its attributes (its text is kept;
 * script and style lose their content too); entities are kept as they are and a bare '<'
 * or '>' in text is escaped.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  ...RICH_TEXT_HEADING_LEVELS.map((level) => `h${level}`),
]);
const VOID = new Set(['br']);
const DROP_WITH_CONTENT =
  /<(script|style|iframe|object|embed|template|noscript)\b[\s\S]*?<\/\1\s*>/gi;
const TAG = /<\/?([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g;

function safeHref(attributes: string): string | null {
  const match = /\bhref\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  const href = (match?.[2] ?? match?.[3] ?? match?.[4] ?? '').trim();
  if (!/^(https?:|mailto:)/i.test(href)) return null;
  return href.replace(/"/g, '&quot;');
}

export function sanitizeRichText(html: string): string {
  const withoutBlocks = html.replace(DROP_WITH_CONTENT, '').replace(/<!--[\s\S]*?-->/g, '');
  let out = '';
  let last = 0;
  for (const match of withoutBlocks.matchAll(TAG)) {
    out += escapeText(withoutBlocks.slice(last, match.index));
    last = (match.index ?? 0) + match[0].length;
    const name = (match[1] as string).toLowerCase();
    if (!ALLOWED.has(name)) continue;
    const closing = match[0].startsWith('</');
    if (closing) {
      if (!VOID.has(name)) out += `</${name}>`;
      continue;
    }
    if (name === 'a') {
      const href = safeHref(match[2] ?? '');
      out += href ? `<a href="${href}" rel="noopener noreferrer">` : '<a>';
      continue;
    }
    out += VOID.has(name) ? `<${name}>` : `<${name}>`;
  }
  out += escapeText(withoutBlocks.slice(last));
  return out.trim();
}

function escapeText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
