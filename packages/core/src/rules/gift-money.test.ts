import { describe, expect, it } from 'vitest';
import { formatGiftAmount, giftPaymentMessage, potProgress, sharesCost, sharesLeft } from './gift-money';

describe('formatGiftAmount', () => {
  it('writes Swedish kronor, öre only when there are any', () => {
    expect(formatGiftAmount('se', 50000)).toBe('500\u00a0kr');
    expect(formatGiftAmount('se', 123450)).toBe('1\u00a0234,50\u00a0kr');
    expect(formatGiftAmount('se', 100_000_000)).toBe('1\u00a0000\u00a0000\u00a0kr');
  });

  it('writes Danish kroner the Danish way', () => {
    expect(formatGiftAmount('dk', 50000)).toBe('500\u00a0kr.');
    expect(formatGiftAmount('dk', 123450)).toBe('1.234,50\u00a0kr.');
  });
});

describe('sharesCost', () => {
  it('multiplies the share price by the shares', () => {
    expect(sharesCost(50000, 12)).toBe(600000);
    expect(sharesCost(12550, 3)).toBe(37650);
    expect(sharesCost(50000, 0)).toBe(0);
  });
});

describe('sharesLeft', () => {
  it('is the shares not reserved yet', () => {
    expect(sharesLeft(12, 0)).toBe(12);
    expect(sharesLeft(12, 5)).toBe(7);
    expect(sharesLeft(12, 12)).toBe(0);
  });

  it('is never below 0 when the hosts lowered the shares after reservations', () => {
    expect(sharesLeft(8, 10)).toBe(0);
  });
});

describe('potProgress', () => {
  it('is the reported share of the goal, rounded down', () => {
    expect(potProgress(2000000, 0)).toEqual({ percent: 0, reached: false });
    expect(potProgress(2000000, 500000)).toEqual({ percent: 25, reached: false });
    expect(potProgress(300000, 100000)).toEqual({ percent: 33, reached: false });
    expect(potProgress(2000000, 1999999)).toEqual({ percent: 99, reached: false });
  });

  it('is full at the goal and capped at 100 above it', () => {
    expect(potProgress(2000000, 2000000)).toEqual({ percent: 100, reached: true });
    expect(potProgress(2000000, 3500000)).toEqual({ percent: 100, reached: true });
  });

  it('is null without a goal', () => {
    expect(potProgress(null, 500000)).toBeNull();
  });
});

describe('giftPaymentMessage', () => {
  it('names the gift and the giver', () => {
    expect(giftPaymentMessage('Bröllopsresan', 'Anna Berg')).toBe('Bröllopsresan – Anna Berg');
  });

  it('is the gift or the giver alone when the other is empty', () => {
    expect(giftPaymentMessage('Bröllopsresan', '  ')).toBe('Bröllopsresan');
    expect(giftPaymentMessage('', 'Anna Berg')).toBe('Anna Berg');
  });

  it('shortens the gift, not the giver, to stay within 50 characters', () => {
    const message = giftPaymentMessage(
      'Ett bidrag till vår bröllopsresa till Italien i sommar',
      'Anna-Karin Berglund',
    );
    expect(message).toHaveLength(50);
    expect(message).toBe('Ett bidrag till vår bröllops – Anna-Karin Berglund');
  });

  it('cuts a very long name alone at the limit', () => {
    expect(giftPaymentMessage('Resan', 'x'.repeat(60))).toBe('x'.repeat(50));
  });

  it('collapses the spaces people type', () => {
    expect(giftPaymentMessage(' Resan  till   Rom ', ' Anna   Berg ')).toBe('Resan till Rom – Anna Berg');
  });
});
