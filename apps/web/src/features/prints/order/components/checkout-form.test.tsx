import { defaultPrintContent } from '@eventsite/core/rules/print-layout-content';
import type { Print } from '@eventsite/core/schemas/print';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../../test/fetch-mock';
import { renderOwnerScreen } from '../../../../test/render-owner-screen';
import { CheckoutForm } from './checkout-form';

const hsl = (h: number, s: number, l: number) => ({ h, s, l });

const PRINT: Print & { _id: string } = {
  _id: 'p1',
  site: 's1',
  layout: 'GENESIS',
  purpose: 'invitation',
  content: defaultPrintContent('GENESIS', { language: 'sv', qrUrl: 'https://anna.brollopssidan.se' }),
  colorScheme: {
    primary: hsl(20, 38, 52),
    background: hsl(36, 33, 96),
    surface: hsl(30, 25, 90),
    onPrimary: hsl(0, 0, 100),
    onBackground: hsl(20, 20, 18),
    onSurface: hsl(20, 20, 18),
  },
  fonts: { heading: 'Playfair Display', text: 'Lato' },
  trim: 'none',
};

const METHODS = [
  {
    shipmentMethodUid: 'budbee-home',
    name: 'Budbee Hemleverans',
    type: 'normal',
    price: 12500,
    minDeliveryDays: 1,
    maxDeliveryDays: 3,
  },
  {
    shipmentMethodUid: 'postnord-mypack-collect',
    name: 'PostNord MyPack Collect',
    type: 'pick_up',
    price: 9500,
    minDeliveryDays: 2,
    maxDeliveryDays: 4,
  },
];

function renderCheckout(
  market: 'se' | 'dk' = 'se',
  handler: (request: RecordedRequest) => Response | undefined = () => undefined,
  print: Print & { _id: string } = PRINT,
  methods: unknown[] = METHODS,
  households = 0,
  printsHouseholdCards = true,
) {
  const requests = mockFetch((request) => {
    if (request.path === '/api/orders/shipmentMethods') return jsonResponse({ shipmentMethods: methods });
    if (request.path === '/api/sites/s1/households') return jsonResponse(guestList(households));
    return handler(request);
  });
  const rendered = renderOwnerScreen(
    'redigera/:siteId/inbjudningar/:printId/bestall',
    <CheckoutForm siteId="s1" print={print} siteHost="anna.brollopssidan.se" printDirty={false} />,
    {
      path: '/redigera/s1/inbjudningar/p1/bestall',
      config: { brand: 'wedding', market, printsHouseholdCards },
      otherRoutes: [{ path: 'redigera/:siteId/inbjudningar/:printId', element: <h1>Kortet</h1> }],
    },
  );
  return { ...rendered, requests };
}

/** A guest list of `count` households, as `GET /api/sites/{siteId}/households` answers it. */
function guestList(count: number) {
  return {
    households: Array.from({ length: count }, (_, index) => ({
      _id: `h${index}`,
      token: `token-of-household-number-${index}`,
      name: `Familjen ${index}`,
      members: [`Gäst ${index}`],
      mail: '',
      phone: '',
      language: 'sv',
      tags: [],
      createdAt: '2031-01-01T00:00:00.000Z',
      changedAt: '2031-01-01T00:00:00.000Z',
      answerStatus: 'notAnswered',
      memberAnswers: [{ name: `Gäst ${index}`, status: 'notAnswered', attendance: [] }],
      lastRemindedAt: null,
    })),
    counts: { invited: count, yes: 0, no: 0, notAnswered: count },
    people: { invited: count, yes: 0, no: 0, notAnswered: count },
    eventCounts: [],
    uninvitedAttempts: [],
  };
}

const total = () => screen.getByTestId('order-total').textContent?.replaceAll('\u00a0', ' ');
const vat = () => screen.getByTestId('order-vat').textContent?.replaceAll('\u00a0', ' ');

async function fillAddress(user: ReturnType<typeof renderCheckout>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value !== '') await user.type(field, value);
  }
}

