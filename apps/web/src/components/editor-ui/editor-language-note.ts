import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import type { SiteV2 } from '@eventsite/core/schemas/site';
import type { IntlShape } from 'react-intl';
import { languageNameInText } from '@eventsite/core/rules/language-names';

/**
 * The line under a dialog's title that says which language its texts are written in; only needed when
 * the site offers more than one (`002` §2.4 "translate mode").
 */
export function editorLanguageNote(
  intl: IntlShape,
  site: SiteV2,
  language: SiteLanguageCode,
): string | undefined {
  if (site.availableLanguages.length < 2) return undefined;
  return intl.formatMessage(
    { id: 'moduleEditors.languageNote' },
    { language: languageNameInText(intl.locale, language) },
  );
}
