import type {
  OwnerSpeechesResponse,
  SpeechSignupView,
  ToastmasterStatus,
} from '@eventsite/core/api/speeches';
import { siteV2Schema } from '@eventsite/core/schemas/site';
import type { SiteModuleInput } from '@eventsite/core/schemas/site-modules';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderOwnerScreen } from '../../../test/render-owner-screen';
import { SpeechesPage } from './speeches-page';

vi.setConfig({ testTimeout: 30000 });

afterEach(() => vi.unstubAllGlobals());

const speechModule: SiteModuleInput = {
  id: 'speech-1',
  siteModuleType: 'Speech2',
  title: { sv: 'Tal' },
  toastmasters: [
    { id: 'tm-1', name: 'Lisa Ek', mail: 'lisa@example.se', phone: '' },
    { id: 'tm-2', name: 'Per Ek', mail: '', phone: '' },
  ],
  slots: [{ id: 'main', title: { sv: 'Varmrätten' } }],
};

const site = siteV2Schema.parse({
  _id: 'site-1',
  usesSiteModules: true,
  theme: 'theme4',
  siteModules: [speechModule],
});

const statuses: ToastmasterStatus[] = [
  {
    id: 'tm-1',
    name: 'Lisa Ek',
    linkSentAt: '2027-05-01T10:00:00.000Z',
    linkOpenedAt: '2027-05-02T18:30:00.000Z',
    orderSavedAt: null,
  },
  { id: 'tm-2', name: 'Per Ek', linkSentAt: null, linkOpenedAt: null, orderSavedAt: null },
];

const speech: SpeechSignupView = {
  _id: 's1',
  name: 'Kim Berg',
  relation: 'Brudens bror',
  minutes: 5,
  slot: 'main',
  needs: ['microphone', 'songSheets'],
  songTitle: 'Helan går',
  note: 'Med gitarr',
  mail: 'kim@example.se',
  phone: '',
  householdId: null,
  language: 'sv',
  createdAt: '2027-05-03T10:00:00.000Z',
  toastmasterNote: '',
};

const LINK = '/api/sites/site-1/speeches/toastmasters';

function renderPage(speeches: OwnerSpeechesResponse, { brand }: { brand?: 'wedding' | 'event' } = {}) {
  let current = speeches;
  const requests = mockFetch(({ path, method }) => {
    if (path === '/api/sites/site-1' && method === 'GET') return jsonResponse(site);
    if (path === '/api/sites/site-1/speeches?module=speech-1' && method === 'GET')
      return jsonResponse(current);
    if (path.startsWith(`${LINK}/`)) {
      const id = path.slice(LINK.length + 1).replace('/link', '');
      const status = current.toastmasters.find((each) => each.id === id) as ToastmasterStatus;
      const next: ToastmasterStatus =
        method === 'POST'
          ? { ...status, linkSentAt: '2027-05-04T09:00:00.000Z', linkOpenedAt: null }
          : { ...status, linkSentAt: null, linkOpenedAt: null };
      current = {
        ...current,
        toastmasters: current.toastmasters.map((each) => (each.id === id ? next : each)),
      };
      return jsonResponse(next);
    }
    if (path === '/api/accounts/me/')
      return jsonResponse({ mail: 'anna@example.se', site: { _id: 'site-1' }, language: 'sv' });
    return undefined;
  });
  const rendered = renderOwnerScreen('/redigera/:siteId/tal', <SpeechesPage />, {
    path: '/redigera/site-1/tal?modul=speech-1',
    config: brand === undefined ? {} : { brand },
  });
  return { requests, ...rendered };
}

