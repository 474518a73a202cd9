import { personalLinkToken, usePersonalLinkHousehold } from '../../modules/shared/personal-link-household';
import { publicLanguageLink } from '@eventsite/core/rules/select-language';
import { translateText } from '@eventsite/core/rules/translate-text';
import { useId, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import { ImageIcon } from '../../components/ui/icons';
import { NeedsJavaScript } from '../../modules/shared/needs-javascript';
import { useHydrated } from '../../modules/shared/use-hydrated';
import elements from '../../modules/shared/form-elements.module.css';
import layout from '../../modules/shared/module-layout.module.css';
import panel from '../../modules/shared/module-panel.module.css';
import { useBrowserPath } from '../public-router';
import { SiteCanvas, type SiteViewProps } from '../site-canvas';
import { guestPhotosText } from './guest-photos-texts';
import { UploadList } from './upload-list';
import { usePhotoUploads } from './use-photo-uploads';
import styles from './guest-photos-page.module.css';

function subscribeToConnection(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the phone says it is online; the server's page assumes so. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The guests' photo upload page, `/{language}/bilder` (issue 38 item 2): drawn by the server in the site's
 * design, readable before its script runs; a big button to pick many photos and short videos, each sent with
 * its own progress and resumed after a lost connection; the name taken from a personal link, else optional.
 */
export default function GuestPhotosPage({ site, language, config }: SiteViewProps) {
  const nameId = useId();
  const hydrated = useHydrated();
  const online = useOnline();
  const { search } = useBrowserPath();
  const household = usePersonalLinkHousehold(site._id, site.usesSiteModules);
  // Null until the guest types: the personal link's household name stands in meanwhile.
  const [typedName, setTypedName] = useState<string | null>(null);
  const name = typedName ?? household?.name ?? '';
  const { uploads, add, retry, fileOf } = usePhotoUploads({
    siteId: site._id,
    language,
    uploader: () => ({ name: name.trim(), householdToken: personalLinkToken() }),
  });

  const modules = site.usesSiteModules ? site.siteModules : [];
  const gallery = modules.find(
    (module) => module.siteModuleType === 'ImageGallery' && module.guestPhotos.enabled,
  );
  const header = modules.find((module) => module.siteModuleType === 'Header');
  const eventTitle = header ? translateText(header.title, language) : '';
  const done = uploads.filter(({ state }) => state === 'done').length;
  const allDone = uploads.length > 0 && done === uploads.length;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Cleared so the same photo can be picked again, e.g. after reloading the page to resume it.
    event.currentTarget.value = '';
    if (files.length > 0) add(files);
  };

  return (
    <SiteCanvas
      site={site}
      language={language}
      config={config}
      mode="PUBLIC"
      sections={[]}
      mainStart={
        <section className="site-section" data-module-type="GuestPhotos">
          <div className={`${panel.panel} ${styles.panel}`}>
            {eventTitle !== '' && <p className={styles.kicker}>{eventTitle}</p>}
            <h1 className={styles.title}>{guestPhotosText('title', language)}</h1>
            <p className={styles.lead}>{guestPhotosText('lead', language)}</p>
            {gallery?.siteModuleType === 'ImageGallery' &&
              gallery.guestPhotos.moderation === 'approveFirst' && (
                <p className={styles.note}>{guestPhotosText('approveFirst', language)}</p>
              )}
            <div className={`${elements.field} ${styles.name}`}>
              <label htmlFor={nameId} className={elements.label}>
                {guestPhotosText('name', language)}
              </label>
              <input
                id={nameId}
                className={elements.input}
                autoComplete="name"
                maxLength={120}
                value={name}
                onChange={(event) => setTypedName(event.currentTarget.value)}
              />
            </div>
            <label className={`${layout.button} ${styles.choose}`} data-disabled={!hydrated || undefined}>
              <input
                type="file"
                multiple
                accept="image/*,video/*"
                className={styles.fileInput}
                disabled={!hydrated}
                onChange={pick}
                data-testid="guest-photo-input"
              />
              <ImageIcon />
              {guestPhotosText(uploads.length === 0 ? 'choose' : 'chooseMore', language)}
            </label>
            <p className={styles.limits}>{guestPhotosText('limits', language)}</p>
            <NeedsJavaScript text={guestPhotosText('needsJavaScript', language)} />
            {!online && uploads.some(({ state }) => state !== 'done') && (
              <p className={styles.offline} role="status">
                {guestPhotosText('offline', language)}
              </p>
            )}
            {uploads.length > 0 && (
              <div className={styles.uploads}>
                <p className={styles.summary} role="status">
                  {allDone
                    ? guestPhotosText('allDone', language)
                    : guestPhotosText('summary', language, { done, total: uploads.length })}
                </p>
                {!allDone && <p className={styles.keepOpen}>{guestPhotosText('keepOpen', language)}</p>}
                <UploadList uploads={uploads} language={language} fileOf={fileOf} onRetry={retry} />
              </div>
            )}
            <p className={styles.back}>
              <a href={publicLanguageLink(language, search)}>{guestPhotosText('backToSite', language)}</a>
            </p>
          </div>
        </section>
      }
    />
  );
}
