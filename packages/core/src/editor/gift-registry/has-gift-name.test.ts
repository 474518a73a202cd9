import { describe, expect, it } from 'vitest';
import { hasGiftName } from './has-gift-name';

describe('hasGiftName', () => {
  it('needs a name that is not only spaces, in the language being written', () => {
    expect(hasGiftName({ title: { sv: 'Vas' } }, 'sv')).toBe(true);
    expect(hasGiftName({ title: { sv: '  ' } }, 'sv')).toBe(false);
    expect(hasGiftName({ title: {} }, 'sv')).toBe(false);
  });
});
