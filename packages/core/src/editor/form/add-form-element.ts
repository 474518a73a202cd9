import type { Form, FormElement, FormElementType } from '../../schemas/form';

/**
 * A new question of the given type at the end of the form (`002` §4 "Form elements"): a ShortText starts
 * optional, a SingleSelect required and without options. The caller gives a fresh id.
 */
export function addFormElement(form: Form, type: FormElementType, id: string): Form {
  const element: FormElement =
    type === 'ShortText'
      ? { id, formElementType: 'ShortText', label: {}, required: false, showConditions: [] }
      : { id, formElementType: 'SingleSelect', label: {}, required: true, showConditions: [], options: [] };
  return { ...form, formElements: [...form.formElements, element] };
}
