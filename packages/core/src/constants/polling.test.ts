import { describe, expect, it } from 'vitest';
import {
  CARD_PAYMENT_POLLING,
  DOMAIN_REGISTRATION_RETRY,
  SWISH_PAYMENT_POLLING,
  TRACKER_LOOKUP,
} from './polling';

describe('polling schedules (000 §9)', () => {
  it('polls a card payment every 3 s for at most 150 s', () => {
    expect(CARD_PAYMENT_POLLING).toEqual({ intervalMs: 3000, timeoutMs: 150000 });
  });

  it('polls Swish every 5 s for at most 300 s', () => {
    expect(SWISH_PAYMENT_POLLING).toEqual({ intervalMs: 5000, timeoutMs: 300000 });
  });

  it('retries domain registration 10 times, 5 s apart', () => {
    expect(DOMAIN_REGISTRATION_RETRY).toEqual({ pauseMs: 5000, maxRetries: 10 });
  });

  it('looks for the tracker 10 times, 500 ms apart', () => {
    expect(TRACKER_LOOKUP).toEqual({ attempts: 10, intervalMs: 500 });
  });
});
