import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { CloseIcon } from '../../components/ui/icons';
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
  /** Where focus goes on close when the control that opened the dialog is gone (e.g. a sent form's button). */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/**
 * A guest dialog on Radix (focus trap, Escape, inert page). It opens into the site root so that the
 * theme's variables (fonts, colours, buttons) reach it; outside a site it falls back to the body. It has
 * no Radix trigger, so it remembers the control that had focus when it opened and gives focus back to it on
 * close, or to `returnFocusTo` when that control has gone.
 */
export function ModuleDialog({
  title,
  onClose,
  closeLabel,
  children,
  actions,
  tone = 'neutral',
  wide = false,
  returnFocusTo,
}: ModuleDialogProps) {
  const anchor = useRef<HTMLSpanElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    // Runs before Radix moves focus into the dialog (a passive effect), so this is what opened it.
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setContainer(anchor.current?.closest<HTMLElement>('.site-root') ?? document.body);
  }, []);

  const giveFocusBack = (event: Event) => {
    event.preventDefault();
    const own = opener.current;
    const usable = own !== null && own.isConnected && own !== document.body && !own.matches(':disabled');
    // The opener is where the guest was; a stand-in for a vanished one is brought into view.
    if (usable) own.focus({ preventScroll: true });
    else returnFocusTo?.()?.focus();
  };

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
              onCloseAutoFocus={giveFocusBack}
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
