import { canStoreSiteSettings } from '@eventsite/core/rules/site-settings';
import type { DrawerContentProps } from './drawer-content-props';
import { AddressSection } from './more/address-section';
import { GuestPasswordSection } from './more/guest-password-section';
import { LanguagesSection } from './more/languages-section';
import { QrCodeSection } from './more/qr-code-section';
import { SearchVisibilitySection } from './more/search-visibility-section';
import { VersionsSection } from './more/versions-section';
import styles from './more/more-drawer.module.css';

/**
 * The Mer drawer's content (`002` §2.4): the address, the guest password, the QR code, search-engine
 * visibility, the languages with translate mode, and the way to earlier versions.
 */
export default function MoreDrawer({
  site,
  quickStart,
  onChange,
  onStored,
  editLanguage,
  onEditLanguageChange,
  translateMode,
  onTranslateModeChange,
  onClose,
}: DrawerContentProps) {
  const inQuickStart = quickStart || site.quickStart;
  const canStore = canStoreSiteSettings({ active: site.active, quickStart: inQuickStart });
  return (
    <div className={styles.drawer}>
      <AddressSection site={site} quickStart={inQuickStart} onClose={onClose} />
      <GuestPasswordSection site={site} canStore={canStore} onStored={onStored} />
      <QrCodeSection site={site} quickStart={inQuickStart} />
      <SearchVisibilitySection site={site} canStore={canStore} onStored={onStored} />
      <LanguagesSection
        site={site}
        onChange={onChange}
        editLanguage={editLanguage}
        onEditLanguageChange={onEditLanguageChange}
        translateMode={translateMode}
        onTranslateModeChange={onTranslateModeChange}
      />
      <VersionsSection site={site} quickStart={inQuickStart} onClose={onClose} />
    </div>
  );
}
