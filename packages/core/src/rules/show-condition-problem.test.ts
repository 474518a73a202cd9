import { describe, expect, it } from 'vitest';
import { formSchema } from '../schemas/form';
import { showConditionProblem } from './show-condition-problem';

const form = formSchema.parse({
  formElements: [
    { id: 'coming', formElementType: 'SingleSelect', options: [{ id: 'yes', text: { sv: 'Ja' } }] },
    { id: 'name', formElementType: 'ShortText' },
  ],
});

const withCondition = (formElementId: string, optionIds: string[]) => ({
  showConditions: [{ type: 'SHOW' as const, formElementId, formElementOptionIds: optionIds }],
});

describe('showConditionProblem (002 §4 "Form elements")', () => {
  it('finds nothing wrong without a condition or with a working one', () => {
    expect(showConditionProblem(form, { showConditions: [] })).toBeNull();
    expect(showConditionProblem(form, withCondition('coming', ['yes']))).toBeNull();
  });

  it('reports a question that no longer exists or has no answers', () => {
    expect(showConditionProblem(form, withCondition('gone', ['yes']))).toBe('QUESTION_MISSING');
    expect(showConditionProblem(form, withCondition('name', ['yes']))).toBe('QUESTION_MISSING');
  });

  it('reports an answer that no longer exists, reading only the first option', () => {
    expect(showConditionProblem(form, withCondition('coming', ['no']))).toBe('ANSWER_MISSING');
    expect(showConditionProblem(form, withCondition('coming', ['no', 'yes']))).toBe('ANSWER_MISSING');
  });

  it('reads only the first condition', () => {
    const element = {
      showConditions: [
        { type: 'SHOW' as const, formElementId: 'coming', formElementOptionIds: ['yes'] },
        { type: 'SHOW' as const, formElementId: 'gone', formElementOptionIds: ['x'] },
      ],
    };
    expect(showConditionProblem(form, element)).toBeNull();
  });
});
