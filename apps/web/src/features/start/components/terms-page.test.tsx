import { paymentProductTerms } from '@eventsite/core/constants/payment-products';
import { formatPrice } from '@eventsite/core/rules/prices';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderEditApp } from '../../../test/render-edit-app';

/** A price as the page shows it; Testing Library reads its non-breaking spaces as plain ones. */
function price(priceOre: number, market: 'se' | 'dk' = 'se'): string {
  return formatPrice(market, priceOre).replace(/\s/g, ' ');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the terms page', () => {
  it('shows the terms with their sections, the prices from core and the contact address', async () => {
    mockFetch(() => undefined);
    renderEditApp('/villkor');

    expect(await screen.findByRole('heading', { level: 1, name: 'Användarvillkor' })).toBeVisible();
    for (const section of [
      'Tjänsten',
      'Ditt konto',
      'Gästernas personuppgifter',
      'Priser och betalning',
      'Ångerrätt',
      'Uppsägning',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    expect(document.body).toHaveTextContent(price(paymentProductTerms('se', 'party', 'subdomain').priceOre));
    expect(screen.getAllByRole('link', { name: 'hej@festsidan.se' })[0]).toHaveAttribute(
      'href',
      'mailto:hej@festsidan.se',
    );
    await waitFor(() => expect(document.title).toBe('Användarvillkor - Festsidan'));
  });

  it('on the Danish market is Danish, in Danish kroner, paid by card or MobilePay, never Swish', async () => {
    mockFetch(() => undefined);
    renderEditApp('/villkor', {
      config: { market: 'dk', productName: 'Festsiden', contactMail: 'hej@festsiden.dk' },
      language: 'da',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Vilkår og betingelser' })).toBeVisible();
    expect(document.body).toHaveTextContent('349,00 kr.');
    expect(document.body).toHaveTextContent(
      price(paymentProductTerms('dk', 'party', 'subdomain').priceOre, 'dk'),
    );
    expect(document.body).toHaveTextContent(
      'Alle priser er i danske kroner inklusive moms. Du betaler med kort eller MobilePay',
    );
    expect(document.body).not.toHaveTextContent(/Swish|svenske|SEK/);
    expect(screen.getAllByRole('link', { name: 'hej@festsiden.dk' })[0]).toBeVisible();
  });

  it('is in English too', async () => {
    mockFetch(() => undefined);
    renderEditApp('/villkor', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  });
});
