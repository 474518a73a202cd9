import {
  ALREADY_REGISTERED_DOMAIN_DISPLAY_PRICE_ORE,
  MARKET_CURRENCY,
  ORE_PER_KRONA,
  VAT_SHARE_OF_PRICE_INCLUDING_VAT,
  paymentProductTerms,
  type PaymentProductKey,
} from '../constants/payment-products';
import type { Brand, Market } from '../constants/platform';

/** What the owner buys in the address and extension flows (`000` §2.3, §4). */
export type AddressPurchase =
  'subdomain' | 'extend_subdomain' | 'domain_name' | 'domain_name_other_registrar';

export interface AddressPriceInput {
  market: Market;
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
  /** Price including VAT, in the market's öre. */
  priceOre: number;
  note?: AddressPriceNote;
}

function priced(market: Market, brand: Brand, product: PaymentProductKey): AddressPrice {
  return { product, priceOre: paymentProductTerms(market, brand, product).priceOre };
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
  market,
  brand,
  purchase,
  site,
  domainAlreadyRegistered = false,
}: AddressPriceInput): AddressPrice {
  switch (purchase) {
    case 'subdomain':
      return site.subdomainAlreadyOwned
        ? { product: null, priceOre: 0, note: 'subdomainAlreadyOwned' }
        : priced(market, brand, 'subdomain');
    case 'extend_subdomain':
      return priced(market, brand, 'extend_subdomain');
    case 'domain_name':
    case 'domain_name_other_registrar':
      if (hasRegistrationAvailable(site.customDomainRegistrationsAvailable))
        return { product: null, priceOre: 0 };
      return ownDomainOffer(
        priced(market, brand, site.active ? `${purchase}_upgrade_from_subdomain` : purchase),
        purchase === 'domain_name_other_registrar' && domainAlreadyRegistered
          ? ALREADY_REGISTERED_DOMAIN_DISPLAY_PRICE_ORE[market]
          : null,
      );
  }
}

/**
 * A domain the owner already has at another registrar is offered for 499 kr in Sweden (`000` §9 "The
 * custom-domain price shown is 499 when the domain is already registered") and 349 kr in Denmark
 * (`decisions.md` §8): the price shown is the price charged, and never more than the product's own.
 */
function ownDomainOffer(price: AddressPrice, offerOre: number | null): AddressPrice {
  if (offerOre === null) return price;
  return { ...price, priceOre: Math.min(price.priceOre, offerOre) };
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

const PRICE_FORMATS: Record<Market, { whole: Intl.NumberFormat; withOre: Intl.NumberFormat }> = {
  se: {
    whole: new Intl.NumberFormat('sv-SE', {
      style: 'currency',
      currency: MARKET_CURRENCY.se,
      maximumFractionDigits: 0,
    }),
    withOre: new Intl.NumberFormat('sv-SE', {
      style: 'currency',
      currency: MARKET_CURRENCY.se,
      minimumFractionDigits: 2,
    }),
  },
  dk: (() => {
    // Danish prices always show their øre: '349,00 kr.' (`decisions.md` §8).
    const format = new Intl.NumberFormat('da-DK', {
      style: 'currency',
      currency: MARKET_CURRENCY.dk,
      minimumFractionDigits: 2,
    });
    return { whole: format, withOre: format };
  })(),
};

/**
 * A price in the market's öre shown in its kroner, the way the market writes money. Sweden (`000` §9): '499
 * kr', '1 199 kr', '499,50 kr', with Intl sv-SE's non-breaking spaces, öre only when there are any. Denmark
 * (`decisions.md` §8): '349,00 kr.', '1.199,00 kr.' as Intl da-DK writes Danish kroner.
 *
 * Amounts shown together as one statement (a receipt's amounts with and without VAT, an order's lines, total
 * and VAT) pass all of them as `together`: öre are then shown on every one when any has öre, so a receipt
 * reads '499,00 kr' above '399,20 kr' and its column lines up, while a lone price tag stays '499 kr'.
 */
export function formatPrice(
  market: Market,
  priceOre: number,
  together: readonly number[] = [priceOre],
): string {
  const formats = PRICE_FORMATS[market];
  const whole = together.every((amount) => amount % ORE_PER_KRONA === 0);
  return (whole ? formats.whole : formats.withOre).format(priceOre / ORE_PER_KRONA);
}

export interface VatSplit {
  amountWithVat: number;
  amountVat: number;
  amountWithoutVat: number;
}

/**
 * Splits a price including VAT into its parts, in whole öre (`000` §3 Receipt, `decisions.md` §3, §8): VAT is
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
