import { DEFAULT_SITE_LANGUAGE_CODE, type SiteLanguageCode } from '@eventsite/core/constants/languages';
import type { SiteVersionEntry } from '@eventsite/core/schemas/site';
import { toPublicSite } from '@eventsite/core/schemas/public-site';
import { ChevronLeftIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { SiteView } from '../../../public-site/site-view';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Loading } from '../../../components/ui/loading';
import { useAppConfig } from '../../../lib/app-context';
import { useScreenTitle } from '../../../lib/document-title';
import { useRestoreSiteVersion, useSiteVersions } from '../api/site-versions';
import { VersionList } from './version-list';
import styles from './versions-page.module.css';
import { paths } from '../../../lib/paths';

/** The chosen version as a guest would have seen it, in one of its languages, without a language switcher. */
function VersionPreview({ version, language }: { version: SiteVersionEntry; language: SiteLanguageCode }) {
  const config = useAppConfig();
  const site = useMemo(() => {
    const publicSite = toPublicSite(version.data);
    // The switcher's links belong to the public site; here the drawer chooses the language.
    return publicSite.usesSiteModules
      ? { ...publicSite, availableLanguages: [{ languageCode: language }] }
      : publicSite;
  }, [version, language]);
  return (
    // A preview only: guests' forms, RSVPs and reservations must not be sent from an old version.
    <div className={styles.preview} inert>
      <SiteView site={site} language={language} config={config} />
    </div>
  );
}

/**
 * Version history (`002` §2.1, §2.5, §4): a preview of the chosen version and a drawer listing the versions
 * by date and time. Restoring, offered only for a version other than the newest, asks first and then
 * returns to the editor.
 */
export function VersionsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const showError = useErrorDialog();
  const { siteId = '' } = useParams();
  const versions = useSiteVersions(siteId);
  const restore = useRestoreSiteVersion(siteId);
  const [chosen, setChosen] = useState<number | null>(null);
  const [chosenLanguage, setChosenLanguage] = useState<SiteLanguageCode | null>(null);
  const [confirming, setConfirming] = useState(false);
  useScreenTitle(intl.formatMessage({ id: 'versions.title' }));

  const editorPath = paths.editor(siteId);
  const list = versions.data ?? [];
  const latest = list[0];
  const selected = list.find((entry) => entry.siteVersion === chosen) ?? latest;

  const loadError = versions.error;
  useEffect(() => {
    if (loadError) showError(loadError, { summary: intl.formatMessage({ id: 'versions.loadFailed' }) });
  }, [loadError, showError, intl]);

  if (versions.isPending) return <Loading fullPage label={intl.formatMessage({ id: 'common.loading' })} />;
  if (versions.isError || latest === undefined || selected === undefined || !latest.data.usesSiteModules) {
    return (
      <main className={styles.message}>
        <h1 className={styles.messageTitle}>{intl.formatMessage({ id: 'versions.title' })}</h1>
        <p>
          {intl.formatMessage({
            id: versions.isError
              ? 'versions.loadFailed'
              : latest === undefined
                ? 'versions.none'
                : 'versions.legacy',
          })}
        </p>
        <RouterLink to={editorPath} className={buttonClassName({ variant: 'secondary' })}>
          {intl.formatMessage({ id: 'versions.back' })}
        </RouterLink>
      </main>
    );
  }

  const languages = selected.data.availableLanguages.map((entry) => entry.languageCode);
  const language =
    chosenLanguage !== null && languages.includes(chosenLanguage)
      ? chosenLanguage
      : (languages[0] ?? DEFAULT_SITE_LANGUAGE_CODE);
  const isLatest = selected.siteVersion === latest.siteVersion;

  const confirmRestore = () =>
    restore.mutate(selected.siteVersion, {
      onSuccess: () => navigate(editorPath),
      onError: (error) => {
        setConfirming(false);
        showError(error, { summary: intl.formatMessage({ id: 'versions.restoreFailed' }) });
      },
    });

  return (
    <div className={styles.page}>
      <VersionPreview version={selected} language={language} />
      <aside className={styles.drawer} aria-labelledby="versions-title">
        <header className={styles.header}>
          <RouterLink to={editorPath} className={styles.back}>
            <ChevronLeftIcon size={18} strokeWidth={2} />
            {intl.formatMessage({ id: 'versions.back' })}
          </RouterLink>
          <h1 id="versions-title" className={styles.title}>
            {intl.formatMessage({ id: 'versions.title' })}
          </h1>
          <p className={styles.lead}>{intl.formatMessage({ id: 'versions.lead' })}</p>
        </header>
        <VersionList
          versions={list}
          selected={selected.siteVersion}
          onSelect={(siteVersion) => setChosen(siteVersion)}
        />
        {languages.length > 1 && (
          <div
            className={styles.languages}
            role="group"
            aria-label={intl.formatMessage({ id: 'versions.language' })}
          >
            {languages.map((code) => (
              <button
                key={code}
                type="button"
                className={styles.languageButton}
                aria-pressed={code === language}
                onClick={() => setChosenLanguage(code)}
              >
                {code.toUpperCase()}
              </button>
            ))}
          </div>
        )}
        <footer className={styles.footer}>
          {isLatest ? (
            <p className={styles.latestNote}>{intl.formatMessage({ id: 'versions.latestNote' })}</p>
          ) : (
            <Button fullWidth onClick={() => setConfirming(true)}>
              {intl.formatMessage({ id: 'versions.restore' })}
            </Button>
          )}
        </footer>
      </aside>
      <Dialog
        open={confirming}
        onOpenChange={(open) => !restore.isPending && setConfirming(open)}
        title={intl.formatMessage({ id: 'versions.confirm.title' })}
        actions={
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={restore.isPending}>
                {intl.formatMessage({ id: 'versions.confirm.cancel' })}
              </Button>
            </DialogClose>
            <Button busy={restore.isPending} onClick={confirmRestore}>
              {intl.formatMessage({ id: 'versions.confirm.restore' })}
            </Button>
          </>
        }
      >
        <p>
          {intl.formatMessage(
            { id: 'versions.confirm.text' },
            {
              date: intl.formatDate(selected.createdAt, { dateStyle: 'long' }),
              time: intl.formatTime(selected.createdAt, { timeStyle: 'short' }),
            },
          )}
        </p>
      </Dialog>
    </div>
  );
}
