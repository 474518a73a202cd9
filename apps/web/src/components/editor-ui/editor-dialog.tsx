import * as RadixDialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DialogCloseButton } from '../ui/dialog-close-button';
import { Button } from '../ui/button';
import styles from './editor-dialog.module.css';

interface EditorDialogTab {
  id: string;
  label: string;
  content: ReactNode;
}

export interface EditorDialogProps {
  title: string;
  /** A line under the title, e.g. which module is edited. */
  description?: string;
  onClose: () => void;
  /** Confirms the dialog ('Klar'); absent for dialogs that act at once. */
  onDone?: () => void;
  doneLabel?: string;
  /** The body, or tabs (`002` §2.3: the form editor's Questions, Confirmation, Buttons). */
  children?: ReactNode;
  tabs?: EditorDialogTab[];
  /** The tab shown first; the first tab when absent. */
  defaultTab?: string;
  /** The shown tab, for a dialog that switches tabs itself (e.g. to the first problem); with `onTabChange`. */
  tab?: string;
  onTabChange?: (tab: string) => void;
  /** Wider for editors with lists side by side. */
  size?: 'medium' | 'large';
  /** Disables 'Klar', e.g. while an upload runs. */
  busy?: boolean;
}

/**
 * The frame of every owner edit dialog: a title, optional tabs, a scrolling body and Avbryt/Klar at the
 * bottom. On a phone it fills the screen; on a desktop it is a centred sheet. Radix keeps focus inside and
 * Escape closes it.
 */
export function EditorDialog({
  title,
  description,
  onClose,
  onDone,
  doneLabel,
  children,
  tabs,
  defaultTab,
  tab,
  onTabChange,
  size = 'medium',
  busy = false,
}: EditorDialogProps) {
  const intl = useIntl();
  const body =
    tabs !== undefined ? (
      <Tabs.Root
        className={styles.tabs}
        defaultValue={defaultTab ?? tabs[0]?.id}
        value={tab}
        onValueChange={onTabChange}
      >
        <Tabs.List className={styles.tabList} aria-label={title}>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.id} value={tab.id} className={styles.tab}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.id} value={tab.id} className={styles.body}>
            {tab.content}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    ) : (
      <div className={styles.body}>{children}</div>
    );

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={`${styles.content} ${styles[size]}`} aria-describedby={undefined}>
          <header className={styles.header}>
            <div>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description !== undefined && <p className={styles.description}>{description}</p>}
            </div>
            <DialogCloseButton label={intl.formatMessage({ id: 'editorDialog.close' })} />
          </header>
          {body}
          <footer className={styles.footer}>
            <Button variant="secondary" onClick={onClose}>
              {intl.formatMessage({ id: onDone ? 'editorDialog.cancel' : 'editorDialog.close' })}
            </Button>
            {onDone && (
              <Button onClick={onDone} disabled={busy}>
                {doneLabel ?? intl.formatMessage({ id: 'editorDialog.done' })}
              </Button>
            )}
          </footer>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
