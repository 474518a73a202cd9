import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderOwnerScreen } from '../../../test/render-owner-screen';
import { PrintOrdersList } from './print-orders-list';

const order = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  items: [{ title: 'Inbjudningskort A6, 20 st', print: 'p1', priceInclVat: 44000 }],
  shipment: { priceInclVat: 9500 },
  totalInclVat: 53500,
  totalVat: 10700,
  paid: status !== 'awaiting_payment',
  status,
  quantity: 20,
  trackingNumber: null,
  createdAt: '2031-03-02T10:00:00.000Z',
  ...extra,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the owner’s print orders (002 §2.5)', () => {
  it('lists paid orders with their status and the tracking number once shipped', async () => {
    mockFetch(({ path }) =>
      path === '/api/sites/s1/orders'
        ? jsonResponse([
            order('o3', 'awaiting_payment'),
            order('o2', 'shipped', { trackingNumber: 'SIM12345678901234' }),
            order('o1', 'in_production'),
          ])
        : undefined,
    );
    renderOwnerScreen('redigera/:siteId/inbjudningar', <PrintOrdersList siteId="s1" />, {
      path: '/redigera/s1/inbjudningar',
    });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Skickad');
    expect(items[0]).toHaveTextContent('Spårningsnummer SIM12345678901234');
    expect(items[1]).toHaveTextContent('Skickad till tryck');
    expect(within(items[1] as HTMLElement).getByRole('link', { name: '20 kort' })).toHaveAttribute(
      'href',
      '/redigera/s1/inbjudningar/bekraftelse/o1',
    );
    expect(items[1]?.textContent?.replaceAll('\u00a0', ' ')).toContain('535 kr');
  });

  it('says so when there are none', async () => {
    mockFetch(({ path }) => (path === '/api/sites/s1/orders' ? jsonResponse([]) : undefined));
    renderOwnerScreen('redigera/:siteId/inbjudningar', <PrintOrdersList siteId="s1" />, {
      path: '/redigera/s1/inbjudningar',
    });
    expect(await screen.findByText('Du har inga beställningar än.')).toBeVisible();
  });
});
