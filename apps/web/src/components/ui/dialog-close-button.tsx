import * as RadixDialog from '@radix-ui/react-dialog';
import styles from './dialog-close-button.module.css';
import { CloseIcon } from './icons';

/** The round × in a dialog's header that closes it; the label names it for screen readers. */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <RadixDialog.Close className={styles.close} aria-label={label}>
      <CloseIcon size={20} strokeWidth={2} />
    </RadixDialog.Close>
  );
}
