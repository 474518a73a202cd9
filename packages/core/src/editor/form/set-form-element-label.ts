import type { SiteLanguageCode } from '../../constants/languages';
import type { Form } from '../../schemas/form';
import { updateFormElement } from './update-form-element';

/** The form with a question's label changed in one language; the other languages stay (`002` §3). */
export function setFormElementLabel(
  form: Form,
  elementId: string,
  language: SiteLanguageCode,
  text: string,
): Form {
  return updateFormElement(form, elementId, (element) => ({
    ...element,
    label: { ...element.label, [language]: text },
  }));
}
