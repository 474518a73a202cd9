import { describe, expect, it } from 'vitest';
import { toastmasterTokenSchema } from '../api/speeches';
import { toastmasterDeskPath, toastmasterTokenOfPath } from './toastmaster-path';

const token = 'a'.repeat(20) + 'B_-9'.repeat(5);

describe('toastmasterTokenOfPath', () => {
  it('reads the token of a desk page, with or without a trailing slash', () => {
    expect(toastmasterTokenOfPath(toastmasterDeskPath(token))).toBe(token);
    expect(toastmasterTokenOfPath(`/toastmaster/${token}/`)).toBe(token);
  });

  it('accepts exactly the tokens the API accepts', () => {
    for (const candidate of [token, 'x'.repeat(31), 'x'.repeat(65), `${'x'.repeat(40)}.`, 'x'.repeat(64)]) {
      expect(toastmasterTokenOfPath(`/toastmaster/${candidate}`) !== null).toBe(
        toastmasterTokenSchema.safeParse(candidate).success,
      );
    }
  });

  it('leaves every other path to the site', () => {
    expect(toastmasterTokenOfPath('/')).toBeNull();
    expect(toastmasterTokenOfPath('/en')).toBeNull();
    expect(toastmasterTokenOfPath(`/toastmaster/${token}/running-order.pdf`)).toBeNull();
    expect(toastmasterTokenOfPath(`/x/toastmaster/${token}`)).toBeNull();
  });
});