const SWEDISH_ADDRESS = {
  Förnamn: 'Anna',
  Efternamn: 'Berg',
  Adress: 'Storgatan 1',
  Postnummer: '123 45',
  Ort: 'Stockholm',
  'E-post': 'anna@example.se',
  Telefon: '070 123 45 67',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the print checkout (002 §5, §9)', () => {
  it('links the card’s print-ready PDF beside its preview (issue 39 item 6)', () => {
    renderCheckout();
    expect(screen.getByRole('link', { name: 'Se korrekturet som PDF' })).toHaveAttribute(
      'href',
      '/api/prints/p1/pdf',
    );
  });

  it('offers 10 to 300 cards in steps of 10, 10 chosen', () => {
    renderCheckout();
    const quantity = screen.getByLabelText('Antal kort');
    const values = within(quantity)
      .getAllByRole('option')
      .map((option) => Number((option as HTMLOptionElement).value));
    expect(values).toHaveLength(30);
    expect(values[0]).toBe(10);
    expect(values.at(-1)).toBe(300);
    expect(values.every((value, index) => value === 10 + index * 10)).toBe(true);
    expect(quantity).toHaveValue('10');
  });

  it('totals (card + envelope + rounded corners) × quantity + 95 kr, VAT 20 % of the total', async () => {
    const { user } = renderCheckout();
    expect(total()).toBe('245 kr');
    expect(vat()).toBe('49 kr');
    await user.selectOptions(screen.getByLabelText('Antal kort'), '20');
    await user.click(screen.getByRole('radio', { name: /Premiumkuvert/ }));
    await user.click(screen.getByRole('checkbox', { name: /Rundade hörn/ }));
    expect(total()).toBe('535 kr');
    expect(vat()).toBe('107 kr');
    expect(screen.getByText('Premiumkuvert, 20 st')).toBeVisible();
  });

  it('requires every address field, a mail address and a Swedish post code, and orders nothing until then', async () => {
    const { user, requests } = renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Beställ' }));
    expect(screen.getAllByText('Fyll i det här fältet.')).toHaveLength(7);
    await fillAddress(user, { ...SWEDISH_ADDRESS, 'E-post': 'anna', Postnummer: '1234' });
    await user.click(screen.getByRole('button', { name: 'Beställ' }));
    expect(screen.getByText('Skriv en giltig e-postadress, till exempel namn@exempel.se.')).toBeVisible();
    expect(screen.getByText('Ange ett svenskt postnummer med fem siffror.')).toBeVisible();
    expect(screen.getByText('Börja med +46, till exempel +46 70 123 45 67.')).toBeVisible();
    expect(requests.filter((request) => request.path.startsWith('/api/orders'))).toHaveLength(0);
  });

  it('asks for the methods with 10 cards and standard envelopes, chooses the cheapest and adds its price', async () => {
    const { user, requests } = renderCheckout();
    await user.selectOptions(screen.getByLabelText('Antal kort'), '50');
    await fillAddress(user, SWEDISH_ADDRESS);
    expect(await screen.findByText('Beräknad leveranstid: 2–4 dagar')).toBeVisible();
    const asked = requests.find((request) => request.path === '/api/orders/shipmentMethods');
    expect(asked?.body).toMatchObject({
      print: 'p1',
      quantity: 10,
      envelopes: 'standard',
      shippingAddress: { postCode: '123 45', phone: '+46701234567' },
    });
    expect(screen.getByRole('radio', { name: /PostNord MyPack Collect/ })).toBeChecked();
    expect(total()).toBe('845 kr');
    await user.click(screen.getByRole('radio', { name: /Budbee Hemleverans/ }));
    expect(total()).toBe('875 kr');
  });

  it('creates the order with the chosen method and opens the payment dialog at the server’s total', async () => {
    const { user, requests } = renderCheckout('se', (request) => {
      if (request.method === 'POST' && request.path === '/api/orders')
        return jsonResponse({ _id: 'o1' }, 201);
      if (request.path === '/api/orders/o1')
        return jsonResponse({
          _id: 'o1',
          items: [{ title: 'Inbjudningskort A6, 10 st', print: 'p1', priceInclVat: 15000 }],
          shipment: { priceInclVat: 9500 },
          totalInclVat: 24500,
          totalVat: 4900,
          paid: false,
        });
      return undefined;
    });
    await fillAddress(user, SWEDISH_ADDRESS);
    await screen.findByText('Beräknad leveranstid: 2–4 dagar');
    await user.click(screen.getByRole('button', { name: 'Beställ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Betalning' });
    expect(within(dialog).getByText('Inbjudningskort, 10 st')).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'Swish' })).toBeVisible();
    expect(requests.find((request) => request.path === '/api/orders')?.body).toMatchObject({
      print: 'p1',
      site: 's1',
      quantity: 10,
      envelopes: 'none',
      shipmentMethodUid: 'postnord-mypack-collect',
      shipmentMethodName: 'PostNord MyPack Collect',
    });
  });

  it('warns before ordering when the QR code leads elsewhere than the site; cancel goes to the card', async () => {
    const elsewhere = {
      ...PRINT,
      content: defaultPrintContent('GENESIS', { language: 'sv', qrUrl: 'https://other.example/rsvp' }),
    };
    const { user, requests, router } = renderCheckout('se', () => undefined, elsewhere);
    await fillAddress(user, SWEDISH_ADDRESS);
    await screen.findByText('Beräknad leveranstid: 2–4 dagar');
    await user.click(screen.getByRole('button', { name: 'Beställ' }));
    const warning = await screen.findByRole('dialog', { name: 'Verifiera url i QR-kod' });
    expect(warning).toHaveTextContent('https://other.example/rsvp');
    expect(warning).toHaveTextContent('anna.brollopssidan.se');
    await user.click(within(warning).getByRole('button', { name: 'Avbryt' }));
    expect(await screen.findByRole('heading', { name: 'Kortet' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/redigera/s1/inbjudningar/p1');
    expect(requests.filter((request) => request.path === '/api/orders')).toHaveLength(0);
  });

  it('shows an unknown carrier and delivery type raw and reports them (002 §8)', async () => {
    const unknown = {
      shipmentMethodUid: 'bring-locker',
      name: 'Bring Pakkeboks',
      type: 'parcel_locker',
      price: 9900,
      minDeliveryDays: 1,
      maxDeliveryDays: 2,
    };
    const { user, requests } = renderCheckout('se', () => undefined, PRINT, [...METHODS, unknown]);
    await fillAddress(user, SWEDISH_ADDRESS);
    const raw = await screen.findByRole('radio', { name: /Bring Pakkeboks/ });
    expect(raw.closest('label')).toHaveTextContent('parcel_locker');
    await waitFor(() =>
      expect(requests.find((request) => request.path === '/api/logs/')?.body).toMatchObject({
        info: { name: 'Bring Pakkeboks', type: 'parcel_locker' },
      }),
    );
  });

  it('offers a personal QR per household only with a guest list; it sets the quantity to the households rounded up to tens', async () => {
    const { user, requests } = renderCheckout(
      'se',
      (request) => {
        if (request.method === 'POST' && request.path === '/api/orders')
          return jsonResponse({ _id: 'o1' }, 201);
        if (request.path === '/api/orders/o1')
          return jsonResponse({
            _id: 'o1',
            items: [],
            shipment: { priceInclVat: 9500 },
            totalInclVat: 39500,
            totalVat: 7900,
          });
        return undefined;
      },
      PRINT,
      METHODS,
      13,
    );
    const option = await screen.findByRole('checkbox', { name: /En personlig QR-kod per hushåll/ });
    expect(screen.getByText('13 hushåll i gästlistan blir 20 kort.', { exact: false })).toBeInTheDocument();
    await user.click(option);
    expect(screen.getByLabelText('Antal kort')).toHaveValue('20');
    expect(screen.getByLabelText('Antal kort')).toBeDisabled();
    expect(total()).toBe('395 kr');
    await fillAddress(user, SWEDISH_ADDRESS);
    await screen.findByRole('radio', { name: /PostNord MyPack Collect/ });
    await user.click(screen.getByRole('button', { name: 'Beställ' }));
    await waitFor(() =>
      expect(requests.find((request) => request.path === '/api/orders')?.body).toMatchObject({
        quantity: 20,
        householdQr: true,
      }),
    );
  });

  it('orders a thank-you card as one: one card per household with its name, paid as Tackkort (issue 37 item 4)', async () => {
    const { user, requests } = renderCheckout(
      'se',
      (request) => {
        if (request.method === 'POST' && request.path === '/api/orders')
          return jsonResponse({ _id: 'o1' }, 201);
        if (request.path === '/api/orders/o1')
          return jsonResponse({
            _id: 'o1',
            items: [{ title: 'Tackkort A6, 20 st', print: 'p1', priceInclVat: 30000 }],
            shipment: { priceInclVat: 9500 },
            totalInclVat: 39500,
            totalVat: 7900,
            paid: false,
          });
        return undefined;
      },
      { ...PRINT, purpose: 'thankYou' },
      METHODS,
      13,
    );
    const option = await screen.findByRole('checkbox', { name: /Ett kort per hushåll, med deras namn/ });
    expect(screen.getByText(/med sitt namn tryckt på baksidan/)).toBeInTheDocument();
    await user.click(option);
    await fillAddress(user, SWEDISH_ADDRESS);
    await screen.findByRole('radio', { name: /PostNord MyPack Collect/ });
    await user.click(screen.getByRole('button', { name: 'Beställ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Betalning' });
    expect(within(dialog).getByText('Tackkort, 20 st')).toBeVisible();
    expect(requests.find((request) => request.path === '/api/orders')?.body).toMatchObject({
      quantity: 20,
      householdQr: true,
    });
  });

  it('says why personal QR codes cannot be chosen when the printer cannot print personal cards', async () => {
    const { user, requests } = renderCheckout('se', () => undefined, PRINT, METHODS, 13, false);
    const option = await screen.findByRole('checkbox', { name: /En personlig QR-kod per hushåll/ });
    expect(option).toBeDisabled();
    expect(
      screen.getByText('Vårt tryckeri kan inte trycka personliga kort ännu, så alla kort får samma QR-kod.'),
    ).toBeVisible();
    expect(screen.queryByText(/13 hushåll i gästlistan/)).not.toBeInTheDocument();
    await user.click(option);
    expect(option).not.toBeChecked();
    expect(screen.getByLabelText('Antal kort')).toBeEnabled();
    expect(requests.some((request) => request.path === '/api/orders')).toBe(false);
  });

  it('does not offer personal QR codes without households', async () => {
    const { requests } = renderCheckout();
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/sites/s1/households')).toBe(true),
    );
    expect(screen.queryByRole('checkbox', { name: /personlig QR-kod/ })).not.toBeInTheDocument();
  });

  it('prices a Danish order in kroner and offers MobilePay (decisions.md §8)', async () => {
    const { user } = renderCheckout('dk');
    expect(total()).toBe('179,00 kr.');
    await user.selectOptions(screen.getByLabelText('Antal kort'), '20');
    await user.click(screen.getByRole('radio', { name: /Premiumkuvert/ }));
    await user.click(screen.getByRole('checkbox', { name: /Rundade hörn/ }));
    // (11 + 4 + 1,50) × 20 + 69 = 399 kr.
    expect(total()).toBe('399,00 kr.');
    expect(vat()).toBe('79,80 kr.');
    expect(screen.getByText(/MobilePay i nästa steg/)).toBeVisible();
    await fillAddress(user, { ...SWEDISH_ADDRESS, Postnummer: '12345', Telefon: '12 34 56 78' });
    await user.click(screen.getByRole('button', { name: 'Beställ' }));
    expect(screen.getByText('Ange ett danskt postnummer med fyra siffror.')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByText('Börja med +45, till exempel +45 12 34 56 78.')).toBeVisible(),
    );
  });
});
