import type { SiteV2 } from '@eventsite/core/schemas/site';
import { useIntl } from 'react-intl';
import { SwitchField } from '../../../../components/editor-ui/switch-field';
import { setMetaNoindex } from './api/site-settings';
import { DrawerSection } from './drawer-section';
import { useStoredSetting } from './use-stored-setting';
import styles from './more-drawer.module.css';

/** Whether search engines may list the site (`002` §2.4, §4): stored at once, for a published site only. */
export function SearchVisibilitySection({
  site,
  canStore,
  onStored,
}: {
  site: SiteV2;
  canStore: boolean;
  onStored: (next: SiteV2) => void;
}) {
  const intl = useIntl();
  const { busy, failure, store } = useStoredSetting(
    site,
    onStored,
    intl.formatMessage({ id: 'settings.noindex.failed' }),
  );
  return (
    <DrawerSection name="noindex" title={intl.formatMessage({ id: 'settings.noindex.title' })}>
      {!canStore && (
        <p className={styles.note}>{intl.formatMessage({ id: 'settings.noindex.publishFirst' })}</p>
      )}
      <SwitchField
        label={intl.formatMessage({ id: 'settings.noindex.toggle' })}
        hint={intl.formatMessage({ id: site.metaNoindex ? 'settings.noindex.on' : 'settings.noindex.off' })}
        checked={site.metaNoindex}
        disabled={!canStore}
        busy={busy}
        onCheckedChange={(metaNoindex) => void store(() => setMetaNoindex(site._id, { metaNoindex }))}
      />
      {failure !== null && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
    </DrawerSection>
  );
}
