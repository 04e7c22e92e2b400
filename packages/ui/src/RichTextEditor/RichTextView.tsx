import { Fragment, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Mark, Node as ProseMirrorNode } from 'prosemirror-model';
import { LINK_REL, parseRichText, richTextSchema, safeHref } from './schema';
import type { HeadingLevel } from './schema';
import * as styles from './RichTextEditor.css';

export interface RichTextViewProps {
  /** HTML, typically saved from a RichTextEditor. Only the schema's markup is drawn. */
  html: string;
  /**
   * The heading levels kept; other headings are drawn as paragraphs.
   * @default [3, 4]
   */
  headingLevels?: readonly HeadingLevel[];
  /**
   * Names the content for assistive technology when it stands alone.
   * @default undefined
   */
  'aria-label'?: string;
}

function renderMarks(node: ProseMirrorNode, key: number): ReactNode {
  let out: ReactNode = node.text ?? '';
  // Innermost first, so that the markup nests in the schema's mark order.
  for (const mark of [...node.marks].reverse()) out = wrap(mark, out);
  return <Fragment key={key}>{out}</Fragment>;
}

function wrap(mark: Mark, children: ReactNode): ReactNode {
  switch (mark.type.name) {
    case 'strong':
      return <strong>{children}</strong>;
    case 'em':
      return <em>{children}</em>;
    case 'link': {
      const href = safeHref(mark.attrs.href as string);
      return href ? (
        <a href={href} rel={LINK_REL}>
          {children}
        </a>
      ) : (
        children
      );
    }
    default:
      return children;
  }
}

function renderChildren(node: ProseMirrorNode): ReactNode[] {
  const out: ReactNode[] = [];
  node.forEach((child, _offset, index) => out.push(renderNode(child, index)));
  return out;
}

function renderNode(node: ProseMirrorNode, key: number): ReactNode {
  switch (node.type.name) {
    case 'paragraph':
      return <p key={key}>{renderChildren(node)}</p>;
    case 'heading': {
      const Tag = `h${node.attrs.level as HeadingLevel}` as const;
      return <Tag key={key}>{renderChildren(node)}</Tag>;
    }
    case 'bullet_list':
      return <ul key={key}>{renderChildren(node)}</ul>;
    case 'ordered_list':
      return <ol key={key}>{renderChildren(node)}</ol>;
    case 'list_item':
      return <li key={key}>{renderChildren(node)}</li>;
    case 'hard_break':
      return <br key={key} />;
    case 'text':
      return renderMarks(node, key);
    default:
      return null;
  }
}

/**
 * Draws rich-text HTML read-only. The HTML is parsed into the editor's schema in an inert
 * document and drawn as React elements, never injected: scripts, event handlers, styles,
 * images, frames and links other than http, https and mailto cannot pass.
 */
export function RichTextView({
  html,
  headingLevels = defaultLevels,
  'aria-label': ariaLabel,
}: RichTextViewProps) {
  const key = [...new Set(headingLevels)].sort().join(',');
  const content = useMemo(() => {
    const levels = (key ? key.split(',').map(Number) : []) as HeadingLevel[];
    return renderChildren(parseRichText(html, richTextSchema(levels)));
  }, [html, key]);
  return (
    <div className={styles.content} aria-label={ariaLabel} role={ariaLabel ? 'group' : undefined}>
      {content}
    </div>
  );
}

const defaultLevels: readonly HeadingLevel[] = [3, 4];
