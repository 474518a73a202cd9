import { describe, expect, it } from 'vitest';
import { moveFormElement } from './move-form-element';
import { idsOf, testForm } from './form.fixture';
import { MissingFormElementError } from './update-form-element';

describe('moveFormElement (002 §4: one step, clamped)', () => {
  it('moves a question one step up or down', () => {
    expect(idsOf(moveFormElement(testForm(), 'name', -1))).toEqual(['name', 'coming', 'food']);
    expect(idsOf(moveFormElement(testForm(), 'name', 1))).toEqual(['coming', 'food', 'name']);
  });

  it('keeps the first question first and the last one last', () => {
    expect(idsOf(moveFormElement(testForm(), 'coming', -1))).toEqual(['coming', 'name', 'food']);
    expect(idsOf(moveFormElement(testForm(), 'food', 1))).toEqual(['coming', 'name', 'food']);
  });

  it('refuses a question the form does not have', () => {
    expect(() => moveFormElement(testForm(), 'gone', 1)).toThrow(MissingFormElementError);
  });
});
