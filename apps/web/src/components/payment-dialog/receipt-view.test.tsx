import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderOwnerScreen } from '../../test/render-owner-screen';
import { ReceiptView } from './receipt-view';

afterEach(() => vi.unstubAllGlobals());

const receipt = {
  product: 'print_order',
  amountWithVat: 64_900,
  amountVat: 12_980,
  amountWithoutVat: 51_920,
  paymentMethod: 'card',
  date: '2030-05-02T10:00:00.000Z',
  reference: 'pi_123',
};

function renderReceipt(element: React.ReactElement, path: string, language: 'sv' | 'en' | 'da' = 'sv') {
  mockFetch((request) => (request.path === path ? jsonResponse(receipt) : undefined));
  renderOwnerScreen('kvitto', element, { path: '/kvitto', language });
}

// Prices are written with a no-break space before 'kr'.
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

describe('the receipt (000 §3, issue 39 item 6)', () => {
  it('itemises an order: each line with its quantity, unit price, VAT and total', async () => {
    renderReceipt(
      <ReceiptView
        owner={{ orderId: 'order-1' }}
        reference="pi_123"
        lines={[
          { item: 'Inbjudningskort A5', quantity: 50, totalInclVat: 59_900 },
          { item: 'Frakt', quantity: 1, totalInclVat: 5_000 },
        ]}
      />,
      '/api/orders/order-1/payment/receipt/pi_123',
    );
    const table = await screen.findByRole('table', { name: 'Specifikation' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Artikel', 'Antal', 'À-pris', 'Moms', 'Summa']);
    const card = within(table).getByRole('row', { name: /Inbjudningskort A5/ });
    expect(cells(card)).toEqual(['50', '11,98 kr', '119,80 kr', '599,00 kr']);
    const shipping = within(table).getByRole('row', { name: /Frakt/ });
    expect(cells(shipping)).toEqual(['1', '50,00 kr', '10,00 kr', '50,00 kr']);
  });

  it("itemises a publication as its one line, in the interface's language", async () => {
    renderReceipt(
      <ReceiptView owner={{ siteId: 'site-1' }} reference="pi_123" />,
      '/api/sites/site-1/payment/receipt/pi_123',
      'da',
    );
    const table = await screen.findByRole('table', { name: 'Specifikation' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Vare', 'Antal', 'Stykpris', 'Moms', 'I alt']);
    const line = within(table).getByRole('row', { name: /Trykte kort/ });
    expect(cells(line)).toEqual(['1', '649,00 kr', '129,80 kr', '649,00 kr']);
  });
});
