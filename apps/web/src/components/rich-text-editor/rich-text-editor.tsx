import { richTextFromEditor, richTextToEditor } from '@eventsite/core/rules/editor-rich-text';
import type { RichTextDocument } from '@eventsite/core/schemas/rich-text';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { editorExtensions } from './editor-extensions';
import { LinkPopover } from './link-popover';
import { RichTextToolbar } from './rich-text-toolbar';
import styles from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  /** The id of the visible label that names the text area. */
  labelId: string;
  /** The text when the editor opens; later changes from outside are not followed (give a new `key`). */
  document: RichTextDocument | null | undefined;
  onChange: (document: RichTextDocument) => void;
  placeholder?: string;
}

/**
 * The owner's rich-text editor (`001` "Text", `decisions.md` §4): TipTap limited to paragraphs,
 * level-three headings, bold, italic, underline and links, with a toolbar that shows what is active.
 * It reads and writes the stored rich-text document through core's conversion. Loaded lazily through
 * `RichTextField`, so TipTap stays out of every bundle but the editor's.
 */
export default function RichTextEditor({ labelId, document, onChange, placeholder }: RichTextEditorProps) {
  const intl = useIntl();
  const [linkOpen, setLinkOpen] = useState(false);
  // Made once: TipTap compares these by identity on every render and would otherwise reconfigure itself.
  const [options] = useState(() => ({
    extensions: editorExtensions({ onLinkShortcut: () => setLinkOpen(true) }),
    content: richTextToEditor(document),
    editorProps: {
      attributes: {
        class: styles.prose ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
      },
    },
  }));

  const editor = useEditor({
    ...options,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: changed }) => onChange(richTextFromEditor(changed.getJSON())),
  });

  const isEmpty = useEditorState({ editor, selector: ({ editor: current }) => current.isEmpty });

  return (
    <div className={styles.frame}>
      <RichTextToolbar
        editor={editor}
        link={
          <LinkPopover
            editor={editor}
            open={linkOpen}
            onOpenChange={setLinkOpen}
            label={intl.formatMessage({ id: 'moduleEditors.richText.link' })}
          />
        }
      />
      <div className={styles.body}>
        {isEmpty && placeholder !== undefined && (
          <p className={styles.placeholder} aria-hidden="true">
            {placeholder}
          </p>
        )}
        <EditorContent editor={editor} className={styles.content} />
      </div>
    </div>
  );
}
