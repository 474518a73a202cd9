import { describe, expect, it } from 'vitest';
import { createModule } from '../create-module';
import { addFormElement } from './add-form-element';
import { formOfModule, withModuleForm } from './module-form';

describe('formOfModule and withModuleForm', () => {
  it("edits a speech sign-up's text fields as free-text questions and back", () => {
    const speech = createModule('Speech2', { languages: ['sv'] });
    if (speech.siteModuleType !== 'Speech2') throw new Error('not a speech module');
    const form = addFormElement(formOfModule(speech), 'ShortText', 'textField-new');
    const edited = withModuleForm(speech, form);
    expect(edited.customTextFields.map((field) => field.id)).toEqual([
      ...speech.customTextFields.map((field) => field.id),
      'textField-new',
    ]);
    expect(edited.customTextFields.at(-1)).toEqual({ id: 'textField-new', label: {}, mandatory: false });
  });

  it("keeps a form module's questions in its form", () => {
    const module = createModule('Form', { languages: ['sv'] });
    if (module.siteModuleType !== 'Form') throw new Error('not a form module');
    const form = addFormElement(formOfModule(module), 'SingleSelect', 'q');
    expect(withModuleForm(module, form).form).toEqual(form);
  });
});
