import {
  MAX_SITE_LANGUAGES,
  PREFERRED_SITE_LANGUAGE_CODES,
  SITE_LANGUAGE_CODES,
} from '@eventsite/core/constants/languages';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useAppConfig } from '../../../lib/app-context';
import { languageNameInText } from '@eventsite/core/rules/language-names';
import { nameableLanguages } from '@eventsite/core/rules/nameable-languages';
import { marketSiteLanguage, type WizardAnswers } from '../../../lib/wizard-answers';
import { useWizardAnswers } from '../wizard-answers-context';
import { nextWizardPath } from '../wizard-steps';
import { BackLink } from './back-link';
import { WizardStep } from './wizard-step';
import styles from './wizard.module.css';

const PATH = '/kom-igang/sprak';

type SiteLanguage = NonNullable<WizardAnswers['languages']>[number];

/**
 * `/kom-igang/sprak` (`002` §2.6 step 3): the market's language only, or chosen languages, listed with a
 * remove button while more than one remains (`002` §5) and a selector that adds one not yet chosen.
 */
export function LanguagesStep() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { market } = useAppConfig();
  const { answers, update } = useWizardAnswers();
  const languageName = (code: string) => languageNameInText(intl.locale, code);
  const own = marketSiteLanguage(market);
  const several = answers.chooseLanguages === true;
  const chosen: SiteLanguage[] = answers.languages?.length ? answers.languages : [own];

  const preferred = nameableLanguages(
    intl.locale,
    PREFERRED_SITE_LANGUAGE_CODES.filter((code) => !chosen.includes(code)),
    chosen,
  );
  // Sorted by name in the interface language, so the list reads alphabetically in every language.
  const others = nameableLanguages(
    intl.locale,
    SITE_LANGUAGE_CODES.filter(
      (code) =>
        !(PREFERRED_SITE_LANGUAGE_CODES as readonly string[]).includes(code) && !chosen.includes(code),
    ),
    [...chosen, ...preferred.map(({ code }) => code)],
  ).sort((a, b) => a.name.localeCompare(b.name, intl.locale));

  const next = nextWizardPath(PATH);
  const ownName = languageName(own);
  const listedName = (code: string) => {
    const name = languageName(code);
    return name.charAt(0).toLocaleUpperCase(intl.locale) + name.slice(1);
  };
  return (
    <WizardStep
      eyebrow={intl.formatMessage({ id: 'wizard.eyebrow' }, { step: 3, steps: 4 })}
      title={intl.formatMessage({ id: 'wizard.languages.title' })}
      lead={<FormattedMessage id="wizard.languages.lead" />}
      actions={
        <>
          <BackLink from={PATH} />
          <span className={styles.actionsEnd}>
            <Button onClick={() => navigate(next)}>
              <FormattedMessage id="wizard.continue" />
            </Button>
          </span>
        </>
      }
    >
      <fieldset className={styles.choices}>
        <legend className={styles.visuallyHidden}>
          {intl.formatMessage({ id: 'wizard.languages.title' })}
        </legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name="languageChoice"
            className={styles.radio}
            checked={!several}
            onChange={() => update({ chooseLanguages: false, languages: [own] })}
          />
          <span className={styles.choiceText}>
            <span className={styles.choiceTitle}>
              <FormattedMessage id="wizard.languages.onlyOwn" values={{ language: ownName }} />
            </span>
            <span className={styles.choiceDescription}>
              <FormattedMessage id="wizard.languages.onlyOwnDescription" values={{ language: ownName }} />
            </span>
          </span>
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="languageChoice"
            className={styles.radio}
            checked={several}
            onChange={() => update({ chooseLanguages: true, languages: chosen })}
          />
          <span className={styles.choiceText}>
            <span className={styles.choiceTitle}>
              <FormattedMessage id="wizard.languages.choose" />
            </span>
            <span className={styles.choiceDescription}>
              <FormattedMessage id="wizard.languages.chooseDescription" />
            </span>
          </span>
        </label>
      </fieldset>

      {several && (
        <div className={styles.languagePanel}>
          <h2 className={styles.panelTitle} id="wizard-chosen-languages">
            <FormattedMessage id="wizard.languages.chosen" />
          </h2>
          <ul className={styles.languageList} aria-labelledby="wizard-chosen-languages">
            {chosen.map((code) => (
              <li key={code} className={styles.languageItem}>
                <span className={styles.languageCode} aria-hidden="true">
                  {code}
                </span>
                <span className={styles.languageName}>{listedName(code)}</span>
                {chosen.length > 1 && (
                  <Button
                    variant="quiet"
                    className={styles.removeLanguage}
                    aria-label={intl.formatMessage(
                      { id: 'wizard.languages.remove' },
                      { language: listedName(code) },
                    )}
                    onClick={() => update({ languages: chosen.filter((other) => other !== code) })}
                  >
                    <span aria-hidden="true">×</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {/* A site offers at most MAX_SITE_LANGUAGES; more would make answers no site is built from. */}
          {chosen.length < MAX_SITE_LANGUAGES && (
            <label className={styles.addLanguage}>
              <span className={styles.addLanguageLabel}>
                <FormattedMessage id="wizard.languages.add" />
              </span>
              <select
                className={styles.select}
                value=""
                onChange={(event) => {
                  const code = SITE_LANGUAGE_CODES.find((known) => known === event.currentTarget.value);
                  if (code) update({ languages: [...chosen, code] });
                }}
              >
                <option value="" disabled>
                  {intl.formatMessage({ id: 'wizard.languages.addPlaceholder' })}
                </option>
                {preferred.length > 0 && (
                  <optgroup label={intl.formatMessage({ id: 'wizard.languages.common' })}>
                    {preferred.map(({ code, name }) => (
                      <option key={code} value={code}>
                        {name}
                      </option>
                    ))}
                  </optgroup>
                )}
                <optgroup label={intl.formatMessage({ id: 'wizard.languages.all' })}>
                  {others.map(({ code, name }) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </optgroup>
              </select>
            </label>
          )}
        </div>
      )}
    </WizardStep>
  );
}
