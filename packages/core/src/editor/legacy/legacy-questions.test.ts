import { describe, expect, it } from 'vitest';
import { legacyRadioGroupSchema, legacyTextFieldSchema } from '../../schemas/legacy-site';
import {
  keptLegacyLabel,
  newLegacyRadioGroup,
  newLegacyTextField,
  withNewLegacyRadioOption,
} from './legacy-questions';

describe('new questions of the older forms (002 §3)', () => {
  it('makes a text field with the textField prefix, its default label and not mandatory', () => {
    const field = newLegacyTextField('1');
    expect(field).toEqual({ id: 'textField1', label: 'Text som beskriver fältet', mandatory: false });
    expect(legacyTextFieldSchema.parse(field)).toEqual(field);
  });

  it('makes a radio group with its default label and the options Ja and Nej in that order', () => {
    const group = newLegacyRadioGroup('7');
    expect(group.id).toBe('RadioGroup7');
    expect(group.label).toBe('En fråga att svara på?');
    expect(group.options.map((option) => option.label)).toEqual(['Ja', 'Nej']);
    expect(group.options.every((option) => option.id.startsWith('RadioGroupOption'))).toBe(true);
    expect(new Set(group.options.map((option) => option.id)).size).toBe(2);
    expect(legacyRadioGroupSchema.parse(group)).toEqual(group);
  });

  it('adds the option Nytt svar last', () => {
    const group = withNewLegacyRadioOption(newLegacyRadioGroup('7'), 'x');
    expect(group.options.at(-1)).toEqual({ id: 'RadioGroupOptionx', label: 'Nytt svar' });
    expect(group.options).toHaveLength(3);
  });

  it('keeps the old label when an edit empties it (002 §5)', () => {
    expect(keptLegacyLabel('Kommer du?', '  ')).toBe('Kommer du?');
    expect(keptLegacyLabel('Kommer du?', 'Kommer ni?')).toBe('Kommer ni?');
  });
});
