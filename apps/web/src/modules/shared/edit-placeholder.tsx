import type { ReactNode } from 'react';
import styles from './edit-placeholder.module.css';

/** What an empty module shows its owner in EDIT mode; guests never see it. */
export function EditPlaceholder({ children, icon }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <div className={styles.placeholder}>
      {icon !== undefined && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <p className={styles.text}>{children}</p>
    </div>
  );
}
