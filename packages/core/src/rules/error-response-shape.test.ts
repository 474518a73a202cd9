import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../schemas/error-response';
import { hasErrorCode, readErrorResponse } from './error-response-shape';

const answer = {
  isErrorResponse: true,
  code: 'WRONG_LOGIN',
  errorDescription: { sv: 'Fel lösenord.', en: 'Wrong password.', da: 'Forkert adgangskode.' },
  message: 'WRONG_LOGIN',
};

describe('readErrorResponse', () => {
  it('reads a standard error answer, keeping only its fields', () => {
    expect(readErrorResponse({ ...answer, siteId: 'x' })).toEqual(errorResponseSchema.parse(answer));
  });

  it.each([
    ['a missing flag', { ...answer, isErrorResponse: undefined }],
    ['a missing Danish text', { ...answer, errorDescription: { sv: 'a', en: 'b' } }],
    ['a numeric message', { ...answer, message: 3 }],
    ['a missing code', { ...answer, code: undefined }],
    ['a string', 'Internal Server Error'],
  ])('rejects %s, as the schema does', (_name, value) => {
    expect(readErrorResponse(value)).toBeUndefined();
    expect(errorResponseSchema.safeParse(value).success).toBe(false);
  });
});

describe('hasErrorCode', () => {
  it('tells an answer by its code, not by its status or message', () => {
    expect(hasErrorCode(answer, 'WRONG_LOGIN')).toBe(true);
    expect(hasErrorCode(answer, 'WRONG_SITE_PASSWORD')).toBe(false);
    expect(hasErrorCode({ ...answer, code: undefined }, 'WRONG_LOGIN')).toBe(false);
  });
});
