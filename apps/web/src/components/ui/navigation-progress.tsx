import { useIntl } from 'react-intl';
import { useNavigation } from 'react-router';
import styles from './navigation-progress.module.css';

/** A thin bar across the top while the router loads the next screen (its lazy chunk). */
export function NavigationProgress() {
  const intl = useIntl();
  const navigating = useNavigation().state !== 'idle';
  if (!navigating) return null;
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'shell.navigating' })}
    />
  );
}
