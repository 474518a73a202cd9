import { describe, expect, it } from 'vitest';
import { errorDialogText } from './error-dialog-text';

const errorResponse = {
  isErrorResponse: true,
  errorDescription: {
    sv: 'Fel e-postadress eller lösenord.',
    en: 'Wrong mail or password.',
    da: 'Forkert mail.',
  },
  message: 'Invalid credentials',
};

describe('errorDialogText', () => {
  it("gives the response's error description in the reader's language", () => {
    expect(
      errorDialogText({ responseBody: errorResponse, errorText: 'Request failed', language: 'sv' }),
    ).toBe('Fel e-postadress eller lösenord.');
    expect(errorDialogText({ responseBody: errorResponse, language: 'da' })).toBe('Forkert mail.');
    expect(errorDialogText({ responseBody: errorResponse, language: 'en' })).toBe('Wrong mail or password.');
  });

  it('reads another language in English, then in Swedish', () => {
    expect(errorDialogText({ responseBody: errorResponse, language: 'de' })).toBe('Wrong mail or password.');
    expect(errorDialogText({ responseBody: errorResponse })).toBe('Wrong mail or password.');
    const swedishOnly = { ...errorResponse, errorDescription: { sv: 'Fel.', en: '', da: '' } };
    expect(errorDialogText({ responseBody: swedishOnly, language: 'da' })).toBe('Fel.');
  });

  it('falls back to the response message when the description is empty', () => {
    const responseBody = { ...errorResponse, errorDescription: { sv: '', en: '', da: '' } };
    expect(errorDialogText({ responseBody, errorText: 'Request failed', language: 'sv' })).toBe(
      'Invalid credentials',
    );
  });

  it('falls back to the response message when there is no description', () => {
    expect(errorDialogText({ responseBody: { message: 'Too many requests' } })).toBe('Too many requests');
  });

  it("falls back to the error's own text when the response has neither", () => {
    expect(errorDialogText({ responseBody: '<html>Bad gateway</html>', errorText: 'Failed to fetch' })).toBe(
      'Failed to fetch',
    );
    expect(errorDialogText({ errorText: 'Failed to fetch' })).toBe('Failed to fetch');
  });

  it('gives undefined when there is nothing to show, so the dialog uses its fallback', () => {
    expect(errorDialogText({})).toBeUndefined();
    expect(errorDialogText({ responseBody: null, errorText: '  ' })).toBeUndefined();
    expect(
      errorDialogText({ responseBody: { errorDescription: null, message: 42 }, errorText: null }),
    ).toBeUndefined();
  });
});
