import { PREFERRED_SITE_LANGUAGE_CODES, type SiteLanguageCode } from '@eventsite/core/constants/languages';
import {
  addableSiteLanguages,
  addSiteLanguage,
  canAddSiteLanguage,
  canRemoveSiteLanguage,
  removeSiteLanguage,
  siteLanguageCodes,
} from '@eventsite/core/rules/site-languages';
import type { SiteV2 } from '@eventsite/core/schemas/site';
import { XIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/ui/button';
import { useLanguage } from '../../../../lib/i18n/language-context';
import { SwitchField } from '../../../../components/editor-ui/switch-field';
import { DrawerSection } from './drawer-section';
import { languageNameIn } from '@eventsite/core/rules/language-names';
import { nameableLanguages } from '@eventsite/core/rules/nameable-languages';
import styles from './more-drawer.module.css';

/** True for sv, en, da, no and fi, which the add list offers first (`002` §5). */
function isPreferredLanguage(code: string): boolean {
  return (PREFERRED_SITE_LANGUAGE_CODES as readonly string[]).includes(code);
}

export interface LanguagesSectionProps {
  site: SiteV2;
  onChange: (next: SiteV2) => void;
  editLanguage: SiteLanguageCode;
  onEditLanguageChange: (language: SiteLanguageCode) => void;
  translateMode: boolean;
  onTranslateModeChange: (on: boolean) => void;
}

/**
 * The site's languages (`002` §2.4, §5): the list with remove (hidden when one remains), the add list with
 * sv, en, da, no and fi first and the site's own left out, and translate mode, in which the owner writes the
 * texts in each language.
 */
export function LanguagesSection({
  site,
  onChange,
  editLanguage,
  onEditLanguageChange,
  translateMode,
  onTranslateModeChange,
}: LanguagesSectionProps) {
  const intl = useIntl();
  const { language: interfaceLanguage } = useLanguage();
  const selectId = useId();
  const languages = siteLanguageCodes(site);
  const [adding, setAdding] = useState<SiteLanguageCode | ''>('');
  const name = (code: string) => languageNameIn(interfaceLanguage, code);

  const { preferred, others } = useMemo(() => {
    const addable = addableSiteLanguages(site);
    const taken = siteLanguageCodes(site);
    const common = nameableLanguages(interfaceLanguage, addable.filter(isPreferredLanguage), taken);
    const rest = nameableLanguages(
      interfaceLanguage,
      addable.filter((code) => !isPreferredLanguage(code)),
      [...taken, ...common.map(({ code }) => code)],
    );
    return {
      preferred: common,
      others: rest.sort((first, second) => first.name.localeCompare(second.name, interfaceLanguage)),
    };
  }, [site, interfaceLanguage]);

  const remove = (code: SiteLanguageCode) => {
    const next = removeSiteLanguage(site, code);
    onChange(next);
    const remaining = siteLanguageCodes(next);
    if (!remaining.includes(editLanguage) && remaining[0] !== undefined) onEditLanguageChange(remaining[0]);
    if (remaining.length < 2 && translateMode) onTranslateModeChange(false);
  };

  const add = () => {
    if (adding === '') return;
    onChange(addSiteLanguage(site, adding));
    setAdding('');
  };

  const setTranslateMode = (on: boolean) => {
    onTranslateModeChange(on);
    // Outside translate mode the owner writes in the site's first language.
    if (!on && languages[0] !== undefined && editLanguage !== languages[0])
      onEditLanguageChange(languages[0]);
  };

  return (
    <DrawerSection name="languages" title={intl.formatMessage({ id: 'settings.languages.title' })}>
      <ul className={styles.languages} aria-label={intl.formatMessage({ id: 'settings.languages.list' })}>
        {languages.map((code, index) => (
          <li key={code} className={styles.language}>
            <span className={styles.languageCode} aria-hidden="true">
              {code}
            </span>
            <span className={styles.languageName}>{name(code)}</span>
            {index === 0 && (
              <span className={styles.languageTag}>
                {intl.formatMessage({ id: 'settings.languages.main' })}
              </span>
            )}
            {canRemoveSiteLanguage(site) && (
              <button
                type="button"
                className={styles.remove}
                aria-label={intl.formatMessage({ id: 'settings.languages.remove' }, { language: name(code) })}
                onClick={() => remove(code)}
              >
                <XIcon size={18} />
              </button>
            )}
          </li>
        ))}
      </ul>

      {canAddSiteLanguage(site) && (
        <div className={styles.addLanguage}>
          <label htmlFor={selectId} className={styles.label}>
            {intl.formatMessage({ id: 'settings.languages.add' })}
          </label>
          <div className={styles.addRow}>
            <select
              id={selectId}
              className={styles.select}
              value={adding}
              onChange={(event) => setAdding(event.currentTarget.value as SiteLanguageCode | '')}
            >
              <option value="">{intl.formatMessage({ id: 'settings.languages.choose' })}</option>
              <optgroup label={intl.formatMessage({ id: 'settings.languages.common' })}>
                {preferred.map(({ code, name: languageName }) => (
                  <option key={code} value={code}>
                    {languageName}
                  </option>
                ))}
              </optgroup>
              <optgroup label={intl.formatMessage({ id: 'settings.languages.all' })}>
                {others.map(({ code, name: languageName }) => (
                  <option key={code} value={code}>
                    {languageName}
                  </option>
                ))}
              </optgroup>
            </select>
            <Button variant="secondary" onClick={add} disabled={adding === ''}>
              {intl.formatMessage({ id: 'settings.languages.addButton' })}
            </Button>
          </div>
        </div>
      )}

      {languages.length > 1 && (
        <div className={styles.translate}>
          <SwitchField
            label={intl.formatMessage({ id: 'settings.languages.translateMode' })}
            hint={intl.formatMessage({ id: 'settings.languages.translateModeHint' })}
            checked={translateMode}
            onCheckedChange={setTranslateMode}
          />
          {translateMode && (
            <fieldset className={styles.editLanguage}>
              <legend className={styles.label}>
                {intl.formatMessage({ id: 'settings.languages.editIn' })}
              </legend>
              <div className={styles.pills}>
                {languages.map((code) => (
                  <label key={code} className={styles.pill}>
                    <input
                      type="radio"
                      className={styles.pillRadio}
                      name={`${selectId}-edit`}
                      value={code}
                      checked={editLanguage === code}
                      onChange={() => onEditLanguageChange(code)}
                    />
                    {name(code)}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </div>
      )}
    </DrawerSection>
  );
}
