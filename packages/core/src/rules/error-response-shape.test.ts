import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../schemas/error-response';
import { readErrorResponse } from './error-response-shape';

const answer = {
  isErrorResponse: true,
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
    ['a string', 'Internal Server Error'],
  ])('rejects %s, as the schema does', (_name, value) => {
    expect(readErrorResponse(value)).toBeUndefined();
    expect(errorResponseSchema.safeParse(value).success).toBe(false);
  });
});
