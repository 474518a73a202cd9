import type { Form, FormElement } from '../../schemas/form';

/** Thrown when an operation names a form element or option the form does not have (`002` §4). */
export class MissingFormElementError extends Error {
  constructor(what: string) {
    super(`The form has no ${what}`);
    this.name = 'MissingFormElementError';
  }
}

/** The element with this id; editing a missing element is an error (`002` §4). */
export function formElementById(form: Form, elementId: string): FormElement {
  const element = form.formElements.find((candidate) => candidate.id === elementId);
  if (!element) throw new MissingFormElementError(`element ${elementId}`);
  return element;
}

/** The form with one element replaced by `update(element)`. */
export function updateFormElement(
  form: Form,
  elementId: string,
  update: (element: FormElement) => FormElement,
): Form {
  const element = formElementById(form, elementId);
  return {
    ...form,
    formElements: form.formElements.map((candidate) => (candidate === element ? update(element) : candidate)),
  };
}
