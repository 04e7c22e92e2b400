import { RICH_TEXT_HEADING_LEVELS } from '@backoffice/domain';
import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitiser of stored rich text (SEO page descriptions, FAQ answers, office SEO
 * descriptions, internal notes), on write: sanitize-html (htmlparser2, a maintained parser,
 * not regular expressions), with the allow-list of what the editors make: paragraphs, line
 * breaks, headings 3 and 4, bold, italic, underline, strike, lists, quotes and links (http,
 * https and mailto only). Any other tag is dropped and its text kept; script, style and the
 * other elements whose content is code lose their content too; every attribute but a link's
 * href goes, and a link opens with `rel="noopener noreferrer"`. What it gives is what the
 * public site shows.
 */
/** An address a stored link may point to (sanitize-html checks the scheme again). */
const SAFE_HREF = /^\s*(?:https?:\/\/|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
  ],
  transformTags: {
    // A link that points nowhere allowed keeps its text and loses its address.
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: SAFE_HREF.test(attribs.href ?? '')
        ? { href: (attribs.href as string).trim(), rel: 'noopener noreferrer' }
        : ({} as sanitizeHtml.Attributes),
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
