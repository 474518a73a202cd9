import { useEditorState, type Editor } from '@tiptap/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './rich-text-editor.module.css';

/** The modifier key as the owner's keyboard names it. */
function modifierKey(): string {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';
}

interface ToolButtonProps {
  label: string;
  shortcut: string;
  active: boolean;
  onPress: () => void;
  children: ReactNode;
  wide?: boolean;
}

function ToolButton({ label, shortcut, active, onPress, children, wide = false }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={[styles.tool, wide ? styles.wideTool : ''].filter(Boolean).join(' ')}
      aria-pressed={active}
      aria-label={label}
      aria-keyshortcuts={shortcut.replace('⌘', 'Meta').replace('Ctrl', 'Control').replaceAll(' ', '')}
      title={`${label} (${shortcut})`}
      // Keeps the text selected: the button acts on the selection, it does not take focus from it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {children}
    </button>
  );
}

export interface RichTextToolbarProps {
  editor: Editor;
  /** The link button with its popover. */
  link: ReactNode;
}

/**
 * Text or heading, then bold, italic, underline and link, each showing whether it applies where the cursor
 * is. The two groups fit a phone's row in every interface language; narrower, the second wraps whole.
 */
export function RichTextToolbar({ editor, link }: RichTextToolbarProps) {
  const intl = useIntl();
  const mod = modifierKey();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading: current.isActive('heading'),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
    }),
  });

  return (
    <div
      className={styles.toolbar}
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'moduleEditors.richText.toolbar' })}
    >
      <div className={styles.groups}>
        <div className={styles.group}>
          <ToolButton
            label={intl.formatMessage({ id: 'moduleEditors.richText.paragraph' })}
            shortcut={`${mod}+Alt+0`}
            active={!active.heading}
            onPress={() => editor.chain().focus().setParagraph().run()}
            wide
          >
            {intl.formatMessage({ id: 'moduleEditors.richText.paragraphShort' })}
          </ToolButton>
          <ToolButton
            label={intl.formatMessage({ id: 'moduleEditors.richText.heading' })}
            shortcut={`${mod}+Alt+3`}
            active={active.heading}
            onPress={() => editor.chain().focus().setHeading({ level: 3 }).run()}
            wide
          >
            {intl.formatMessage({ id: 'moduleEditors.richText.headingShort' })}
          </ToolButton>
        </div>
        <div className={styles.group}>
          <ToolButton
            label={intl.formatMessage({ id: 'moduleEditors.richText.bold' })}
            shortcut={`${mod}+B`}
            active={active.bold}
            onPress={() => editor.chain().focus().toggleBold().run()}
          >
            <span className={styles.boldGlyph} aria-hidden="true">
              B
            </span>
          </ToolButton>
          <ToolButton
            label={intl.formatMessage({ id: 'moduleEditors.richText.italic' })}
            shortcut={`${mod}+I`}
            active={active.italic}
            onPress={() => editor.chain().focus().toggleItalic().run()}
          >
            <span className={styles.italicGlyph} aria-hidden="true">
              I
            </span>
          </ToolButton>
          <ToolButton
            label={intl.formatMessage({ id: 'moduleEditors.richText.underline' })}
            shortcut={`${mod}+U`}
            active={active.underline}
            onPress={() => editor.chain().focus().toggleUnderline().run()}
          >
            <span className={styles.underlineGlyph} aria-hidden="true">
              U
            </span>
          </ToolButton>
          {link}
        </div>
      </div>
    </div>
  );
}
