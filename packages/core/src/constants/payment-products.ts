import type { Brand } from './platform';

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

const PARTY_PRODUCTS: Record<PaymentProductKey, PaymentProductTerms> = {
  subdomain: { priceOre: 49900, months: 12 },
  extend_subdomain: { priceOre: 49900, months: 12 },
  domain_name: { priceOre: 119900, months: 12 },
  domain_name_other_registrar: { priceOre: 119900, months: 12 },
  domain_name_upgrade_from_subdomain: { priceOre: 70000, months: 12 },
  domain_name_other_registrar_upgrade_from_subdomain: { priceOre: 70000, months: 12 },
};

/** The products table of `000` §9 per brand. The event brand equals party in prices (`000` §1). */
export const PAYMENT_PRODUCTS: Readonly<
  Record<Brand, Readonly<Record<PaymentProductKey, PaymentProductTerms>>>
> = {
  party: PARTY_PRODUCTS,
  event: PARTY_PRODUCTS,
  wedding: {
    subdomain: { priceOre: 59900, months: 18 },
    extend_subdomain: { priceOre: 59900, months: 18 },
    domain_name: { priceOre: 119900, months: 12 },
    domain_name_other_registrar: { priceOre: 119900, months: 12 },
    domain_name_upgrade_from_subdomain: { priceOre: 60000, months: 12 },
    domain_name_other_registrar_upgrade_from_subdomain: { priceOre: 60000, months: 12 },
  },
};

/**
 * Price and months of a product for a brand (`000` §9). A product the brand does not sell is an error
 * (`000` §8 "Missing product … an error is thrown"), never a price of undefined.
 */
export function paymentProductTerms(brand: Brand, product: PaymentProductKey): PaymentProductTerms {
  // Own keys only, so that a name like 'constructor' from untyped input is missing too.
  const products = Object.hasOwn(PAYMENT_PRODUCTS, brand) ? PAYMENT_PRODUCTS[brand] : undefined;
  const terms = products && Object.hasOwn(products, product) ? products[product] : undefined;
  if (!terms) throw new Error(`Missing payment product ${String(product)} for brand ${String(brand)}`);
  return terms;
}

/** True for one of the six products of `000` §9. */
export function isPaymentProductKey(value: unknown): value is PaymentProductKey {
  return typeof value === 'string' && (PAYMENT_PRODUCT_KEYS as readonly string[]).includes(value);
}

/** The custom-domain price shown when the domain is already registered: 499 kr (`000` §9). */
export const ALREADY_REGISTERED_DOMAIN_DISPLAY_PRICE_ORE = 49900;

/** Prices are held in öre and shown in kr (`000` §9). */
export const CURRENCY = 'SEK';
export const ORE_PER_KRONA = 100;

/** VAT is 20 % of a price including VAT, i.e. 25 % Swedish VAT on the net (`decisions.md` §3). */
export const VAT_SHARE_OF_PRICE_INCLUDING_VAT = 0.2;

/** What a receipt can be for: an address product or a print order (`000` §3 "Receipt", `002` §4 "Order flow"). */
export const RECEIPT_PRODUCTS = [...PAYMENT_PRODUCT_KEYS, 'print_order'] as const;
export type ReceiptProduct = (typeof RECEIPT_PRODUCTS)[number];
