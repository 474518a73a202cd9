import { Spinner } from '../../../components/ui/spinner';
import styles from './busy-overlay.module.css';

/** Covers the editor while it saves (`000` §2.4), so nothing changes under a save in flight. */
export function BusyOverlay({ label }: { label: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.card}>
        <Spinner size="medium" />
        <span>{label}</span>
      </div>
    </div>
  );
}
