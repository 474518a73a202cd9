import {
  ALREADY_REGISTERED_DOMAIN_DISPLAY_PRICE_ORE,
  CURRENCY,
  ORE_PER_KRONA,
  VAT_SHARE_OF_PRICE_INCLUDING_VAT,
  paymentProductTerms,
  type PaymentProductKey,
} from '../constants/payment-products';
import type { Brand } from '../constants/platform';

/** What the owner buys in the address and extension flows (`000` §2.3, §4). */
export type AddressPurchase =
  'subdomain' | 'extend_subdomain' | 'domain_name' | 'domain_name_other_registrar';

export interface AddressPriceInput {
  brand: Brand;
  purchase: AddressPurchase;
  site: {
    /** The site is published (`active`). */
    active: boolean;
    /** The subdomain asked for is one the site already owns. */
    subdomainAlreadyOwned: boolean;
    /** Prepaid custom-domain registrations: true or a count above 0 means one is available. */
    customDomainRegistrationsAvailable?: boolean | number | null;
  };
  /** The domain is registered already (the own-domain offer, domain search state 3). */
  domainAlreadyRegistered?: boolean;
}

/** Why a price is 0 although a product is normally sold; the interface words it. */
export type AddressPriceNote = 'subdomainAlreadyOwned';

export interface AddressPrice {
  /** The payment product to buy, or null when nothing is paid. */
  product: PaymentProductKey | null;
  /** Price including VAT, in öre. */
  priceOre: number;
  note?: AddressPriceNote;
}

function priced(brand: Brand, product: PaymentProductKey): AddressPrice {
  return { product, priceOre: paymentProductTerms(brand, product).priceOre };
}

function hasRegistrationAvailable(available: boolean | number | null | undefined): boolean {
  return available === true || (typeof available === 'number' && available > 0);
}

/**
 * The product and price of an address purchase (`000` §4 "Pricing rules", §9): a subdomain the site already
 * owns is free, with a note; a custom domain is free and needs no product while the site has a
 * registration available; otherwise a custom domain for an active site is the upgrade from its subdomain.
 * An extension is always paid.
 */
export function addressPrice({
  brand,
  purchase,
  site,
  domainAlreadyRegistered = false,
}: AddressPriceInput): AddressPrice {
  switch (purchase) {
    case 'subdomain':
      return site.subdomainAlreadyOwned
        ? { product: null, priceOre: 0, note: 'subdomainAlreadyOwned' }
        : priced(brand, 'subdomain');
    case 'extend_subdomain':
      return priced(brand, 'extend_subdomain');
    case 'domain_name':
    case 'domain_name_other_registrar':
      if (hasRegistrationAvailable(site.customDomainRegistrationsAvailable))
        return { product: null, priceOre: 0 };
      return ownDomainOffer(
        priced(brand, site.active ? `${purchase}_upgrade_from_subdomain` : purchase),
        purchase === 'domain_name_other_registrar' && domainAlreadyRegistered,
      );
  }
}

/**
 * A domain the owner already has at another registrar is offered for 499 kr (`000` §9 "The custom-domain
 * price shown is 499 when the domain is already registered"): the price shown is the price charged, and
 * never more than the product's own.
 */
function ownDomainOffer(price: AddressPrice, alreadyRegistered: boolean): AddressPrice {
  if (!alreadyRegistered) return price;
  return { ...price, priceOre: Math.min(price.priceOre, ALREADY_REGISTERED_DOMAIN_DISPLAY_PRICE_ORE) };
}

/** The address purchase a payment product belongs to, so the price can be worked out again on the server. */
export function purchaseOfProduct(product: PaymentProductKey): AddressPurchase {
  switch (product) {
    case 'subdomain':
    case 'extend_subdomain':
    case 'domain_name':
    case 'domain_name_other_registrar':
      return product;
    case 'domain_name_upgrade_from_subdomain':
      return 'domain_name';
    case 'domain_name_other_registrar_upgrade_from_subdomain':
      return 'domain_name_other_registrar';
  }
}

const wholeKronor = new Intl.NumberFormat('sv-SE', {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
});
const kronorAndOre = new Intl.NumberFormat('sv-SE', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
});

/**
 * A price in öre shown in kronor the Swedish way (`000` §9): '499 kr', '1 199 kr', '499,50 kr', with the
 * non-breaking spaces of Intl sv-SE between thousands and before 'kr'. Öre show only when there are any.
 */
export function formatPriceKr(priceOre: number): string {
  const formatter = priceOre % ORE_PER_KRONA === 0 ? wholeKronor : kronorAndOre;
  return formatter.format(priceOre / ORE_PER_KRONA);
}

export interface VatSplit {
  amountWithVat: number;
  amountVat: number;
  amountWithoutVat: number;
}

/**
 * Splits a price including VAT into its parts, in whole öre (`000` §3 Receipt, `decisions.md` §3): VAT is
 * 20 % of the price including VAT (25 % on the net), rounded to the nearest öre (20 % of a whole öre amount
 * never ends in exactly half an öre); the amount without VAT is the rest, so the parts always add up.
 */
export function splitVat(amountWithVat: number): VatSplit {
  if (!Number.isSafeInteger(amountWithVat) || amountWithVat < 0) {
    throw new RangeError(`An amount must be a whole, non-negative number of öre: ${amountWithVat}`);
  }
  const amountVat = Math.round(amountWithVat * VAT_SHARE_OF_PRICE_INCLUDING_VAT);
  return { amountWithVat, amountVat, amountWithoutVat: amountWithVat - amountVat };
}
