import * as RadixDialog from '@radix-ui/react-dialog';
import styles from './dialog-close-button.module.css';

/** The round × in a dialog's header that closes it; the label names it for screen readers. */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <RadixDialog.Close className={styles.close} aria-label={label}>
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
    </RadixDialog.Close>
  );
}
