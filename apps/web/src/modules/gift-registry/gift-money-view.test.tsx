import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestHousehold } from '@eventsite/core/schemas/household';
import type { GiftRegistryModule, SiteModuleInput } from '@eventsite/core/schemas/site-modules';
import { moduleInContext, type TestContextOptions } from '../module-test-utils';
import { answersFrom, mockFetch, sentBodies } from '../../test/fetch-mock';
import { forgetPersonalLinkHouseholds } from '../shared/personal-link-household';
import { GiftRegistryView } from './gift-registry-view';

type RegistryInput = Extract<SiteModuleInput, { siteModuleType: 'GiftRegistry' }>;
type GiftItemInput = NonNullable<RegistryInput['giftRegistry']>[number];

const trip: GiftItemInput = {
  id: 'trip',
  title: { sv: 'Bröllopsresan', da: 'Bryllupsrejsen' },
  description: { sv: 'Bidra till vår resa till Japan.' },
  reservable: false,
  quantity: null,
  pot: { suggestedAmounts: [20000, 50000, 100000], goal: 2000000, showProgress: true },
};
const bike: GiftItemInput = {
  id: 'bike',
  title: { sv: 'Tandemcykel' },
  reservable: true,
  quantity: 12,
  sharePrice: 50000,
};

const TOKEN = 'token-abcdefghijklmnopqrstuv';
const REPORT_PATH = '/api/gifts/site-1/trip';
const BIKE_PATH = '/api/gift-registry/site-1/gr/bike/v2';
const POST_KEY = { 'GET /api/form-submissions/post-key': { body: { key: 'key-1' } } };

const household: GuestHousehold = {
  name: 'Familjen Berg',
  language: 'sv',
  members: ['Anna Berg', 'Olle Berg'],
  events: [],
  invitedEvents: [],
};

function renderRegistry(
  items: GiftItemInput[],
  registry: Partial<RegistryInput> = { swishNumber: '46701234567' },
  context: TestContextOptions = {},
) {
  const props = moduleInContext<GiftRegistryModule>(
    { id: 'gr', siteModuleType: 'GiftRegistry', giftRegistry: items, ...registry },
    {
      ...context,
      site: {
        giftRegistryReservations: [{ giftRegistryId: 'bike', quantityReserved: 8 }],
        giftPotTotals: [{ potId: 'trip', amount: 320000, count: 7 }],
        ...context.site,
      },
    },
  );
  return render(<GiftRegistryView {...props} />);
}

/** The Swish payment in a `swish://payment?data=` link. */
function swishData(href: string | null): unknown {
  const prefix = 'swish://payment?data=';
  expect(href?.startsWith(prefix)).toBe(true);
  return JSON.parse(decodeURIComponent((href ?? '').slice(prefix.length)));
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPersonalLinkHouseholds();
  window.history.replaceState(null, '', '/');
});

