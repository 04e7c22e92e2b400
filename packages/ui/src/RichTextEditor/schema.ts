import { DOMParser as ProseMirrorParser, DOMSerializer, Schema } from 'prosemirror-model';
import type { Node as ProseMirrorNode, NodeSpec } from 'prosemirror-model';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

/** The rel every link gets: the opened page cannot reach back, and learns nothing of where it came from. */
export const LINK_REL = 'noopener noreferrer';

/**
 * An address a link may point to: http, https or mailto, nothing else (no javascript:, data:,
 * vbscript:, no relative paths). Control characters and spaces are refused, not stripped:
 * browsers ignore some of them inside a scheme ("java\tscript:").
 */
/** `mailto:` and an address with an `@` inside it and no space (checked in one pass each). */
function isMailto(href: string): boolean {
  if (href.slice(0, 7).toLowerCase() !== 'mailto:') return false;
  const address = href.slice(7);
  const at = address.indexOf('@');
  return at > 0 && at < address.length - 1 && !/\s/.test(address);
}

export function safeHref(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const href = raw.trim();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f]/.test(href)) return null;
  if (/^https?:\/\/[^/?#]+/i.test(href)) return href;
  if (isMailto(href)) return href;
  return null;
}

function buildSchema(levels: readonly HeadingLevel[]): Schema {
  const allowed = [...new Set(levels)].sort((a, b) => a - b);
  const refused = headingLevels.filter((level) => !allowed.includes(level));

  const nodes: Record<string, NodeSpec> = {
    doc: { content: 'block+' },
    paragraph: {
      content: 'inline*',
      group: 'block',
      // A heading of a level the schema does not allow keeps its text, as a paragraph.
      parseDOM: [{ tag: 'p' }, ...refused.map((level) => ({ tag: `h${level}` }))],
      toDOM: () => ['p', 0],
    },
    bullet_list: {
      content: 'list_item+',
      group: 'block',
      parseDOM: [{ tag: 'ul' }],
      toDOM: () => ['ul', 0],
    },
    ordered_list: {
      content: 'list_item+',
      group: 'block',
      parseDOM: [{ tag: 'ol' }],
      toDOM: () => ['ol', 0],
    },
    list_item: {
      content: 'paragraph block*',
      defining: true,
      parseDOM: [{ tag: 'li' }],
      toDOM: () => ['li', 0],
    },
    text: { group: 'inline' },
    hard_break: {
      inline: true,
      group: 'inline',
      selectable: false,
      parseDOM: [{ tag: 'br' }],
      toDOM: () => ['br'],
    },
  };
  if (allowed.length > 0) {
    nodes.heading = {
      attrs: { level: { default: allowed[0] } },
      content: 'inline*',
      group: 'block',
      defining: true,
      parseDOM: allowed.map((level) => ({ tag: `h${level}`, attrs: { level } })),
      toDOM: (node) => [`h${node.attrs.level as number}`, 0],
    };
  }
  return new Schema({
    nodes,
    marks: {
      link: {
        attrs: { href: {} },
        inclusive: false,
        parseDOM: [
          {
            tag: 'a[href]',
            getAttrs: (dom) => {
              const href = safeHref((dom as HTMLElement).getAttribute('href'));
              // false: not a link; its text is kept, unlinked.
              return href ? { href } : false;
            },
          },
        ],
        toDOM: (mark) => ['a', { href: mark.attrs.href as string, rel: LINK_REL }, 0],
      },
      strong: {
        parseDOM: [
          { tag: 'strong' },
          {
            tag: 'b',
            // Google Docs wraps everything in <b style="font-weight:normal">.
            getAttrs: (dom) => (dom as HTMLElement).style.fontWeight !== 'normal' && null,
          },
        ],
        toDOM: () => ['strong', 0],
      },
      em: {
        parseDOM: [{ tag: 'em' }, { tag: 'i' }],
        toDOM: () => ['em', 0],
      },
    },
  });
}

const schemas = new Map<string, Schema>();

/** One schema per set of heading levels, built once. */
export function richTextSchema(levels: readonly HeadingLevel[]): Schema {
  const key = [...new Set(levels)].sort().join(',');
  let schema = schemas.get(key);
  if (!schema) {
    schema = buildSchema(levels);
    schemas.set(key, schema);
  }
  return schema;
}

/**
 * Parses HTML into a document of the schema. The HTML is parsed in an inert document (no
 * scripts run, nothing loads); then only what the schema describes is kept: unknown elements
 * are unwrapped to their text, attributes other than a safe link's href are dropped.
 * `keepSpaces` keeps the spaces inside a paragraph as they are (a space typed at a line's end,
 * two in a row), where the default collapses them as a browser draws HTML.
 */
export function parseRichText(html: string, schema: Schema, keepSpaces = false): ProseMirrorNode {
  const inert = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  // The text inside these is not content and must not surface as text either.
  inert.body
    .querySelectorAll('script, style, template, noscript, iframe, object, embed, svg, math')
    .forEach((el) => el.remove());
  return ProseMirrorParser.fromSchema(schema).parse(inert.body, {
    preserveWhitespace: keepSpaces,
  });
}

/** Serializes a document back to HTML: only the schema's elements and attributes. */
export function serializeRichText(doc: ProseMirrorNode, schema: Schema): string {
  const target = document.implementation.createHTMLDocument('');
  const fragment = DOMSerializer.fromSchema(schema).serializeFragment(doc.content, {
    document: target,
  });
  const container = target.createElement('div');
  container.appendChild(fragment);
  return container.innerHTML;
}

/** True when the document holds nothing but one empty paragraph. */
export function isEmptyDoc(doc: ProseMirrorNode): boolean {
  return (
    doc.childCount === 1 &&
    doc.firstChild!.type.name === 'paragraph' &&
    doc.firstChild!.content.size === 0
  );
}

/**
 * HTML restricted to the rich-text schema: what the editor would produce from `html`.
 * An empty document gives ''.
 */
export function sanitizeRichText(html: string, levels: readonly HeadingLevel[] = [3, 4]): string {
  const schema = richTextSchema(levels);
  const doc = parseRichText(html, schema);
  return isEmptyDoc(doc) ? '' : serializeRichText(doc, schema);
}
