import { describe, expect, it } from 'vitest';
import { addressPrice, formatPriceKr, purchaseOfProduct, splitVat, type AddressPriceInput } from './prices';

const newSite: AddressPriceInput['site'] = {
  active: false,
  subdomainAlreadyOwned: false,
  customDomainRegistrationsAvailable: false,
};
const activeSite: AddressPriceInput['site'] = { ...newSite, active: true };

describe('addressPrice', () => {
  it.each([
    ['party', 'subdomain', 49900],
    ['event', 'subdomain', 49900],
    ['wedding', 'subdomain', 59900],
    ['party', 'extend_subdomain', 49900],
    ['wedding', 'extend_subdomain', 59900],
    ['party', 'domain_name', 119900],
    ['wedding', 'domain_name', 119900],
    ['party', 'domain_name_other_registrar', 119900],
    ['wedding', 'domain_name_other_registrar', 119900],
  ] as const)('sells %s %s for %i öre', (brand, purchase, priceOre) => {
    expect(addressPrice({ brand, purchase, site: newSite })).toEqual({ product: purchase, priceOre });
  });

  it('makes a subdomain the site already owns free, with a note', () => {
    expect(
      addressPrice({
        brand: 'party',
        purchase: 'subdomain',
        site: { ...activeSite, subdomainAlreadyOwned: true },
      }),
    ).toEqual({
      product: null,
      priceOre: 0,
      note: 'subdomainAlreadyOwned',
    });
  });

  it('always charges an extension', () => {
    expect(
      addressPrice({
        brand: 'wedding',
        purchase: 'extend_subdomain',
        site: { ...activeSite, subdomainAlreadyOwned: true },
      }),
    ).toEqual({ product: 'extend_subdomain', priceOre: 59900 });
  });

  it.each([
    ['party', 'domain_name', 'domain_name_upgrade_from_subdomain', 70000],
    ['event', 'domain_name', 'domain_name_upgrade_from_subdomain', 70000],
    ['wedding', 'domain_name', 'domain_name_upgrade_from_subdomain', 60000],
    ['party', 'domain_name_other_registrar', 'domain_name_other_registrar_upgrade_from_subdomain', 70000],
    ['wedding', 'domain_name_other_registrar', 'domain_name_other_registrar_upgrade_from_subdomain', 60000],
  ] as const)('sells %s %s on an active site as the upgrade %s', (brand, purchase, product, priceOre) => {
    expect(addressPrice({ brand, purchase, site: activeSite })).toEqual({ product, priceOre });
  });

  it.each([true, 1, 3])(
    'makes a custom domain free with no product when registrations are available (%j)',
    (available) => {
      for (const purchase of ['domain_name', 'domain_name_other_registrar'] as const) {
        for (const site of [newSite, activeSite]) {
          expect(
            addressPrice({
              brand: 'party',
              purchase,
              site: { ...site, customDomainRegistrationsAvailable: available },
            }),
          ).toEqual({
            product: null,
            priceOre: 0,
          });
        }
      }
    },
  );

  it.each([false, 0, null, undefined])(
    'charges a custom domain when no registration is available (%j)',
    (available) => {
      expect(
        addressPrice({
          brand: 'party',
          purchase: 'domain_name',
          site: { ...newSite, customDomainRegistrationsAvailable: available },
        }),
      ).toEqual({ product: 'domain_name', priceOre: 119900 });
    },
  );
});

describe('the own-domain offer (000 §9)', () => {
  it('prices a domain already registered at another registrar at 499 kr', () => {
    for (const brand of ['party', 'wedding', 'event'] as const) {
      expect(
        addressPrice({
          brand,
          purchase: 'domain_name_other_registrar',
          site: newSite,
          domainAlreadyRegistered: true,
        }),
      ).toEqual({ product: 'domain_name_other_registrar', priceOre: 49900 });
      expect(
        addressPrice({
          brand,
          purchase: 'domain_name_other_registrar',
          site: activeSite,
          domainAlreadyRegistered: true,
        }),
      ).toEqual({ product: 'domain_name_other_registrar_upgrade_from_subdomain', priceOre: 49900 });
    }
  });

  it('does not change the price of a domain to register', () => {
    expect(
      addressPrice({ brand: 'party', purchase: 'domain_name', site: newSite, domainAlreadyRegistered: true }),
    ).toEqual({ product: 'domain_name', priceOre: 119900 });
  });
});

describe('purchaseOfProduct', () => {
  it('maps the upgrades back to their purchase', () => {
    expect(purchaseOfProduct('domain_name_upgrade_from_subdomain')).toBe('domain_name');
    expect(purchaseOfProduct('domain_name_other_registrar_upgrade_from_subdomain')).toBe(
      'domain_name_other_registrar',
    );
    expect(purchaseOfProduct('extend_subdomain')).toBe('extend_subdomain');
  });
});

describe('formatPriceKr', () => {
  it('shows whole kronor with Swedish spacing', () => {
    expect(formatPriceKr(49900)).toBe('499\u00a0kr');
    expect(formatPriceKr(119900)).toBe('1\u00a0199\u00a0kr');
    expect(formatPriceKr(0)).toBe('0\u00a0kr');
  });

  it('shows öre only when there are any, with a decimal comma', () => {
    expect(formatPriceKr(49950)).toBe('499,50\u00a0kr');
    expect(formatPriceKr(1)).toBe('0,01\u00a0kr');
  });
});

describe('splitVat', () => {
  it('takes VAT as 20 % of the price including VAT', () => {
    expect(splitVat(49900)).toEqual({ amountWithVat: 49900, amountVat: 9980, amountWithoutVat: 39920 });
    expect(splitVat(119900)).toEqual({ amountWithVat: 119900, amountVat: 23980, amountWithoutVat: 95920 });
  });

  it('is 25 % VAT on the net amount', () => {
    const { amountVat, amountWithoutVat } = splitVat(70000);
    expect(amountVat).toBe(amountWithoutVat * 0.25);
  });

  it('rounds VAT to the nearest öre and keeps the parts adding up', () => {
    expect(splitVat(49902)).toEqual({ amountWithVat: 49902, amountVat: 9980, amountWithoutVat: 39922 });
    expect(splitVat(49903)).toEqual({ amountWithVat: 49903, amountVat: 9981, amountWithoutVat: 39922 });
    expect(splitVat(1)).toEqual({ amountWithVat: 1, amountVat: 0, amountWithoutVat: 1 });
    expect(splitVat(0)).toEqual({ amountWithVat: 0, amountVat: 0, amountWithoutVat: 0 });
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %j', (amount) => {
    expect(() => splitVat(amount)).toThrow(RangeError);
  });
});
