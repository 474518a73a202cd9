import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import styles from './module-dialog.module.css';

export interface ModuleDialogProps {
  title: string;
  onClose: () => void;
  /** The label of the corner close button. */
  closeLabel: string;
  children: ReactNode;
  /** The buttons at the bottom. */
  actions?: ReactNode;
  tone?: 'neutral' | 'danger';
  /** Wider, edge-to-edge content such as a large image. */
  wide?: boolean;
}

/**
 * A guest dialog on Radix (focus trap, Escape, inert page). It opens into the site root so that the
 * theme's variables (fonts, colours, buttons) reach it; outside a site it falls back to the body.
 */
export function ModuleDialog({
  title,
  onClose,
  closeLabel,
  children,
  actions,
  tone = 'neutral',
  wide = false,
}: ModuleDialogProps) {
  const anchor = useRef<HTMLSpanElement>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    setContainer(anchor.current?.closest<HTMLElement>('.site-root') ?? document.body);
  }, []);

  return (
    <>
      <span ref={anchor} hidden />
      {container !== null && (
        <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
          <RadixDialog.Portal container={container}>
            <RadixDialog.Overlay className={styles.overlay} />
            <RadixDialog.Content
              className={[styles.content, styles[tone], wide ? styles.wide : ''].filter(Boolean).join(' ')}
              aria-describedby={undefined}
            >
              <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
                <CloseIcon />
              </RadixDialog.Close>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              <div className={styles.body}>{children}</div>
              {actions !== undefined && <div className={styles.actions}>{actions}</div>}
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>
      )}
    </>
  );
}

export const ModuleDialogClose = RadixDialog.Close;
