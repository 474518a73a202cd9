import { Fragment, type ReactNode } from 'react';
import type {
  RichTextBlockNode,
  RichTextDocument,
  RichTextInlineNode,
  RichTextMark,
} from '@eventsite/core/schemas/rich-text';
import styles from './rich-text.module.css';

/*
 * Rich text is JSON rendered as React elements only (`decisions.md` §4): text stays text whatever it holds.
 * Stored data may predate the schema, so node types and link addresses are checked again here, and
 * anything unknown is left out.
 */

const SAFE_HREF = /^(?:https?:\/\/[^\s/?#]+\S*|mailto:\S+)$/i;
const EXTERNAL_HREF = /^https?:\/\//i;

function withMark(mark: RichTextMark, children: ReactNode): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{children}</strong>;
    case 'italic':
      return <em>{children}</em>;
    case 'underline':
      return <u>{children}</u>;
    case 'link': {
      const href = typeof mark.attrs?.href === 'string' ? mark.attrs.href.trim() : '';
      if (!SAFE_HREF.test(href)) return children;
      return EXTERNAL_HREF.test(href) ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <a href={href}>{children}</a>
      );
    }
    default:
      return children;
  }
}

function inlineNode(node: RichTextInlineNode, index: number): ReactNode {
  if (node.type === 'hardBreak') return <br key={index} />;
  if (node.type !== 'text' || typeof node.text !== 'string') return null;
  // Marks wrap in stored order, first outermost as in the editor, except that a link always wraps the
  // others so bold or italic words inside it stay one link.
  const marks = [...(node.marks ?? [])].sort((a, b) => Number(b.type === 'link') - Number(a.type === 'link'));
  return (
    <Fragment key={index}>
      {marks.reduceRight<ReactNode>((children, mark) => withMark(mark, children), node.text)}
    </Fragment>
  );
}

function blockNode(node: RichTextBlockNode, index: number): ReactNode {
  const content = Array.isArray(node.content) ? node.content.map(inlineNode) : null;
  if (node.type === 'paragraph') return <p key={index}>{content}</p>;
  if (node.type === 'heading') return <h3 key={index}>{content}</h3>;
  return null;
}

export interface RichTextProps {
  document: RichTextDocument | null | undefined;
  className?: string;
}

/** A rich text document of `001` "Text": paragraphs, level-three headings, bold, italic, underline, links. */
export function RichText({ document, className }: RichTextProps) {
  if (!document || !Array.isArray(document.content) || document.content.length === 0) return null;
  return (
    <div className={[styles.richText, className ?? ''].filter(Boolean).join(' ')}>
      {document.content.map(blockNode)}
    </div>
  );
}
