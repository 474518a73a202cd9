import { describe, expect, it } from 'vitest';
import { wizardDataSchema } from './wizard-data';

describe('wizardDataSchema (002 §3, §9)', () => {
  it('defaults to cocktail, no children, gifts and Swedish', () => {
    expect(wizardDataSchema.parse({})).toEqual({
      dateNotDecided: false,
      dressCode: 'COCKTAIL',
      children: 'NO_CHILDREN',
      gifts: 'GIFTS',
      languages: ['sv'],
    });
  });

  it('keeps the answers', () => {
    const answers = {
      name1: 'Anna',
      name2: 'Erik',
      location: 'Göteborg',
      dateStart: '2025-06-14T15:00',
      dateNotDecided: false,
      designTemplate: 'Eucalyptus',
      dressCode: 'BLACK_TIE',
      children: 'CHILDREN_WELCOME',
      gifts: 'MONEY',
      languages: ['sv', 'en'],
    };
    expect(wizardDataSchema.parse(answers)).toEqual(answers);
  });

  it('rejects unknown choices and a malformed date', () => {
    expect(wizardDataSchema.safeParse({ dressCode: 'PYJAMAS' }).success).toBe(false);
    expect(wizardDataSchema.safeParse({ children: 'MAYBE' }).success).toBe(false);
    expect(wizardDataSchema.safeParse({ gifts: 'CRYPTO' }).success).toBe(false);
    expect(wizardDataSchema.safeParse({ dateStart: '14 juni' }).success).toBe(false);
    expect(wizardDataSchema.safeParse({ languages: [] }).success).toBe(false);
  });

  it('does not share the default languages between parses', () => {
    wizardDataSchema.parse({}).languages.push('en');
    expect(wizardDataSchema.parse({}).languages).toEqual(['sv']);
  });
});
