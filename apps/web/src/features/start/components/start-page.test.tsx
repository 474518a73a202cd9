import { paymentProductTerms } from '@eventsite/core/constants/payment-products';
import type { Brand } from '@eventsite/core/constants/platform';
import { formatPrice } from '@eventsite/core/rules/prices';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderEditApp } from '../../../test/render-edit-app';

/** A price as the page shows it; Testing Library reads its non-breaking spaces as plain ones. */
function price(priceOre: number): string {
  return formatPrice('se', priceOre).replace(/\s/g, ' ');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const BRANDS = [
  { brand: 'party', productName: 'Festsidan', heading: 'En egen hemsida för din fest', start: '/snabbstart' },
  {
    brand: 'wedding',
    productName: 'Bröllopssidan',
    heading: 'En vacker hemsida för ert bröllop',
    start: '/kom-igang',
  },
  {
    brand: 'event',
    productName: 'Eventsidan',
    heading: 'En egen hemsida för ditt event',
    start: '/snabbstart',
  },
] as const satisfies readonly { brand: Brand; productName: string; heading: string; start: string }[];

function renderStart(brand: Brand, productName: string) {
  mockFetch(() => undefined);
  return renderEditApp('/', {
    config: { brand, productName, domain: `${brand}.example.se`, contactMail: `hej@${brand}.example.se` },
  });
}

describe('the start page', () => {
  it.each(BRANDS)(
    'names $productName, pitches its own occasion and links to its start, the demo and the login',
    async ({ brand, productName, heading, start }) => {
      renderStart(brand, productName);

      const hero = await screen.findByRole('heading', { level: 1, name: heading });
      expect(hero).toBeVisible();
      expect(screen.getByText(new RegExp(`^${productName} · `))).toBeVisible();
      for (const link of screen.getAllByRole('link', { name: 'Prova gratis' })) {
        expect(link).toHaveAttribute('href', start);
      }
      for (const link of screen.getAllByRole('link', { name: 'Se en demosida' })) {
        expect(link).toHaveAttribute('href', '/demo');
      }
      expect(screen.getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/logga-in');
      expect(screen.getByRole('link', { name: `hej@${brand}.example.se` })).toHaveAttribute(
        'href',
        `mailto:hej@${brand}.example.se`,
      );
      expect(screen.getByRole('link', { name: 'Användarvillkor' })).toHaveAttribute('href', '/villkor');
      await waitFor(() => expect(document.title).toMatch(new RegExp(` - ${productName}$`)));
    },
  );

  it.each(BRANDS)(
    "shows the $brand brand's prices from core's product table",
    async ({ brand, productName }) => {
      renderStart(brand, productName);

      const subdomain = await screen.findByRole('article', { name: 'Subdomän' });
      const { priceOre, months } = paymentProductTerms('se', brand, 'subdomain');
      expect(within(subdomain).getByText(price(priceOre))).toBeVisible();
      expect(subdomain).toHaveTextContent(`${months} månader`);
      expect(subdomain).toHaveTextContent(`.${brand}.example.se`);

      const ownDomain = screen.getByRole('article', { name: 'Egen domän' });
      expect(
        within(ownDomain).getByText(price(paymentProductTerms('se', brand, 'domain_name').priceOre)),
      ).toBeVisible();
    },
  );

  it('offers the gift registry where the brand has one, and the event brand never mentions it', async () => {
    const party = renderStart('party', 'Festsidan');
    expect(await screen.findByRole('heading', { name: 'Önskelista' })).toBeVisible();
    party.unmount();

    renderStart('event', 'Eventsidan');
    await screen.findByRole('heading', { level: 1 });
    expect(document.body).not.toHaveTextContent(/önskelist/i);
  });

  it('speaks the chosen language', async () => {
    mockFetch(() => undefined);
    renderEditApp('/', { language: 'da', config: { brand: 'wedding', productName: 'Bryllupssiden' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'En smuk hjemmeside til jeres bryllup' }),
    ).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Prøv gratis' })[0]).toHaveAttribute('href', '/kom-igang');
  });

  it('on the Danish market shows Danish prices, MobilePay and the Danish demo, whatever the language', async () => {
    mockFetch(() => undefined);
    renderEditApp('/', {
      language: 'en',
      config: { brand: 'wedding', market: 'dk', productName: 'Bryllupssiden' },
    });
    expect(await screen.findByText('All prices include VAT. You pay by card or MobilePay.')).toBeVisible();
    expect(document.body).toHaveTextContent('449,00 kr.');
    expect(document.body).toHaveTextContent('Sofie & Mads');
    expect(document.body).toHaveTextContent('Kokkedal Castle');
    expect(document.body).toHaveTextContent('sofieogmads.dk');
    expect(document.body).not.toHaveTextContent(/Swish|Bosjökloster|Emma & Oskar|emmaochoskar/);
  });
});
