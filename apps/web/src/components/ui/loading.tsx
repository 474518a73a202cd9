import { Spinner } from './spinner';
import styles from './loading.module.css';

export interface LoadingProps {
  /** The visible text, 'Laddar...' in Swedish. */
  label: string;
  /** Fills the viewport, for the start-up and whole-page loads. */
  fullPage?: boolean;
}

export function Loading({ label, fullPage = false }: LoadingProps) {
  return (
    <div className={fullPage ? `${styles.loading} ${styles.fullPage}` : styles.loading} role="status">
      <span className={styles.spinner}>
        <Spinner size={fullPage ? 'large' : 'medium'} />
      </span>
      <span className={styles.label}>{label}</span>
    </div>
  );
}
