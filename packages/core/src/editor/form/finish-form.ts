import type { SiteLanguageCode } from '../../constants/languages';
import type { Form } from '../../schemas/form';
import type { TranslatableText } from '../../schemas/translatable-text';
import { clearBrokenShowConditions } from './clear-broken-show-conditions';

/** A text with each language trimmed and the empty ones dropped, so they fall back like any other (`001` §3). */
function trimText(text: TranslatableText): TranslatableText {
  const trimmed: TranslatableText = {};
  for (const [language, value] of Object.entries(text) as [SiteLanguageCode, string | undefined][]) {
    const clean = (value ?? '').trim();
    if (clean !== '') trimmed[language] = clean;
  }
  return trimmed;
}

/** The form as the editor applies it: texts trimmed and broken conditions cleared (`002` §4, §5). */
export function finishForm(form: Form): Form {
  return clearBrokenShowConditions({
    ...form,
    formElements: form.formElements.map((element) =>
      element.formElementType === 'ShortText'
        ? { ...element, label: trimText(element.label) }
        : {
            ...element,
            label: trimText(element.label),
            options: element.options.map((option) => ({ ...option, text: trimText(option.text) })),
          },
    ),
  });
}
