import { formSchema, type Form } from '../../schemas/form';

/** A form with a yes/no question, a name and a question shown after 'yes' (tests only). */
export function testForm(): Form {
  return formSchema.parse({
    formElements: [
      {
        id: 'coming',
        formElementType: 'SingleSelect',
        label: { sv: 'Kommer du?', en: 'Are you coming?' },
        options: [
          { id: 'yes', text: { sv: 'Ja', en: 'Yes' } },
          { id: 'no', text: { sv: 'Nej', en: 'No' } },
        ],
      },
      { id: 'name', formElementType: 'ShortText', label: { sv: 'Namn', en: 'Name' } },
      {
        id: 'food',
        formElementType: 'ShortText',
        label: { sv: 'Allergier', en: 'Allergies' },
        showConditions: [{ type: 'SHOW', formElementId: 'coming', formElementOptionIds: ['yes'] }],
      },
    ],
  });
}

export const idsOf = (form: Form) => form.formElements.map((element) => element.id);
