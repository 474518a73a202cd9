import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A small picture above the title, e.g. the error mark. */
  icon?: ReactNode;
  children: ReactNode;
  /** The buttons at the bottom; wrap a closing one in `DialogClose asChild`. */
  actions: ReactNode;
  tone?: 'neutral' | 'danger';
  /** A wider dialog for a form or a table, e.g. an import preview. */
  wide?: boolean;
}

export const DialogClose = RadixDialog.Close;

/** A modal dialog on Radix: focus is trapped, Escape and an outside click close it, the page behind is inert. */
export function Dialog({
  open,
  onOpenChange,
  title,
  icon,
  children,
  actions,
  tone = 'neutral',
  wide = false,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={`${styles.content} ${styles[tone]}${wide ? ` ${styles.wide}` : ''}`}>
          {icon !== undefined && <div className={styles.icon}>{icon}</div>}
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          <RadixDialog.Description asChild>
            <div className={styles.body}>{children}</div>
          </RadixDialog.Description>
          <div className={styles.actions}>{actions}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
