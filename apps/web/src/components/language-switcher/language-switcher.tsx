import { INTERFACE_LANGUAGES } from '@eventsite/core/constants/platform';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../lib/i18n/language-context';
import styles from './language-switcher.module.css';

/** Chooses the interface language (sv, en, da); the choice is remembered for the next visit. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { language, chooseLanguage } = useLanguage();
  return (
    <div
      className={styles.switcher}
      role="group"
      aria-label={intl.formatMessage({ id: 'language.switcher.label' })}
    >
      {INTERFACE_LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={styles.option}
          aria-pressed={code === language}
          aria-label={intl.formatMessage({ id: `language.name.${code}` })}
          onClick={() => chooseLanguage(code)}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
