import { toSafeLinkHref } from '@eventsite/core/rules/link-href';
import * as Popover from '@radix-ui/react-popover';
import { useEditorState, type Editor } from '@tiptap/react';
import { LinkIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import styles from './rich-text-editor.module.css';

export interface LinkPopoverProps {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
}

/**
 * Sets or removes the link of the selected words: only http(s) and mailto addresses are taken, and a bare
 * domain or mail address is completed by core's rule (`decisions.md` §4). With nothing selected the
 * address itself is inserted as the link's text.
 */
export function LinkPopover({ editor, open, onOpenChange, label }: LinkPopoverProps) {
  const intl = useIntl();
  const [address, setAddress] = useState('');
  const [invalid, setInvalid] = useState(false);
  const linkActive = useEditorState({ editor, selector: ({ editor: current }) => current.isActive('link') });

  const changeOpen = (next: boolean) => {
    if (next) {
      const current: unknown = editor.getAttributes('link').href;
      setAddress(typeof current === 'string' ? current : '');
      setInvalid(false);
    }
    onOpenChange(next);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const href = toSafeLinkHref(address);
    if (href === null) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      const text = href.replace(/^mailto:/i, '');
      chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    onOpenChange(false);
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onOpenChange(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={changeOpen}>
      <Popover.Trigger
        className={styles.tool}
        aria-pressed={linkActive}
        aria-label={label}
        aria-keyshortcuts="Control+K Meta+K"
        title={`${label} (Ctrl+K)`}
        onMouseDown={(event) => event.preventDefault()}
      >
        <LinkIcon size={18} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.popover}
          side="bottom"
          align="end"
          sideOffset={8}
          collisionPadding={12}
          onCloseAutoFocus={(event) => {
            // Back to the text, not to the toolbar button.
            event.preventDefault();
            if (!editor.isDestroyed) editor.commands.focus();
          }}
        >
          <form className={styles.linkForm} onSubmit={apply} noValidate>
            <TextField
              label={intl.formatMessage({ id: 'moduleEditors.richText.linkAddress' })}
              value={address}
              placeholder="https://"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              autoFocus
              onChange={(event) => {
                setAddress(event.currentTarget.value);
                setInvalid(false);
              }}
              aria-invalid={invalid || undefined}
              hint={
                invalid ? (
                  <span className={styles.linkError} role="alert">
                    {intl.formatMessage({ id: 'moduleEditors.richText.linkInvalid' })}
                  </span>
                ) : (
                  intl.formatMessage({ id: 'moduleEditors.richText.linkHint' })
                )
              }
            />
            <div className={styles.linkActions}>
              {linkActive && (
                <Button variant="quiet" onClick={remove}>
                  {intl.formatMessage({ id: 'moduleEditors.richText.removeLink' })}
                </Button>
              )}
              <Button type="submit">{intl.formatMessage({ id: 'moduleEditors.richText.applyLink' })}</Button>
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
