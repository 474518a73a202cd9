import type { SiteV2 } from '@eventsite/core/schemas/site';
import { useIntl } from 'react-intl';
import { buttonClassName } from '../../../../components/ui/button';
import { DrawerSection } from './drawer-section';
import styles from './more-drawer.module.css';

/** A QR code that opens the published site, to download for invitations (`002` §2.4, §7). */
export function QrCodeSection({ site, quickStart }: { site: SiteV2; quickStart: boolean }) {
  const intl = useIntl();
  const host = !quickStart && site.active ? (site.host ?? null) : null;
  const url =
    host === null ? null : `/api/sites/${encodeURIComponent(site._id)}/qr/${encodeURIComponent(host)}/png`;
  return (
    <DrawerSection name="qr" title={intl.formatMessage({ id: 'settings.qr.title' })}>
      {url === null || host === null ? (
        <p className={styles.text}>{intl.formatMessage({ id: 'settings.qr.publishFirst' })}</p>
      ) : (
        <div className={styles.qr}>
          <img
            className={styles.qrImage}
            src={url}
            width={112}
            height={112}
            alt={intl.formatMessage({ id: 'settings.qr.alt' }, { host })}
          />
          <div className={styles.qrText}>
            <p className={styles.text}>{intl.formatMessage({ id: 'settings.qr.text' }, { host })}</p>
            <a href={url} download={`qr-${host}.png`} className={buttonClassName({ variant: 'secondary' })}>
              {intl.formatMessage({ id: 'settings.qr.download' })}
            </a>
          </div>
        </div>
      )}
    </DrawerSection>
  );
}
