import { accountPublication } from '@eventsite/core/rules/account-publication';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Outlet, useParams } from 'react-router';
import { useErrorDialog, useLoadErrorDialog } from '../../../components/error-dialog/error-dialog';
import { OwnerScreen } from '../../../components/owner-screen/owner-screen';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { useAppConfig } from '../../../lib/app-context';
import { useLogout } from '../../../lib/auth';
import { privacyPagePath } from '../../../lib/privacy-page-path';
import { useScreenTitle } from '../../../lib/document-title';
import { useSiteAccount } from '../../../lib/site-account';
import styles from './account.module.css';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DownloadData } from './download-data';

/** A date as the account page shows it: YYYY-MM-DD (`000` §2.5). */
export function displayDate(value: string): string {
  return value.slice(0, 10);
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * `/redigera/{siteId}/konto` (`000` §2.5): the account (mail, registration date, log out, reset password),
 * the visitor count, and, while the site is published, its dates with either the first custom domain and
 * a contact note or the extend button. `forlang` opens the extension over it. Last, the owner's data
 * (issue 33): download it all as one zip, or delete the account.
 */
export function AccountPage() {
  const intl = useIntl();
  const { siteId = '' } = useParams();
  const { contactMail } = useAppConfig();
  const query = useSiteAccount(siteId);
  const logout = useLogout();
  const showError = useErrorDialog();
  const [deleting, setDeleting] = useState(false);
  useScreenTitle(intl.formatMessage({ id: 'account.title' }));
  const data = query.data;
  const publication = data ? accountPublication(data.site) : null;
  useLoadErrorDialog(query.error, intl.formatMessage({ id: 'account.load.failed' }));

  const logOut = () =>
    logout.mutate(undefined, {
      onError: (error) => showError(error, { summary: intl.formatMessage({ id: 'account.logout.failed' }) }),
    });

  return (
    <OwnerScreen siteId={siteId} title={intl.formatMessage({ id: 'account.title' })}>
      {query.isError ? (
        <p className={styles.failed} role="alert">
          <FormattedMessage id="account.load.failed" />
        </p>
      ) : !data ? (
        <Loading label={intl.formatMessage({ id: 'account.loading' })} />
      ) : (
        <div className={styles.sections}>
          <section className={styles.section} aria-labelledby="account-section">
            <h2 id="account-section" className={styles.heading}>
              <FormattedMessage id="account.section.account" />
            </h2>
            <dl className={styles.rows}>
              <Row label={intl.formatMessage({ id: 'account.mail' })}>{data.account.mail}</Row>
              <Row label={intl.formatMessage({ id: 'account.registered' })}>
                {displayDate(data.account.registered.date)}
              </Row>
            </dl>
            <div className={styles.actions}>
              <Button variant="secondary" busy={logout.isPending} onClick={logOut}>
                <FormattedMessage id="account.logout" />
              </Button>
              <Link to="/aterstall-losenord" className={buttonClassName({ variant: 'quiet' })}>
                <FormattedMessage id="account.resetPassword" />
              </Link>
            </div>
          </section>

          <section className={styles.section} aria-labelledby="visitors-section">
            <h2 id="visitors-section" className={styles.heading}>
              <FormattedMessage id="account.section.visitors" />
            </h2>
            <p className={styles.count}>{intl.formatNumber(data.site.visitorCount)}</p>
            <p className={styles.text}>
              <FormattedMessage id="account.visitors.text" />
            </p>
          </section>

          {publication && (
            <section
              className={`${styles.section} ${styles.publication}`}
              aria-labelledby="publication-section"
            >
              <h2 id="publication-section" className={styles.heading}>
                <FormattedMessage id="account.section.publication" />
              </h2>
              <dl className={styles.rows}>
                {data.site.host && (
                  <Row label={intl.formatMessage({ id: 'account.address' })}>{data.site.host}</Row>
                )}
                {publication.activeDate && (
                  <Row label={intl.formatMessage({ id: 'account.activeDate' })}>
                    {displayDate(publication.activeDate)}
                  </Row>
                )}
                <Row label={intl.formatMessage({ id: 'account.expiryDate' })}>
                  {displayDate(publication.expiryDate)}
                </Row>
              </dl>
              {publication.customDomain && publication.customDomainExpiresFirst && (
                <p className={styles.warning} role="note">
                  <FormattedMessage
                    id="account.customDomain.expiresFirst"
                    values={{
                      domain: <strong>{publication.customDomain.domain}</strong>,
                      expires: displayDate(publication.customDomain.expires),
                      expiry: displayDate(publication.expiryDate),
                      contactMail: <a href={`mailto:${contactMail}`}>{contactMail}</a>,
                    }}
                  />
                </p>
              )}
              {publication.customDomain ? (
                !publication.customDomainExpiresFirst && (
                  <p className={styles.text}>
                    <FormattedMessage
                      id="account.customDomain"
                      values={{
                        domain: <strong>{publication.customDomain.domain}</strong>,
                        expires: displayDate(publication.customDomain.expires),
                        contactMail: <a href={`mailto:${contactMail}`}>{contactMail}</a>,
                      }}
                    />
                  </p>
                )
              ) : (
                <Link to="forlang" className={buttonClassName()}>
                  <FormattedMessage id="account.extend" />
                </Link>
              )}
            </section>
          )}

          <section className={styles.section} aria-labelledby="data-section">
            <h2 id="data-section" className={styles.heading}>
              <FormattedMessage id="account.section.data" />
            </h2>
            <DownloadData />
            <div className={styles.dataPart}>
              <p className={styles.text}>
                <FormattedMessage id="account.delete.intro" />
              </p>
              <Button variant="quiet" className={styles.danger} onClick={() => setDeleting(true)}>
                <FormattedMessage id="account.delete" />
              </Button>
            </div>
          </section>
        </div>
      )}
      <p className={styles.privacyNote}>
        <a href={privacyPagePath(intl.locale)}>
          <FormattedMessage id="account.privacy" />
        </a>
      </p>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
      <Outlet />
    </OwnerScreen>
  );
}
