import { describe, expect, it } from 'vitest';
import { formElementSchema, formSchema, formSubmissionSchema, showConditionSchema } from './form';

describe('form elements (002 §3, §4)', () => {
  it('adds a ShortText as not required, without conditions', () => {
    expect(
      formElementSchema.parse({ id: 'q1', formElementType: 'ShortText', label: { sv: 'Namn' } }),
    ).toEqual({
      id: 'q1',
      formElementType: 'ShortText',
      label: { sv: 'Namn' },
      required: false,
      showConditions: [],
    });
  });

  it('adds a SingleSelect as required, without options', () => {
    expect(formElementSchema.parse({ id: 'q2', formElementType: 'SingleSelect' })).toEqual({
      id: 'q2',
      formElementType: 'SingleSelect',
      label: {},
      required: true,
      showConditions: [],
      options: [],
    });
  });

  it('rejects other element types', () => {
    expect(formElementSchema.safeParse({ id: 'q3', formElementType: 'LongText' }).success).toBe(false);
  });

  it('bounds options', () => {
    const options = Array.from({ length: 51 }, (_, index) => ({ id: `o${index}`, text: { sv: 'x' } }));
    expect(formElementSchema.safeParse({ id: 'q', formElementType: 'SingleSelect', options }).success).toBe(
      false,
    );
  });
});

describe('showConditionSchema (001 §5)', () => {
  it('is a SHOW condition on an element and at least one option', () => {
    const condition = { type: 'SHOW', formElementId: 'q2', formElementOptionIds: ['o1'] };
    expect(showConditionSchema.parse(condition)).toEqual(condition);
    expect(showConditionSchema.safeParse({ ...condition, type: 'HIDE' }).success).toBe(false);
    expect(showConditionSchema.safeParse({ ...condition, formElementOptionIds: [] }).success).toBe(false);
  });
});

describe('formSchema', () => {
  it('defaults to no elements', () => {
    expect(formSchema.parse({})).toEqual({ formElements: [] });
  });

  it('rejects repeated element ids at the repeated one', () => {
    const result = formSchema.safeParse({
      formElements: [
        { id: 'q1', formElementType: 'ShortText' },
        { id: 'q1', formElementType: 'SingleSelect' },
      ],
    });
    expect(result.error?.issues[0]?.path).toEqual(['formElements', 1, 'id']);
  });
});

describe('formSubmissionSchema (001 §7)', () => {
  const element = { id: 'q1', formElementType: 'ShortText', label: { sv: 'Låt' } };

  it('parses what the Form module sends', () => {
    const submission = formSubmissionSchema.parse({
      formElements: [
        { formElement: element, value: 'Dancing Queen' },
        {
          formElement: {
            id: 'q2',
            formElementType: 'SingleSelect',
            options: [{ id: 'o1', text: { sv: 'Ja' } }],
          },
          selectedOption: { id: 'o1', text: { sv: 'Ja' } },
        },
        { formElement: { ...element, id: 'q3' }, value: '', selectedOption: null },
      ],
      postKey: 'k-123',
      formId: 'form-1',
      language: 'sv',
      formTitle: { sv: 'Musik' },
    });
    expect(submission.formElements).toHaveLength(3);
  });

  it('needs a post key and a known language', () => {
    const base = { formElements: [], formId: 'form-1', language: 'sv' };
    expect(formSubmissionSchema.safeParse({ ...base, postKey: '' }).success).toBe(false);
    expect(formSubmissionSchema.safeParse({ ...base, postKey: 'k', language: 'xx' }).success).toBe(false);
  });

  it('bounds answers', () => {
    const result = formSubmissionSchema.safeParse({
      formElements: [{ formElement: element, value: 'x'.repeat(5001) }],
      postKey: 'k',
      formId: 'form-1',
      language: 'sv',
    });
    expect(result.error?.issues[0]?.path).toEqual(['formElements', 0, 'value']);
  });
});
