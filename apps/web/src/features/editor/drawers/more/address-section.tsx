import type { SiteV2 } from '@eventsite/core/schemas/site';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { buttonClassName } from '../../../../components/ui/button';
import { ExternalLink } from '../../../../components/ui/external-link';
import { DrawerSection } from './drawer-section';
import { publicSiteAddress } from './public-site-address';
import styles from './more-drawer.module.css';
import { paths } from '../../../../lib/paths';

/** Where the site is published, and the way to choose or change its address (`002` §2.4). */
export function AddressSection({
  site,
  quickStart,
  onClose,
}: {
  site: SiteV2;
  quickStart: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const host = site.host ?? null;
  return (
    <DrawerSection name="address" title={intl.formatMessage({ id: 'settings.address.title' })}>
      {quickStart ? (
        <p className={styles.text}>{intl.formatMessage({ id: 'settings.address.quickStart' })}</p>
      ) : (
        <>
          {host !== null && site.active ? (
            <p className={styles.text}>
              {intl.formatMessage({ id: 'settings.address.published' })}{' '}
              <ExternalLink
                href={publicSiteAddress(host)}
                target="_blank"
                rel="noreferrer"
                className={styles.address}
              >
                {host}
              </ExternalLink>
            </p>
          ) : (
            <p className={styles.text}>{intl.formatMessage({ id: 'settings.address.none' })}</p>
          )}
          <div className={styles.actions}>
            <RouterLink
              to={paths.chooseAddress(site._id)}
              onClick={onClose}
              className={buttonClassName({ variant: 'secondary' })}
            >
              {intl.formatMessage({
                id: host !== null && site.active ? 'settings.address.change' : 'settings.address.choose',
              })}
            </RouterLink>
          </div>
        </>
      )}
    </DrawerSection>
  );
}
