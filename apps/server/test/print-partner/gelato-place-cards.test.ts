import { describe, expect, it } from 'vitest';
import { GelatoPrintPartner } from '../../src/print-partner/gelato-print-partner';
import type { PartnerOrder } from '../../src/print-partner/print-partner';

const ADDRESS = {
  firstName: 'Anna',
  lastName: 'Berg',
  addressLine1: 'Storgatan 1',
  postCode: '411 01',
  city: 'Göteborg',
  email: 'anna@example.se',
  phone: '+46701234567',
};

/** The adapter with a stand-in for Gelato's API that keeps the bodies it was sent. */
function gelatoWith(placeCardProductUids?: { folded?: string; flat?: string }) {
  const bodies: {
    items: { itemReferenceId: string; productUid: string; files?: { url: string }[]; quantity: number }[];
  }[] = [];
  const partner = new GelatoPrintPartner({
    apiUrl: 'https://gelato.test',
    apiKey: 'key',
    cardProductUid: 'cards_pf_a6_pt_300-gsm-matte_cl_4-4',
    envelopeProductUids: {},
    ...(placeCardProductUids ? { placeCardProductUids } : {}),
    shipmentMethodUid: undefined,
    market: 'se',
    fetch: (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)) as (typeof bodies)[number]);
      return Promise.resolve(Response.json({ id: 'gelato-1' }));
    },
  });
  return { partner, bodies };
}

const placeCards = (product: PartnerOrder['product']): PartnerOrder => ({
  orderId: 'o1',
  product,
  quantity: 3,
  cardsInPdf: 3,
  envelopes: 'none',
  roundedCorners: false,
  shippingAddress: ADDRESS,
  shipmentMethod: {
    name: 'PostNord',
    type: 'normal',
    price: 9500,
    minDeliveryDays: 1,
    maxDeliveryDays: 3,
    shipmentMethodUid: 'pn',
  },
  pdfUrl: 'https://x.test/all.pdf',
  cardPdfUrls: ['https://x.test/1.pdf', 'https://x.test/2.pdf', 'https://x.test/3.pdf'],
});

describe('Gelato and place cards (issue 35 item 2)', () => {
  it('sends each place card as an item of its own on the format’s product, once', async () => {
    const { partner, bodies } = gelatoWith({ folded: 'place-folded', flat: 'place-flat' });
    await partner.submit(placeCards('placeCardFlat'));
    expect(bodies[0]?.items).toEqual([
      {
        itemReferenceId: 'o1-card-1',
        productUid: 'place-flat',
        files: [{ type: 'default', url: 'https://x.test/1.pdf' }],
        quantity: 1,
      },
      {
        itemReferenceId: 'o1-card-2',
        productUid: 'place-flat',
        files: [{ type: 'default', url: 'https://x.test/2.pdf' }],
        quantity: 1,
      },
      {
        itemReferenceId: 'o1-card-3',
        productUid: 'place-flat',
        files: [{ type: 'default', url: 'https://x.test/3.pdf' }],
        quantity: 1,
      },
    ]);
    await partner.submit(placeCards('placeCardFolded'));
    expect(bodies[1]?.items.every((item) => item.productUid === 'place-folded')).toBe(true);
  });

  it('hands over no place cards of a format without a configured product', async () => {
    const { partner, bodies } = gelatoWith();
    await expect(partner.submit(placeCards('placeCardFolded'))).rejects.toThrow(/placeCardFolded/);
    expect(bodies).toEqual([]);
  });
});
