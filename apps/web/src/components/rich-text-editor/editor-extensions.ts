import { TEXT_LENGTH_LIMITS } from '@eventsite/core/schemas/common';
import { toSafeLinkHref } from '@eventsite/core/rules/link-href';
import { Extension, type Extensions } from '@tiptap/react';
import { Plugin } from '@tiptap/pm/state';
import { StarterKit } from '@tiptap/starter-kit';

/** The most blocks a stored document holds (`richTextDocumentSchema`). */
const MAX_BLOCKS = 1000;

/**
 * Refuses an edit that would make the text longer than a stored document may be; an edit that shortens
 * an already long text still goes through, so the owner can always delete.
 */
const DocumentLimits = Extension.create({
  name: 'documentLimits',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        filterTransaction(transaction, state) {
          if (!transaction.docChanged) return true;
          const next = transaction.doc;
          const tooLong =
            next.textContent.length > TEXT_LENGTH_LIMITS.richTextDocument &&
            next.textContent.length > state.doc.textContent.length;
          const tooManyBlocks = next.childCount > MAX_BLOCKS && next.childCount > state.doc.childCount;
          return !tooLong && !tooManyBlocks;
        },
      }),
    ];
  },
});

export interface EditorExtensionOptions {
  /** Mod-K: the owner asks for the link popover. */
  onLinkShortcut?: () => void;
}

/**
 * What the editor can make, and only that (`001` "Text"): paragraphs, level-three headings, bold,
 * italic, underline, links to http(s) or mailto, and line breaks. StarterKit's other nodes and marks are
 * turned off, so pasted lists, quotes or code become plain paragraphs.
 */
export function editorExtensions({ onLinkShortcut }: EditorExtensionOptions = {}): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [3] },
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => toSafeLinkHref(url) !== null,
        HTMLAttributes: { target: null, rel: null },
      },
      blockquote: false,
      bulletList: false,
      orderedList: false,
      listItem: false,
      listKeymap: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      dropcursor: false,
      gapcursor: false,
      trailingNode: false,
    }),
    DocumentLimits,
    Extension.create({
      name: 'linkShortcut',
      addKeyboardShortcuts() {
        return {
          'Mod-k': () => {
            onLinkShortcut?.();
            return onLinkShortcut !== undefined;
          },
        };
      },
    }),
  ];
}
