import { useIntl } from 'react-intl';
import styles from './guest-list-page.module.css';

/** Tells the owner a household is larger than the RSVP takes in one answer, and that its link answers for all. */
export function OverMaxNote({ count, max }: { count: number; max: number | null }) {
  const intl = useIntl();
  if (max === null || count <= max) return null;
  return (
    <p className={styles.overMax} role="note" data-testid="household-over-max">
      {intl.formatMessage({ id: 'guestList.overMax' }, { count, max })}
    </p>
  );
}
