import { describe, expect, it } from 'vitest';
import {
  CHILDREN_POLICIES,
  DRESS_CODES,
  GIFT_POLICIES,
  WIZARD_DEFAULTS,
  WIZARD_SITE_ID,
  WIZARD_UNDECIDED_TEXT_FALLBACK,
} from './wizard';

describe('wizard constants (002 §3, §4, §9)', () => {
  it('lists the choices', () => {
    expect(DRESS_CODES).toEqual([
      'WHITE_TIE',
      'BLACK_TIE',
      'FORMAL',
      'COCKTAIL',
      'CASUAL',
      'OTHER',
      'NOT_DECIDED',
    ]);
    expect(CHILDREN_POLICIES).toEqual([
      'NO_CHILDREN',
      'CHILDREN_ALLOWED_ON_CEREMONY',
      'CHILDREN_WELCOME',
      'OTHER',
      'NOT_DECIDED',
    ]);
    expect(GIFT_POLICIES).toEqual(['MONEY', 'GIFTS', 'GUEST_FEE', 'NO_GIFTS', 'OTHER', 'NOT_DECIDED']);
  });

  it('defaults to cocktail, no children, gifts, Swedish, six months ahead', () => {
    expect(WIZARD_DEFAULTS).toEqual({
      dressCode: 'COCKTAIL',
      children: 'NO_CHILDREN',
      gifts: 'GIFTS',
      languages: ['sv'],
      dateMonthsAhead: 6,
    });
  });

  it('uses the cocktail and gifts texts for undecided answers, on a START-WIZARD site', () => {
    expect(WIZARD_UNDECIDED_TEXT_FALLBACK).toEqual({ dressCode: 'COCKTAIL', gifts: 'GIFTS' });
    expect(WIZARD_SITE_ID).toBe('START-WIZARD');
  });
});
