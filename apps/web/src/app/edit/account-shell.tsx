import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, useNavigation } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher/language-switcher';
import { ExternalLink } from '../../components/ui/external-link';
import { useAppConfig } from '../../lib/app-context';
import styles from './account-shell.module.css';

/** The frame of the owner screens outside the editor (login, password reset, not found). */
export function AccountShell() {
  const intl = useIntl();
  const { productName, contactMail } = useAppConfig();
  const navigating = useNavigation().state !== 'idle';

  return (
    <div className={styles.shell}>
      {navigating && (
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={intl.formatMessage({ id: 'shell.navigating' })}
        />
      )}
      <header className={styles.header}>
        <p className={styles.wordmark}>{productName}</p>
        <LanguageSwitcher />
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
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
      </footer>
    </div>
  );
}
