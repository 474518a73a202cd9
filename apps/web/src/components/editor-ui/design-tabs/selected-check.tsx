import styles from './design-tabs.module.css';

/** The tick on a chosen card; shown by the card's pressed or checked state. */
export function SelectedCheck() {
  return (
    <span className={styles.check} aria-hidden="true">
      <svg viewBox="0 0 16 16" width="12" height="12">
        <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </span>
  );
}
