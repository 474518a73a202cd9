import { describe, expect, it } from 'vitest';
import { formSchema } from '../schemas/form';
import { isFormElementVisible, visibleFormElements } from './show-conditions';

const form = formSchema.parse({
  formElements: [
    {
      id: 'coming',
      formElementType: 'SingleSelect',
      options: [
        { id: 'yes', text: { sv: 'Ja' } },
        { id: 'no', text: { sv: 'Nej' } },
      ],
    },
    { id: 'name', formElementType: 'ShortText' },
    {
      id: 'food',
      formElementType: 'ShortText',
      showConditions: [
        { type: 'SHOW', formElementId: 'coming', formElementOptionIds: ['yes', 'no'] },
        { type: 'SHOW', formElementId: 'name', formElementOptionIds: ['x'] },
      ],
    },
  ],
});

const ids = (selected: Record<string, string>) =>
  visibleFormElements(form, selected).map((element) => element.id);

describe('visibleFormElements', () => {
  it('always shows elements without a condition', () => {
    expect(ids({})).toEqual(['coming', 'name']);
  });

  it('shows a conditional element when the first option of its first condition is selected', () => {
    expect(ids({ coming: 'yes' })).toEqual(['coming', 'name', 'food']);
  });

  it('ignores the other options and conditions', () => {
    expect(ids({ coming: 'no' })).toEqual(['coming', 'name']);
  });
});

describe('isFormElementVisible', () => {
  it('hides an element whose condition names an unselected element', () => {
    const element = {
      showConditions: [{ type: 'SHOW' as const, formElementId: 'gone', formElementOptionIds: ['a'] }],
    };
    expect(isFormElementVisible(element, {})).toBe(false);
    expect(isFormElementVisible(element, { gone: 'a' })).toBe(true);
  });
});

describe('visibleFormElements with a broken condition (002 §4)', () => {
  const broken = formSchema.parse({
    formElements: [
      { id: 'coming', formElementType: 'SingleSelect', options: [{ id: 'yes', text: { sv: 'Ja' } }] },
      {
        id: 'lostQuestion',
        formElementType: 'ShortText',
        showConditions: [{ type: 'SHOW', formElementId: 'gone', formElementOptionIds: ['a'] }],
      },
      {
        id: 'lostAnswer',
        formElementType: 'ShortText',
        showConditions: [{ type: 'SHOW', formElementId: 'coming', formElementOptionIds: ['no'] }],
      },
      {
        id: 'working',
        formElementType: 'ShortText',
        showConditions: [{ type: 'SHOW', formElementId: 'coming', formElementOptionIds: ['yes'] }],
      },
    ],
  });

  it('always shows an element whose question or answer no longer exists', () => {
    expect(visibleFormElements(broken, {}).map((element) => element.id)).toEqual([
      'coming',
      'lostQuestion',
      'lostAnswer',
    ]);
  });
});
