import { describe, expect, it } from 'vitest';
import { SIMULATED_CARD_NUMBERS, simulatedCardOutcome } from './simulated-card';

describe('simulatedCardOutcome', () => {
  it('behaves like the Stripe test cards', () => {
    expect(simulatedCardOutcome('4242 4242 4242 4242')).toBe('succeeded');
    expect(simulatedCardOutcome(SIMULATED_CARD_NUMBERS.declined)).toBe('declined');
    expect(simulatedCardOutcome(SIMULATED_CARD_NUMBERS.insufficientFunds)).toBe('insufficientFunds');
    expect(simulatedCardOutcome(SIMULATED_CARD_NUMBERS.neverConfirms)).toBe('processing');
    expect(simulatedCardOutcome('1234')).toBe('invalid');
  });
});
