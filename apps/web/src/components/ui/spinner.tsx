import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
}

/** A decorative spinner; pair it with visible or visually hidden text that says what is happening. */
export function Spinner({ size = 'medium' }: SpinnerProps) {
  return <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />;
}
