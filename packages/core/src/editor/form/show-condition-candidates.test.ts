import { describe, expect, it } from 'vitest';
import { formSchema } from '../../schemas/form';
import { showConditionCandidates } from './show-condition-candidates';
import { testForm } from './form.fixture';

const ids = (elements: { id: string }[]) => elements.map((element) => element.id);

describe('showConditionCandidates (002 §4)', () => {
  it('offers the other one-choice questions only', () => {
    expect(ids(showConditionCandidates(testForm(), 'food'))).toEqual(['coming']);
    expect(ids(showConditionCandidates(testForm(), 'coming'))).toEqual([]);
  });

  it('leaves out questions that show only through this one, directly or in a chain', () => {
    const form = formSchema.parse({
      formElements: [
        { id: 'a', formElementType: 'SingleSelect', options: [{ id: 'a1' }] },
        {
          id: 'b',
          formElementType: 'SingleSelect',
          options: [{ id: 'b1' }],
          showConditions: [{ type: 'SHOW', formElementId: 'a', formElementOptionIds: ['a1'] }],
        },
        {
          id: 'c',
          formElementType: 'SingleSelect',
          options: [{ id: 'c1' }],
          showConditions: [{ type: 'SHOW', formElementId: 'b', formElementOptionIds: ['b1'] }],
        },
        { id: 'd', formElementType: 'SingleSelect', options: [{ id: 'd1' }] },
      ],
    });
    expect(ids(showConditionCandidates(form, 'a'))).toEqual(['d']);
    expect(ids(showConditionCandidates(form, 'b'))).toEqual(['a', 'd']);
    expect(ids(showConditionCandidates(form, 'd'))).toEqual(['a', 'b', 'c']);
  });

  it('ends on a loop that is already stored', () => {
    const form = formSchema.parse({
      formElements: [
        {
          id: 'a',
          formElementType: 'SingleSelect',
          options: [{ id: 'a1' }],
          showConditions: [{ type: 'SHOW', formElementId: 'b', formElementOptionIds: ['b1'] }],
        },
        {
          id: 'b',
          formElementType: 'SingleSelect',
          options: [{ id: 'b1' }],
          showConditions: [{ type: 'SHOW', formElementId: 'a', formElementOptionIds: ['a1'] }],
        },
        { id: 'c', formElementType: 'SingleSelect', options: [{ id: 'c1' }] },
      ],
    });
    expect(ids(showConditionCandidates(form, 'c'))).toEqual(['a', 'b']);
  });
});
