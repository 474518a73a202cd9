import type { SiteLanguageCode } from '../../constants/languages';
import type { Form } from '../../schemas/form';

/** A question text that is empty in a site language, or a one-choice question without answers. */
export type MissingFormText =
  | { type: 'LABEL'; elementId: string; language: SiteLanguageCode }
  | { type: 'OPTION'; elementId: string; optionId: string; language: SiteLanguageCode }
  | { type: 'NO_OPTIONS'; elementId: string };

const isBlank = (text: string | undefined) => text === undefined || text.trim() === '';

/**
 * What the owner still has to fill in before the form can be applied (`002` §5): every question's label and
 * every answer's text in every site language. A SingleSelect without answers is reported too: guests must
 * answer it and could not. Listed in form order.
 */
export function findMissingFormTexts(form: Form, languages: readonly SiteLanguageCode[]): MissingFormText[] {
  const missing: MissingFormText[] = [];
  for (const element of form.formElements) {
    for (const language of languages) {
      if (isBlank(element.label[language])) missing.push({ type: 'LABEL', elementId: element.id, language });
    }
    if (element.formElementType !== 'SingleSelect') continue;
    if (element.options.length === 0) missing.push({ type: 'NO_OPTIONS', elementId: element.id });
    for (const option of element.options) {
      for (const language of languages) {
        if (isBlank(option.text[language])) {
          missing.push({ type: 'OPTION', elementId: element.id, optionId: option.id, language });
        }
      }
    }
  }
  return missing;
}
