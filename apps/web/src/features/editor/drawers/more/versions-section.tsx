import type { SiteV2 } from '@eventsite/core/schemas/site';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { buttonClassName } from '../../../../components/ui/button';
import { DrawerSection } from './drawer-section';
import styles from './more-drawer.module.css';
import { paths } from '../../../../lib/paths';

/** The way to earlier versions of the site (`002` §2.4); a quick-start draft has none, so it only explains. */
export function VersionsSection({
  site,
  quickStart,
  onClose,
}: {
  site: SiteV2;
  quickStart: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <DrawerSection name="versions" title={intl.formatMessage({ id: 'settings.versions.title' })}>
      <p className={styles.text}>
        {intl.formatMessage({ id: quickStart ? 'settings.versions.quickStart' : 'settings.versions.text' })}
      </p>
      {!quickStart && (
        <div className={styles.actions}>
          <RouterLink
            to={paths.versions(site._id)}
            onClick={onClose}
            className={buttonClassName({ variant: 'secondary' })}
          >
            {intl.formatMessage({ id: 'settings.versions.open' })}
          </RouterLink>
        </div>
      )}
    </DrawerSection>
  );
}
