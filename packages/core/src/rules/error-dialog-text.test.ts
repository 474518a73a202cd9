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
  it('prefers the Swedish error description of the response', () => {
    expect(errorDialogText({ responseBody: errorResponse, errorText: 'Request failed' })).toBe(
      'Fel e-postadress eller lösenord.',
    );
  });

  it('falls back to the response message when the description has no Swedish text', () => {
    const responseBody = { ...errorResponse, errorDescription: { sv: '', en: 'Wrong', da: 'Forkert' } };
    expect(errorDialogText({ responseBody, errorText: 'Request failed' })).toBe('Invalid credentials');
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
