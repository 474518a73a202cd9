import styles from './progress-track.module.css';

export interface ProgressTrackProps {
  label: string;
  /** How much is done, 0 to 100; null while it cannot be told (the bar pulses, full width). */
  percent: number | null;
}

/** A thin progress bar, e.g. of an upload; its height comes from `--progress-track-height` where set. */
export function ProgressTrack({ label, percent }: ProgressTrackProps) {
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
    >
      <div
        className={styles.bar}
        data-indeterminate={percent === null || undefined}
        style={{ width: `${percent ?? 100}%` }}
      />
    </div>
  );
}
