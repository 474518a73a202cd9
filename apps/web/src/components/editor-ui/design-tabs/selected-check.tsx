import { CheckIcon } from 'lucide-react';
import styles from './design-tabs.module.css';

/** The tick on a chosen card; shown by the card's pressed or checked state. */
export function SelectedCheck() {
  return (
    <span className={styles.check} aria-hidden="true">
      <CheckIcon size={14} strokeWidth={3} />
    </span>
  );
}
