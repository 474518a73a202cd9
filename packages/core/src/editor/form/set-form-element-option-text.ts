import type { SiteLanguageCode } from '../../constants/languages';
import type { Form } from '../../schemas/form';
import { optionById, updateFormElementOptions } from './update-form-element-options';

/** The form with an answer's text changed in one language; the other languages stay (`002` §3). */
export function setFormElementOptionText(
  form: Form,
  elementId: string,
  optionId: string,
  language: SiteLanguageCode,
  text: string,
): Form {
  return updateFormElementOptions(form, elementId, (options) => {
    const option = optionById(options, optionId);
    return options.map((candidate) =>
      candidate === option ? { ...option, text: { ...option.text, [language]: text } } : candidate,
    );
  });
}
