import { isSiteV2, type SiteV2 } from '@eventsite/core/schemas/site';
import { useQueryClient } from '@tanstack/react-query';
import { TriangleExclamationPointIcon } from 'lucide-react';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { OwnerFrame } from '../../../components/owner-frame/owner-frame';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { isApiError, needsLogIn } from '../../../lib/api-client';
import { reportError, Severity } from '../../../lib/report-error';
import { siteQueryKey } from '../../../lib/site-account';
import { useSite } from '../../../lib/get-site';
import { saveSiteV2 } from '../api/save-site';
import { QuickStartWelcome } from '../quick-start/components/quick-start-welcome';
import { LegacySiteEditor } from '../legacy/legacy-site-editor';
import { SiteEditor } from './site-editor';
import styles from './site-editor-page.module.css';
import { paths } from '../../../lib/paths';

function Notice({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className={styles.page}>
      <section className={styles.card} role="alert">
        <span className={styles.icon}>
          <TriangleExclamationPointIcon size={26} />
        </span>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        {action}
      </section>
    </div>
  );
}

/**
 * `/redigera/{siteId}` (`000` §2.3, §2.4): loads the owner's site and opens the editor on it. While it
 * loads: 'Laddar...'; when loading fails: an error screen, reported unless the answer is 403, which opens
 * the error dialog with its log-in button (`000` §6, §8). A version-1 site opens `LegacySiteEditor`.
 */
export function SiteEditorPage() {
  const intl = useIntl();
  const { siteId = '' } = useParams();
  const query = useSite(siteId);
  const queryClient = useQueryClient();
  const showError = useErrorDialog();
  const { error } = query;

  useEffect(() => {
    if (error === null) return;
    if (needsLogIn(error)) showError(error);
    else reportError(error, Severity.error, { action: 'load site', siteId });
  }, [error, showError, siteId]);

  const save = useCallback(
    async (site: SiteV2) => {
      const stored = await saveSiteV2(site);
      queryClient.setQueryData(siteQueryKey(siteId), stored);
      return stored;
    },
    [queryClient, siteId],
  );

  if (query.isPending) return <Loading fullPage label={intl.formatMessage({ id: 'common.loading' })} />;
  if (query.isError) {
    // Only a call that got no answer is the connection's fault; a logged-out owner is asked to log in.
    return (
      <OwnerFrame siteId={siteId} quickStart={false}>
        {needsLogIn(query.error) ? (
          <Notice
            title={intl.formatMessage({ id: 'editor.load.loggedOutTitle' })}
            text={intl.formatMessage({ id: 'editor.load.loggedOutText' })}
            action={
              <Link to={paths.login} className={buttonClassName()}>
                {intl.formatMessage({ id: 'editor.load.logIn' })}
              </Link>
            }
          />
        ) : (
          <Notice
            title={intl.formatMessage({ id: 'editor.load.failed' })}
            text={intl.formatMessage({
              id: isApiError(query.error) ? 'editor.load.serverHint' : 'editor.load.failedHint',
            })}
            action={
              <Button onClick={() => window.location.reload()}>
                {intl.formatMessage({ id: 'editor.load.reload' })}
              </Button>
            }
          />
        )}
      </OwnerFrame>
    );
  }
  const site = query.data;
  if (!isSiteV2(site)) return <LegacySiteEditor key={site._id} initialSite={site} />;
  return (
    <>
      <SiteEditor key={site._id} initialSite={site} quickStart={false} save={save} />
      <QuickStartWelcome siteId={siteId} />
    </>
  );
}
