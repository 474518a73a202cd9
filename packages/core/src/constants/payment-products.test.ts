import { describe, expect, it } from 'vitest';
import {
  ALREADY_REGISTERED_DOMAIN_DISPLAY_PRICE_ORE,
  MARKET_CURRENCY,
  PAYMENT_PRODUCT_KEYS,
  PAYMENT_PRODUCTS,
  paymentProductTerms,
  RECEIPT_PRODUCTS,
  VAT_SHARE_OF_PRICE_INCLUDING_VAT,
  type PaymentProductKey,
} from './payment-products';
import type { Brand } from './platform';

describe('payment products (000 §9)', () => {
  it('lists the six products', () => {
    expect(PAYMENT_PRODUCT_KEYS).toEqual([
      'subdomain',
      'extend_subdomain',
      'domain_name',
      'domain_name_other_registrar',
      'domain_name_upgrade_from_subdomain',
      'domain_name_other_registrar_upgrade_from_subdomain',
    ]);
  });

  it('prices party per the table', () => {
    expect(PAYMENT_PRODUCTS.se.party).toEqual({
      subdomain: { priceOre: 49900, months: 12 },
      extend_subdomain: { priceOre: 49900, months: 12 },
      domain_name: { priceOre: 119900, months: 12 },
      domain_name_other_registrar: { priceOre: 119900, months: 12 },
      domain_name_upgrade_from_subdomain: { priceOre: 70000, months: 12 },
      domain_name_other_registrar_upgrade_from_subdomain: { priceOre: 70000, months: 12 },
    });
  });

  it('prices event like party', () => {
    expect(PAYMENT_PRODUCTS.se.event).toEqual(PAYMENT_PRODUCTS.se.party);
  });

  it('prices wedding per the table', () => {
    expect(PAYMENT_PRODUCTS.se.wedding).toEqual({
      subdomain: { priceOre: 59900, months: 18 },
      extend_subdomain: { priceOre: 59900, months: 18 },
      domain_name: { priceOre: 119900, months: 12 },
      domain_name_other_registrar: { priceOre: 119900, months: 12 },
      domain_name_upgrade_from_subdomain: { priceOre: 60000, months: 12 },
      domain_name_other_registrar_upgrade_from_subdomain: { priceOre: 60000, months: 12 },
    });
  });

  it('prices Danish party and event per decisions.md §8, in øre', () => {
    const party = {
      subdomain: { priceOre: 34900, months: 12 },
      extend_subdomain: { priceOre: 34900, months: 12 },
      domain_name: { priceOre: 89900, months: 12 },
      domain_name_other_registrar: { priceOre: 89900, months: 12 },
      domain_name_upgrade_from_subdomain: { priceOre: 55000, months: 12 },
      domain_name_other_registrar_upgrade_from_subdomain: { priceOre: 55000, months: 12 },
    };
    expect(PAYMENT_PRODUCTS.dk.party).toEqual(party);
    expect(PAYMENT_PRODUCTS.dk.event).toEqual(party);
  });

  it('prices Danish wedding per decisions.md §8, in øre', () => {
    expect(PAYMENT_PRODUCTS.dk.wedding).toEqual({
      subdomain: { priceOre: 44900, months: 18 },
      extend_subdomain: { priceOre: 44900, months: 18 },
      domain_name: { priceOre: 89900, months: 12 },
      domain_name_other_registrar: { priceOre: 89900, months: 12 },
      domain_name_upgrade_from_subdomain: { priceOre: 45000, months: 12 },
      domain_name_other_registrar_upgrade_from_subdomain: { priceOre: 45000, months: 12 },
    });
  });

  it('offers an already registered domain for 349 kr and prices in DKK in Denmark', () => {
    expect(ALREADY_REGISTERED_DOMAIN_DISPLAY_PRICE_ORE.dk).toBe(34900);
    expect(MARKET_CURRENCY.dk).toBe('DKK');
    expect(paymentProductTerms('dk', 'wedding', 'subdomain')).toEqual({ priceOre: 44900, months: 18 });
  });

  it('looks up a product for a brand', () => {
    expect(paymentProductTerms('se', 'wedding', 'subdomain')).toEqual({ priceOre: 59900, months: 18 });
    expect(paymentProductTerms('se', 'event', 'extend_subdomain')).toEqual({ priceOre: 49900, months: 12 });
  });

  it('shows 499 kr for an already registered domain', () => {
    expect(ALREADY_REGISTERED_DOMAIN_DISPLAY_PRICE_ORE.se / 100).toBe(499);
  });

  it('uses SEK and 20 % VAT of the price including VAT', () => {
    expect(MARKET_CURRENCY.se).toBe('SEK');
    expect(49900 * VAT_SHARE_OF_PRICE_INCLUDING_VAT).toBe(9980);
  });

  it('lists print orders among the receipt products', () => {
    expect(RECEIPT_PRODUCTS).toContain('print_order');
  });

  it('throws for a product or a brand that is missing, never answering a price of undefined', () => {
    const unknownProduct = 'domain_name_forever' as PaymentProductKey;
    expect(() => paymentProductTerms('se', 'party', unknownProduct)).toThrow(
      'Missing payment product domain_name_forever for brand party',
    );
    expect(() => paymentProductTerms('se', 'party', 'constructor' as PaymentProductKey)).toThrow(/Missing/);
    expect(() => paymentProductTerms('se', 'student' as Brand, 'subdomain')).toThrow(
      'Missing payment product subdomain for brand student',
    );
  });
});
