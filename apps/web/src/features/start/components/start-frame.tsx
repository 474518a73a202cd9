import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, Link as RouterLink } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher/language-switcher';
import { ExternalLink } from '../../../components/ui/external-link';
import { Link } from '../../../components/ui/link';
import { NavigationProgress } from '../../../components/ui/navigation-progress';
import { useAppConfig } from '../../../lib/app-context';
import { privacyPagePath } from '../../../lib/privacy-page-path';
import styles from './start-frame.module.css';
import { paths } from '../../../lib/paths';

/**
 * The frame of the product's own pages, the start page and the terms: the wordmark home, log in and the
 * language switcher on top, contact and terms at the foot. It stands in for the landing site of `000` §2.3.
 */
export function StartFrame() {
  const intl = useIntl();
  const { productName, contactMail } = useAppConfig();

  return (
    <div className={styles.frame}>
      <NavigationProgress />
      <header className={styles.header}>
        <RouterLink to="/" className={styles.wordmark}>
          {productName}
        </RouterLink>
        <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'start.nav.label' })}>
          <RouterLink to={paths.login} className={styles.login}>
            <FormattedMessage id="start.nav.login" />
          </RouterLink>
          <LanguageSwitcher />
        </nav>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p className={styles.footerBrand}>{productName}</p>
          <p>
            <FormattedMessage
              id="shell.footer.contact"
              values={{
                contactMail: (
                  <ExternalLink href={`mailto:${contactMail}`} tone="muted">
                    {contactMail}
                  </ExternalLink>
                ),
              }}
            />
          </p>
          <Link to="/villkor" tone="muted">
            <FormattedMessage id="start.footer.terms" />
          </Link>
          <ExternalLink href={privacyPagePath(intl.locale)} tone="muted">
            <FormattedMessage id="start.footer.privacy" />
          </ExternalLink>
        </div>
      </footer>
    </div>
  );
}