describe('SpeechesPage (issue 36 items 3 and 5)', () => {
  it('shows only the count and the minutes in surprise mode: no name, relation or note', async () => {
    renderPage({ surprise: true, count: 3, totalMinutes: 11, toastmasters: statuses });
    expect(await screen.findByTestId('count-speeches')).toHaveTextContent('3');
    expect(screen.getByTestId('count-minutes')).toHaveTextContent('11');
    expect(screen.getByRole('heading', { name: 'Överraskningsläge' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Anmälningarna' })).toBeNull();
    expect(screen.queryByTestId('speech')).toBeNull();
  });

  it("shows each toastmaster's link: sent and opened, or not sent, and one without a mail", async () => {
    renderPage({ surprise: true, count: 0, totalMinutes: 0, toastmasters: statuses });
    const [lisa, per] = await screen.findAllByTestId('toastmaster');
    expect(within(lisa as HTMLElement).getByText(/Länken skickad 1 maj/)).toBeInTheDocument();
    expect(within(lisa as HTMLElement).getByText(/Öppnad 2 maj/)).toBeInTheDocument();
    expect(
      within(lisa as HTMLElement).getByRole('button', { name: 'Skicka en ny länk' }),
    ).toBeInTheDocument();
    expect(within(lisa as HTMLElement).getByRole('button', { name: 'Återkalla länken' })).toBeInTheDocument();
    expect(within(per as HTMLElement).getByText('Länken är inte skickad')).toBeInTheDocument();
    expect(
      within(per as HTMLElement).getByText('Lägg till toastmasterns e-post i modulen för att skicka länken.'),
    ).toBeInTheDocument();
    expect(within(per as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('sends a new link and revokes it', async () => {
    const { requests, user } = renderPage({
      surprise: true,
      count: 0,
      totalMinutes: 0,
      toastmasters: statuses,
    });
    const [lisa] = await screen.findAllByTestId('toastmaster');
    const card = lisa as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Skicka en ny länk' }));
    expect(await within(card).findByText('Länken är skickad till Lisa Ek.')).toBeInTheDocument();
    expect(within(card).getByText(/Länken skickad 4 maj/)).toBeInTheDocument();
    expect(within(card).getByText('Inte öppnad än')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Återkalla länken' }));
    expect(await within(card).findByText('Länken är återkallad.')).toBeInTheDocument();
    expect(within(card).getByText('Länken är inte skickad')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Skicka länken' })).toBeInTheDocument();
    expect(
      requests
        .filter((request) => request.path.startsWith(LINK))
        .map((request) => `${request.method} ${request.path}`),
    ).toEqual([`POST ${LINK}/tm-1/link`, `DELETE ${LINK}/tm-1/link`]);
  });

  it('lists every sign-up outside surprise mode', async () => {
    renderPage({
      surprise: false,
      count: 1,
      totalMinutes: 5,
      toastmasters: [{ ...statuses[0], orderSavedAt: '2027-05-05T20:00:00.000Z' } as ToastmasterStatus],
      speeches: [speech],
    });
    const row = await screen.findByTestId('speech');
    expect(screen.queryByRole('heading', { name: 'Överraskningsläge' })).toBeNull();
    expect(within(row).getByText('Kim Berg')).toBeInTheDocument();
    expect(within(row).getByText('5 min')).toBeInTheDocument();
    expect(within(row).getByText('Brudens bror')).toBeInTheDocument();
    expect(within(row).getByText('Varmrätten')).toBeInTheDocument();
    expect(within(row).getByText('Mikrofon')).toBeInTheDocument();
    expect(within(row).getByText('Sång: Helan går')).toBeInTheDocument();
    expect(within(row).getByText('Med gitarr')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'kim@example.se' })).toHaveAttribute(
      'href',
      'mailto:kim@example.se',
    );
    expect(screen.getByText(/Talordning gjord 5 maj/)).toBeInTheDocument();
  });

  it('is not there for the event brand', async () => {
    renderPage({ surprise: true, count: 0, totalMinutes: 0, toastmasters: [] }, { brand: 'event' });
    expect(screen.queryByRole('heading', { name: 'Tal' })).toBeNull();
  });
});
