import type { Brand, Market } from './platform';

/** The payment products of the address purchase and the extension (`000` §3, §9). */
export const PAYMENT_PRODUCT_KEYS = [
  'subdomain',
  'extend_subdomain',
  'domain_name',
  'domain_name_other_registrar',
  'domain_name_upgrade_from_subdomain',
  'domain_name_other_registrar_upgrade_from_subdomain',
] as const;
export type PaymentProductKey = (typeof PAYMENT_PRODUCT_KEYS)[number];

/** A product's price including VAT, in öre, and how many months of publication it buys. */
export interface PaymentProductTerms {
  priceOre: number;
  months: number;
}

type BrandProducts = Readonly<Record<Brand, Readonly<Record<PaymentProductKey, PaymentProductTerms>>>>;

const SE_PARTY_PRODUCTS: Record<PaymentProductKey, PaymentProductTerms> = {
  subdomain: { priceOre: 49900, months: 12 },
  extend_subdomain: { priceOre: 49900, months: 12 },
  domain_name: { priceOre: 119900, months: 12 },
  domain_name_other_registrar: { priceOre: 119900, months: 12 },
  domain_name_upgrade_from_subdomain: { priceOre: 70000, months: 12 },
  domain_name_other_registrar_upgrade_from_subdomain: { priceOre: 70000, months: 12 },
};

const DK_PARTY_PRODUCTS: Record<PaymentProductKey, PaymentProductTerms> = {
  subdomain: { priceOre: 34900, months: 12 },
  extend_subdomain: { priceOre: 34900, months: 12 },
  domain_name: { priceOre: 89900, months: 12 },
  domain_name_other_registrar: { priceOre: 89900, months: 12 },
  domain_name_upgrade_from_subdomain: { priceOre: 55000, months: 12 },
  domain_name_other_registrar_upgrade_from_subdomain: { priceOre: 55000, months: 12 },
};

/**
 * The products table per market and brand: Sweden's of `000` §9, Denmark's of `decisions.md` §8, each in
 * the market's own öre. The event brand equals party in prices (`000` §1).
 */
export const PAYMENT_PRODUCTS: Readonly<Record<Market, BrandProducts>> = {
  se: {
    party: SE_PARTY_PRODUCTS,
    event: SE_PARTY_PRODUCTS,
    wedding: {
      subdomain: { priceOre: 59900, months: 18 },
      extend_subdomain: { priceOre: 59900, months: 18 },
      domain_name: { priceOre: 119900, months: 12 },
      domain_name_other_registrar: { priceOre: 119900, months: 12 },
      domain_name_upgrade_from_subdomain: { priceOre: 60000, months: 12 },
      domain_name_other_registrar_upgrade_from_subdomain: { priceOre: 60000, months: 12 },
    },
  },
  dk: {
    party: DK_PARTY_PRODUCTS,
    event: DK_PARTY_PRODUCTS,
    wedding: {
      subdomain: { priceOre: 44900, months: 18 },
      extend_subdomain: { priceOre: 44900, months: 18 },
      domain_name: { priceOre: 89900, months: 12 },
      domain_name_other_registrar: { priceOre: 89900, months: 12 },
      domain_name_upgrade_from_subdomain: { priceOre: 45000, months: 12 },
      domain_name_other_registrar_upgrade_from_subdomain: { priceOre: 45000, months: 12 },
    },
  },
};

/**
 * Price and months of a product for a market and brand (`000` §9, `decisions.md` §8). A product the brand
 * does not sell is an error (`000` §8 "Missing product … an error is thrown"), never a price of undefined.
 */
export function paymentProductTerms(
  market: Market,
  brand: Brand,
  product: PaymentProductKey,
): PaymentProductTerms {
  // Own keys only, so that a name like 'constructor' from untyped input is missing too.
  const brands = Object.hasOwn(PAYMENT_PRODUCTS, market) ? PAYMENT_PRODUCTS[market] : undefined;
  const products = brands && Object.hasOwn(brands, brand) ? brands[brand] : undefined;
  const terms = products && Object.hasOwn(products, product) ? products[product] : undefined;
  if (!terms) {
    throw new Error(
      `Missing payment product ${String(product)} for brand ${String(brand)} in market ${String(market)}`,
    );
  }
  return terms;
}

/**
 * The custom-domain price shown when the domain is already registered: 499 kr in Sweden (`000` §9), 349 kr
 * in Denmark (`decisions.md` §8).
 */
export const ALREADY_REGISTERED_DOMAIN_DISPLAY_PRICE_ORE: Readonly<Record<Market, number>> = {
  se: 49900,
  dk: 34900,
};

/** Each market's currency: prices are held in its öre and shown in its kroner (`000` §9, `decisions.md` §8). */
export const MARKET_CURRENCY: Readonly<Record<Market, 'SEK' | 'DKK'>> = { se: 'SEK', dk: 'DKK' };
export const ORE_PER_KRONA = 100;

/**
 * VAT is 20 % of a price including VAT, i.e. 25 % VAT on the net, in both markets (`decisions.md` §3, §8).
 */
export const VAT_SHARE_OF_PRICE_INCLUDING_VAT = 0.2;

/** What a receipt can be for: an address product or a print order (`000` §3 "Receipt", `002` §4 "Order flow"). */
export const RECEIPT_PRODUCTS = [...PAYMENT_PRODUCT_KEYS, 'print_order', 'place_card_order'] as const;
export type ReceiptProduct = (typeof RECEIPT_PRODUCTS)[number];
