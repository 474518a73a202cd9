import type { ReactNode } from 'react';
import styles from './divider.module.css';

/** A hairline across a card, optionally with a short text in the middle. */
export function Divider({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.divider} role={children === undefined ? 'separator' : undefined}>
      {children !== undefined && <span className={styles.text}>{children}</span>}
    </div>
  );
}
