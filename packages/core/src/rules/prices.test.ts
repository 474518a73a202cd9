import { describe, expect, it } from 'vitest';
import { addressPrice, formatPrice, purchaseOfProduct, splitVat, type AddressPriceInput } from './prices';

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
    expect(addressPrice({ market: 'se', brand, purchase, site: newSite })).toEqual({
      product: purchase,
      priceOre,
    });
  });

  it('makes a subdomain the site already owns free, with a note', () => {
    expect(
      addressPrice({
        market: 'se',
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
        market: 'se',
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
    expect(addressPrice({ market: 'se', brand, purchase, site: activeSite })).toEqual({ product, priceOre });
  });

  it.each([true, 1, 3])(
    'makes a custom domain free with no product when registrations are available (%j)',
    (available) => {
      for (const purchase of ['domain_name', 'domain_name_other_registrar'] as const) {
        for (const site of [newSite, activeSite]) {
          expect(
            addressPrice({
              market: 'se',
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
          market: 'se',
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
          market: 'se',
          brand,
          purchase: 'domain_name_other_registrar',
          site: newSite,
          domainAlreadyRegistered: true,
        }),
      ).toEqual({ product: 'domain_name_other_registrar', priceOre: 49900 });
      expect(
        addressPrice({
          market: 'se',
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
      addressPrice({
        market: 'se',
        brand: 'party',
        purchase: 'domain_name',
        site: newSite,
        domainAlreadyRegistered: true,
      }),
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

describe('formatPrice', () => {
  it('shows whole kronor with Swedish spacing', () => {
    expect(formatPrice('se', 49900)).toBe('499\u00a0kr');
    expect(formatPrice('se', 119900)).toBe('1\u00a0199\u00a0kr');
    expect(formatPrice('se', 0)).toBe('0\u00a0kr');
  });

  it('shows öre only when there are any, with a decimal comma', () => {
    expect(formatPrice('se', 49950)).toBe('499,50\u00a0kr');
    expect(formatPrice('se', 1)).toBe('0,01\u00a0kr');
  });

  it('shows öre on every amount of a statement when any of them has öre', () => {
    const receipt = [49900, 9980, 39920];
    expect(receipt.map((amount) => formatPrice('se', amount, receipt))).toEqual([
      '499,00\u00a0kr',
      '99,80\u00a0kr',
      '399,20\u00a0kr',
    ]);
    const order = [30000, 9500, 39500, 7900];
    expect(order.map((amount) => formatPrice('se', amount, order))).toEqual([
      '300\u00a0kr',
      '95\u00a0kr',
      '395\u00a0kr',
      '79\u00a0kr',
    ]);
  });
});

describe('the Danish market (decisions.md §8)', () => {
  it.each([
    ['party', 'subdomain', 34900],
    ['event', 'subdomain', 34900],
    ['wedding', 'subdomain', 44900],
    ['party', 'extend_subdomain', 34900],
    ['wedding', 'extend_subdomain', 44900],
    ['party', 'domain_name', 89900],
    ['wedding', 'domain_name', 89900],
    ['event', 'domain_name_other_registrar', 89900],
    ['wedding', 'domain_name_other_registrar', 89900],
  ] as const)('sells %s %s for %i øre', (brand, purchase, priceOre) => {
    expect(addressPrice({ market: 'dk', brand, purchase, site: newSite })).toEqual({
      product: purchase,
      priceOre,
    });
  });

  it.each([
    ['party', 'domain_name', 'domain_name_upgrade_from_subdomain', 55000],
    ['event', 'domain_name_other_registrar', 'domain_name_other_registrar_upgrade_from_subdomain', 55000],
    ['wedding', 'domain_name', 'domain_name_upgrade_from_subdomain', 45000],
    ['wedding', 'domain_name_other_registrar', 'domain_name_other_registrar_upgrade_from_subdomain', 45000],
  ] as const)('sells %s %s on an active site as the upgrade %s', (brand, purchase, product, priceOre) => {
    expect(addressPrice({ market: 'dk', brand, purchase, site: activeSite })).toEqual({ product, priceOre });
  });

  it('offers a domain already registered at another registrar for 349 kr', () => {
    for (const site of [newSite, activeSite]) {
      expect(
        addressPrice({
          market: 'dk',
          brand: 'party',
          purchase: 'domain_name_other_registrar',
          site,
          domainAlreadyRegistered: true,
        }).priceOre,
      ).toBe(34900);
    }
  });

  it('writes amounts the Danish way, always with øre', () => {
    expect(formatPrice('dk', 34900)).toBe('349,00\u00a0kr.');
    expect(formatPrice('dk', 89900)).toBe('899,00\u00a0kr.');
    expect(formatPrice('dk', 119950)).toBe('1.199,50\u00a0kr.');
    expect(formatPrice('dk', 6980)).toBe('69,80\u00a0kr.');
    expect(formatPrice('dk', 0)).toBe('0,00\u00a0kr.');
  });

  it.each([
    [34900, 6980, 27920],
    [44900, 8980, 35920],
    [89900, 17980, 71920],
    [55000, 11000, 44000],
    [45000, 9000, 36000],
  ])('splits %i øre into %i øre VAT and %i øre without', (amountWithVat, amountVat, amountWithoutVat) => {
    expect(splitVat(amountWithVat)).toEqual({ amountWithVat, amountVat, amountWithoutVat });
    expect(amountVat * 4).toBe(amountWithoutVat);
  });

  it('never writes Swedish kronor for Denmark or Danish for Sweden', () => {
    expect(formatPrice('dk', 34900)).not.toMatch(/SEK|öre/);
    expect(formatPrice('se', 49900)).not.toMatch(/DKK|kr\./);
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
