import { describe, expect, it } from 'vitest';
import { formatMobilePayNumber, mobilePayQrText } from './mobilepay-payment';

describe('mobilePayQrText', () => {
  it('holds the 8 digits a Dane types into MobilePay', () => {
    expect(mobilePayQrText('4512345678')).toBe('12345678');
  });

  it('keeps anything that is not a normalised Danish number as it is', () => {
    expect(mobilePayQrText('451234567')).toBe('451234567');
  });
});

describe('formatMobilePayNumber', () => {
  it('writes the number in pairs', () => {
    expect(formatMobilePayNumber('4512345678')).toBe('12 34 56 78');
    expect(formatMobilePayNumber('4520304050')).toBe('20 30 40 50');
  });
});
