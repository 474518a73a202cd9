import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher/language-switcher';
import { ExternalLink } from '../../components/ui/external-link';
import { NavigationProgress } from '../../components/ui/navigation-progress';
import { useAppConfig } from '../../lib/app-context';
import styles from './account-shell.module.css';

/** The frame of the owner screens outside the editor (login, password reset, not found). */
export function AccountShell() {
  const { productName, contactMail } = useAppConfig();

  return (
    <div className={styles.shell}>
      <NavigationProgress />
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
