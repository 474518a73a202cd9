import { speechFormElements } from '../../rules/speech-form';
import type { Form } from '../../schemas/form';
import type { FormModule, RsvpModule, Speech2Module } from '../../schemas/site-modules';

/** A module whose guests fill in questions: a form, an RSVP or a speech sign-up. */
export type QuestionModule = FormModule | RsvpModule | Speech2Module;

/** The module's questions as a form; a speech sign-up's text fields are free-text questions (`002` §3). */
export function formOfModule(module: QuestionModule): Form {
  return module.siteModuleType === 'Speech2' ? { formElements: speechFormElements(module) } : module.form;
}

/**
 * The module with its questions replaced. A speech sign-up keeps only free-text questions, as its text
 * fields (`002` §3 "Text field definition": id, label, mandatory).
 */
export function withModuleForm<M extends QuestionModule>(module: M, form: Form): M {
  if (module.siteModuleType !== 'Speech2') return { ...module, form };
  return {
    ...module,
    customTextFields: form.formElements.flatMap((element) =>
      element.formElementType === 'ShortText'
        ? [{ id: element.id, label: element.label, mandatory: element.required }]
        : [],
    ),
  };
}