describe('GiftRegistryView, a money gift (issue 37 item 1)', () => {
  it('shows the pot at once with its suggested amounts, and a Swisha link for the chosen amount', async () => {
    renderRegistry([trip, bike, { ...bike, id: 'bike2' }]);
    expect(screen.getByRole('heading', { level: 3, name: 'Bröllopsresan' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Swisha' });
    expect(swishData(link.getAttribute('href'))).toEqual({
      version: 1,
      payee: { value: '46701234567', editable: false },
      message: { value: 'Bröllopsresan', editable: true },
    });

    await userEvent.click(screen.getByRole('radio', { name: '500\u00a0kr' }));
    const chosen = screen.getByRole('link', { name: 'Swisha 500\u00a0kr' });
    expect(swishData(chosen.getAttribute('href'))).toMatchObject({ amount: { value: 500, editable: true } });

    await userEvent.type(screen.getByLabelText('Eget belopp (kr)'), '750');
    expect(screen.getByRole('link', { name: 'Swisha 750\u00a0kr' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '500\u00a0kr' })).not.toBeChecked();
  });

  it('holds the Swisha link and the QR code in the server’s page, before any script', () => {
    const props = moduleInContext<GiftRegistryModule>({
      id: 'gr',
      siteModuleType: 'GiftRegistry',
      giftRegistry: [trip, bike, { ...bike, id: 'bike2' }],
      swishNumber: '46701234567',
    });
    const html = renderToString(<GiftRegistryView {...props} />);
    expect(html).toContain('href="swish://payment?data=');
    expect(html).toContain('src="/api/sites/public/site-1/gift-pot/trip/qr"');
    expect(html).toContain('QR-kod med innehållet C46701234567;;Br%C3%B6llopsresan;6');
  });

  it('links a guest without JavaScript to the pot’s own page, to choose the amount and tell the hosts', () => {
    const props = moduleInContext<GiftRegistryModule>({
      id: 'gr',
      siteModuleType: 'GiftRegistry',
      giftRegistry: [trip],
      swishNumber: '46701234567',
    });
    const html = renderToString(<GiftRegistryView {...props} />);
    expect(html).toMatch(
      /<noscript><a class="[^"]*" href="\/api\/gift-pot-pages\/site-1\/trip\?lang=sv" referrerPolicy="same-origin">Jag har swishat<\/a><\/noscript>/,
    );
  });

  it('gives a computer the QR code of the same payment, its content as text', async () => {
    renderRegistry([trip]);
    await userEvent.click(screen.getByRole('radio', { name: '1\u00a0000\u00a0kr' }));
    const qr = screen.getByRole('img', { name: /^QR-kod med innehållet / });
    expect(qr).toHaveAttribute('src', '/api/sites/public/site-1/gift-pot/trip/qr?amount=100000');
    expect(qr).toHaveAccessibleName('QR-kod med innehållet C46701234567;1000,00;Br%C3%B6llopsresan;6');
    expect(screen.getByText('Skanna med Swish-appen')).toBeInTheDocument();
  });

  it('shows the reported amounts against the goal when the hosts show the progress', () => {
    renderRegistry([trip]);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '3200');
    expect(bar).toHaveAttribute('aria-valuemax', '20000');
    expect(bar).toHaveAccessibleName('');
    expect(bar.getAttribute('aria-valuetext')).toBe('3\u00a0200\u00a0kr av 20\u00a0000\u00a0kr');
    expect(screen.getByText('7 gåvor')).toBeInTheDocument();
  });

  it('hides the progress the hosts keep to themselves', () => {
    renderRegistry([{ ...trip, pot: { suggestedAmounts: [], goal: 2000000, showProgress: false } }]);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('in Denmark shows the MobilePay number with a copy button and a QR code of it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderRegistry([trip], { mobilePayNumber: '4512345678' }, { market: 'dk', language: 'da' });
    expect(screen.queryByRole('link', { name: /Swish|MobilePay/ })).toBeNull();
    expect(screen.getByText('Til 12 34 56 78')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR-kode med indholdet 12345678' })).toHaveAttribute(
      'src',
      '/api/sites/public/site-1/gift-pot/trip/qr',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kopiér nummeret' }));
    expect(writeText).toHaveBeenCalledWith('12 34 56 78');
    expect(await screen.findByText('Nummeret er kopieret')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jeg har betalt' })).toBeInTheDocument();
  });

  it('offers no payment without the hosts’ number, and tells the owner in edit mode', () => {
    const { unmount } = renderRegistry([trip], {});
    expect(screen.queryByRole('link', { name: /Swisha/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Jag har swishat' })).toBeNull();
    unmount();
    renderRegistry([trip], {}, { mode: 'EDIT' });
    expect(screen.getByText(/Lägg till ert Swish-nummer/)).toBeInTheDocument();
  });
});

describe('GiftRegistryView, "Jag har swishat" (issue 37 item 1)', () => {
  it('sends the giver, the amount and a greeting under a post key, then thanks and gives focus back', async () => {
    const requests = mockFetch(
      answersFrom({ ...POST_KEY, [`POST ${REPORT_PATH}`]: { body: { invertedSuccess: false } } }),
    );
    renderRegistry([trip]);
    await userEvent.click(screen.getByRole('radio', { name: '500\u00a0kr' }));
    const opener = screen.getByRole('button', { name: 'Jag har swishat' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Jag har swishat – Bröllopsresan' });
    expect(within(dialog).getByLabelText('Belopp (kr, valfritt)')).toHaveValue('500');
    await userEvent.type(within(dialog).getByLabelText(/Ditt namn/), 'Kusin Vera');
    await userEvent.type(within(dialog).getByLabelText('En hälsning (valfritt)'), 'Grattis!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skicka' }));

    const thanks = await screen.findByRole('dialog', { name: 'Tack för din gåva!' });
    expect(sentBodies(requests, 'POST', REPORT_PATH)).toEqual([
      { postKey: 'key-1', from: 'Kusin Vera', amount: 50000, greeting: 'Grattis!', language: 'sv' },
    ]);
    await userEvent.click(within(thanks).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('needs the giver’s name, focusing the empty field, and takes no amount', async () => {
    const requests = mockFetch(
      answersFrom({ ...POST_KEY, [`POST ${REPORT_PATH}`]: { body: { invertedSuccess: false } } }),
    );
    renderRegistry([trip]);
    await userEvent.click(screen.getByRole('button', { name: 'Jag har swishat' }));
    const dialog = await screen.findByRole('dialog');
    await vi.waitFor(() => expect(within(dialog).getByRole('button', { name: 'Skicka' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skicka' }));
    expect(within(dialog).getByText('Fyll i det här fältet')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Ditt namn/)).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText(/Ditt namn/), 'Vera');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skicka' }));
    await screen.findByRole('dialog', { name: 'Tack för din gåva!' });
    expect(sentBodies(requests, 'POST', REPORT_PATH)).toEqual([
      { postKey: 'key-1', from: 'Vera', amount: null, greeting: '', language: 'sv' },
    ]);
  });

  it('starts the name from the personal link’s household and sends its token', async () => {
    window.history.replaceState(null, '', `/?g=${TOKEN}`);
    const requests = mockFetch(
      answersFrom({
        ...POST_KEY,
        [`GET /api/sites/public/site-1/households/${TOKEN}`]: { body: household },
        [`POST ${REPORT_PATH}`]: { body: { invertedSuccess: false } },
      }),
    );
    renderRegistry([trip]);
    await userEvent.click(screen.getByRole('button', { name: 'Jag har swishat' }));
    const dialog = await screen.findByRole('dialog');
    await vi.waitFor(() => expect(within(dialog).getByLabelText(/Ditt namn/)).toHaveValue('Familjen Berg'));
    await vi.waitFor(() => expect(within(dialog).getByRole('button', { name: 'Skicka' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skicka' }));
    const thanks = await screen.findByRole('dialog', { name: 'Tack för din gåva!' });
    expect(sentBodies(requests, 'POST', REPORT_PATH)).toEqual([
      {
        postKey: 'key-1',
        from: 'Familjen Berg',
        amount: null,
        greeting: '',
        language: 'sv',
        householdToken: TOKEN,
      },
    ]);
    // The payment names the giver too, in the characters Swish takes.
    await userEvent.click(within(thanks).getByRole('button', { name: 'OK' }));
    expect(swishData(screen.getByRole('link', { name: 'Swisha' }).getAttribute('href'))).toMatchObject({
      message: { value: 'Bröllopsresan - Familjen Berg' },
    });
  });

  it('shows the failure and keeps the answers', async () => {
    mockFetch(
      answersFrom({
        ...POST_KEY,
        [`POST ${REPORT_PATH}`]: {
          status: 400,
          body: {
            isErrorResponse: true,
            code: 'VALIDATION_ERROR',
            errorDescription: { sv: 'Felaktigt belopp', en: 'Bad amount', da: 'Forkert beløb' },
            message: 'bad',
          },
        },
      }),
    );
    renderRegistry([trip]);
    await userEvent.click(screen.getByRole('button', { name: 'Jag har swishat' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Ditt namn/), 'Vera');
    await vi.waitFor(() => expect(within(dialog).getByRole('button', { name: 'Skicka' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skicka' }));
    const failure = await screen.findByRole('dialog', { name: /Något gick fel|fel/i });
    expect(failure).toHaveTextContent('Det gick inte att skicka');
    expect(failure).toHaveTextContent('Felaktigt belopp');
    await userEvent.click(within(failure).getByRole('button', { name: 'OK' }));
    expect(await screen.findByLabelText(/Ditt namn/)).toHaveValue('Vera');
  });
});

describe('GiftRegistryView, a group gift (issue 37 item 2)', () => {
  it('shows the shares, their price and how many are left', () => {
    renderRegistry([bike]);
    expect(screen.getByText('12 andelar à 500 kr')).toBeInTheDocument();
    expect(screen.getByText('4 kvar')).toBeInTheDocument();
  });

  it('reserves shares under a name and then offers to pay them all by Swish', async () => {
    const requests = mockFetch(
      answersFrom({
        [`PUT ${BIKE_PATH}`]: {
          body: { giftRegistryReservations: [{ giftRegistryId: 'bike', quantityReserved: 10 }] },
        },
      }),
    );
    renderRegistry([bike]);
    await userEvent.click(screen.getByRole('button', { name: 'Reservera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tandemcykel' });
    const quantity = within(dialog).getByLabelText('Antal att reservera');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.type(within(dialog).getByLabelText('Från (valfritt)'), 'Kusin Vera');
    await userEvent.type(within(dialog).getByLabelText('Välj ett lösenord'), 'hemligt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reservera' }));

    const pay = await screen.findByRole('dialog', { name: 'Betala dina andelar' });
    expect(sentBodies(requests, 'PUT', BIKE_PATH)).toEqual([
      { quantity: 2, password: 'hemligt', from: 'Kusin Vera' },
    ]);
    expect(within(pay).getByText('2 × 500 kr = 1 000 kr')).toBeInTheDocument();
    const link = within(pay).getByRole('link', { name: 'Swisha 1\u00a0000\u00a0kr' });
    expect(swishData(link.getAttribute('href'))).toMatchObject({
      amount: { value: 1000 },
      message: { value: 'Tandemcykel - Kusin Vera' },
    });
    expect(within(pay).getByRole('img', { name: /^QR-kod/ })).toHaveAttribute(
      'src',
      '/api/sites/public/site-1/gift-pot/bike/qr?amount=100000&from=Kusin+Vera',
    );
    expect(screen.getByText('2 kvar')).toBeInTheDocument();
  });

  it('sends the personal link’s household with a reservation, its name as "Från"', async () => {
    window.history.replaceState(null, '', `/?g=${TOKEN}`);
    const requests = mockFetch(
      answersFrom({
        [`GET /api/sites/public/site-1/households/${TOKEN}`]: { body: household },
        [`PUT ${BIKE_PATH}`]: {
          body: { giftRegistryReservations: [{ giftRegistryId: 'bike', quantityReserved: 9 }] },
        },
      }),
    );
    renderRegistry([bike]);
    await userEvent.click(screen.getByRole('button', { name: 'Reservera' }));
    const dialog = await screen.findByRole('dialog');
    await vi.waitFor(() =>
      expect(within(dialog).getByLabelText('Från (valfritt)')).toHaveValue('Familjen Berg'),
    );
    await userEvent.type(within(dialog).getByLabelText('Välj ett lösenord'), 'hemligt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reservera' }));
    await screen.findByRole('dialog', { name: 'Betala dina andelar' });
    expect(sentBodies(requests, 'PUT', BIKE_PATH)).toEqual([
      { quantity: 1, password: 'hemligt', from: 'Familjen Berg', householdToken: TOKEN },
    ]);
  });
});
