import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderOwnerScreen } from '../../../../test/render-owner-screen';
import { OrderConfirmationPage } from './order-confirmation-page';

afterEach(() => vi.unstubAllGlobals());

const order = {
  _id: 'order-1',
  items: [{ title: 'Inbjudningskort A5', print: 'print-1', priceInclVat: 59_900 }],
  shipment: { priceInclVat: 5_000 },
  totalInclVat: 64_900,
  totalVat: 12_980,
  paid: true,
  status: 'paid',
  paymentReference: 'pi_1',
  quantity: 50,
};

const receipt = {
  product: 'print_order',
  amountWithVat: 64_900,
  amountVat: 12_980,
  amountWithoutVat: 51_920,
  paymentMethod: 'card',
  date: '2030-05-02T10:00:00.000Z',
  reference: 'pi_1',
};

// Prices are written with a no-break space before 'kr'.
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

describe('the order confirmation (002 §2.1, issue 39 item 6)', () => {
  it('itemises the order and its receipt: the cards by quantity and unit price, then shipping', async () => {
    mockFetch((request) => {
      if (request.path === '/api/orders/order-1') return jsonResponse(order);
      if (request.path === '/api/orders/order-1/payment/receipt/pi_1') return jsonResponse(receipt);
      return undefined;
    });
    renderOwnerScreen('redigera/:siteId/inbjudningar/bekraftelse/:orderId', <OrderConfirmationPage />, {
      path: '/redigera/site-1/inbjudningar/bekraftelse/order-1',
    });
    await screen.findByRole('region', { name: 'Kvitto' });
    const tables = await screen.findAllByRole('table', { name: 'Specifikation' });
    expect(tables).toHaveLength(2);
    for (const table of tables) {
      expect(cells(within(table).getByRole('row', { name: /Inbjudningskort A5/ }))).toEqual([
        '50',
        '11,98 kr',
        '119,80 kr',
        '599,00 kr',
      ]);
      expect(cells(within(table).getByRole('row', { name: /Frakt/ }))).toEqual([
        '1',
        '50,00 kr',
        '10,00 kr',
        '50,00 kr',
      ]);
    }
  });
});
