import type { PublicSite } from '@eventsite/core/schemas/public-site';
import { useId, useState, type FormEvent } from 'react';
import { Spinner } from '../components/ui/spinner';
import { LockIcon } from '../components/ui/icons';
import { ROBOTS_NOINDEX, useRobotsMeta } from './document-head';
import { loginToPublicSite } from './public-site-api';
import type { PublicTexts } from './texts';
import styles from './password-gate.module.css';

export interface PasswordGateProps {
  siteId: string;
  texts: PublicTexts;
  /** Called with the site once the password is right. */
  onSite: (site: PublicSite) => void;
}

/**
 * The guest password gate (`001` "Password gate"): one password field, kept out of search engines. The
 * site's own colours and fonts are not known before login, so it wears a quiet neutral dress.
 */
export function PasswordGate({ siteId, texts, onSite }: PasswordGateProps) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();
  useRobotsMeta(ROBOTS_NOINDEX);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await loginToPublicSite(siteId, password);
    if (result.kind === 'site') {
      onSite(result.site);
      return;
    }
    setError(result.kind === 'wrongPassword' ? texts.wrongPassword : texts.loginFailed);
    setBusy(false);
  };

  return (
    <div className={styles.page}>
      <main className={styles.card}>
        <span className={styles.seal}>
          <LockIcon className={styles.sealIcon} strokeWidth={1.75} />
        </span>
        <h1 className={styles.title}>{texts.passwordTitle}</h1>
        <p className={styles.lead}>{texts.passwordLead}</p>
        {/* No field has a name: without JavaScript a submit must not put the password in the address. */}
        <form className={styles.form} onSubmit={submit}>
          <label className={styles.label} htmlFor={fieldId}>
            {texts.passwordLabel}
          </label>
          <div className={styles.field}>
            <LockIcon className={styles.fieldIcon} size={18} strokeWidth={1.75} />
            <input
              id={fieldId}
              className={styles.input}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error !== null ? true : undefined}
              aria-describedby={error !== null ? errorId : undefined}
            />
          </div>
          {error !== null && (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          )}
          <button className={styles.submit} type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy && <Spinner size="small" />}
            {texts.passwordSubmit}
          </button>
        </form>
        <noscript>
          <p className={styles.noScript}>{texts.passwordNeedsJavaScript}</p>
        </noscript>
      </main>
    </div>
  );
}
