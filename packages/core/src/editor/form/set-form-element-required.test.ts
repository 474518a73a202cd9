import { describe, expect, it } from 'vitest';
import { setFormElementRequired } from './set-form-element-required';
import { testForm } from './form.fixture';

describe('setFormElementRequired (002 §5: only ShortText has the toggle)', () => {
  it('makes a ShortText required and optional again', () => {
    const required = setFormElementRequired(testForm(), 'name', true);
    expect(required.formElements[1]?.required).toBe(true);
    expect(setFormElementRequired(required, 'name', false).formElements[1]?.required).toBe(false);
  });

  it('refuses a SingleSelect, which is always required', () => {
    expect(() => setFormElementRequired(testForm(), 'coming', false)).toThrow(/ShortText/);
  });
});
