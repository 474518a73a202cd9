import type { Gift } from '@eventsite/core/api/gifts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, sentBodies } from '../../../test/fetch-mock';
import { renderOwnerScreen } from '../../../test/render-owner-screen';
import { ThanksPage } from './thanks-page';
import { testGift } from './thanks-test-data';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const giftsPath = '/api/sites/site-1/gifts';

const gifts: Gift[] = [
  testGift({
    _id: 'g1',
    from: 'Eva Holm',
    amount: 150_000,
    greeting: 'Grattis, ha en fin resa!',
    createdAt: '2026-06-15T10:00:00.000Z',
  }),
  testGift({
    _id: 'g2',
    kind: 'reservation',
    itemId: 'item-1',
    title: 'Tallrikar',
    from: 'Per Berg',
    householdId: 'h1',
    householdName: 'Familjen Berg',
    amount: 120_000,
    quantity: 6,
    thanked: true,
    note: 'Kort skickat',
  }),
  testGift({
    _id: 'g3',
    kind: 'manual',
    itemId: null,
    title: 'En vas',
    from: 'Lisa Berg',
    householdId: 'h1',
    householdName: 'Familjen Berg',
  }),
];

const household = {
  _id: 'h1',
  name: 'Familjen Berg',
  members: ['Per Berg', 'Lisa Berg'],
  mail: '',
  phone: '',
  language: 'sv',
  tags: [],
  events: null,
  token: 'abcdefghijklmnopqrstuvwxyz',
  createdAt: '2026-01-01T00:00:00.000Z',
  answerStatus: 'yes',
  lastRemindedAt: null,
  changedAt: '2026-01-01T00:00:00.000Z',
  memberAnswers: [
    { name: 'Per Berg', status: 'yes', attendance: [] },
    { name: 'Lisa Berg', status: 'yes', attendance: [] },
  ],
};

function renderPage({
  list = gifts,
  update = (body: unknown, giftId: string) => {
    const gift = list.find((each) => each._id === giftId) as Gift;
    return jsonResponse({ ...gift, ...(body as object) });
  },
  market = 'se' as const,
}: {
  list?: Gift[];
  update?: (body: unknown, giftId: string) => Response;
  market?: 'se' | 'dk';
} = {}) {
  let current = list;
  const requests = mockFetch(({ path, method, body }) => {
    if (path === giftsPath && method === 'GET') return jsonResponse({ gifts: current });
    if (path === giftsPath && method === 'POST') {
      current = [testGift({ _id: 'g4', kind: 'manual', itemId: null, ...(body as object) }), ...current];
      return jsonResponse(current[0]);
    }
    if (path.startsWith(`${giftsPath}/`) && method === 'PUT')
      return update(body, path.slice(giftsPath.length + 1));
    if (path.startsWith(`${giftsPath}/`) && method === 'DELETE') {
      current = current.filter((gift) => `${giftsPath}/${gift._id}` !== path);
      return new Response(null, { status: 204 });
    }
    if (path === '/api/sites/site-1/households')
      return jsonResponse({
        households: [household],
        counts: { invited: 1, yes: 1, no: 0, notAnswered: 0 },
        people: { invited: 2, yes: 2, no: 0, notAnswered: 0 },
        eventCounts: [],
        uninvitedAttempts: [],
      });
    if (path === '/api/accounts/me/')
      return jsonResponse({ mail: 'anna@example.se', site: { _id: 'site-1' }, language: 'sv' });
    return undefined;
  });
  const rendered = renderOwnerScreen('/redigera/:siteId/tack', <ThanksPage />, {
    path: '/redigera/site-1/tack',
    config: { market },
  });
  return { requests, ...rendered };
}

const giftRow = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('[data-testid="gift"]') as HTMLElement;

describe('ThanksPage (issue 37 item 3)', () => {
  it('shows every gift grouped by household or giver, with what, from, amount, greeting and counts', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Eva Holm' });
    const groups = screen.getAllByTestId('gift-group');
    expect(groups.map((group) => within(group).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Eva Holm',
      'Familjen Berg',
    ]);
    const money = within(giftRow('Bröllopsresan'));
    expect(money.getByText('Swish')).toBeVisible();
    expect(money.getByText('1 500 kr')).toBeVisible();
    expect(money.getByText('Grattis, ha en fin resa!')).toBeVisible();
    expect(money.getByText('15 juni 2026')).toBeVisible();
    const plates = within(giftRow('Tallrikar × 6'));
    expect(plates.getByText('Från Per Berg')).toBeVisible();
    expect(plates.getByText('Önskelistan')).toBeVisible();
    expect(plates.getByRole('checkbox', { name: 'Tackat' })).toBeChecked();
    expect(plates.getByRole('textbox', { name: 'Anteckning om Tallrikar' })).toHaveValue('Kort skickat');
    expect(screen.getByTestId('count-gifts')).toHaveTextContent('Gåvor3');
    expect(screen.getByTestId('count-thanked')).toHaveTextContent('Tackade1 av 3');
    // Only money guests reported: the plates' price is not money given.
    expect(screen.getByTestId('count-money')).toHaveTextContent('Via Swish1 500 kr');
    expect(screen.getByRole('link', { name: 'Ladda ner (xlsx)' })).toHaveAttribute(
      'href',
      '/api/sites/site-1/gifts.xlsx',
    );
  });

  it('names MobilePay and writes Danish kroner in the Danish market', async () => {
    renderPage({ market: 'dk' });
    await screen.findByRole('heading', { name: 'Eva Holm' });
    expect(within(giftRow('Bröllopsresan')).getByText('MobilePay')).toBeVisible();
    // A gift reads as a round sum, as the guest gave it.
    expect(within(giftRow('Bröllopsresan')).getByText('1.500 kr.')).toBeVisible();
    expect(screen.getByTestId('count-money')).toHaveTextContent('Via MobilePay1.500 kr.');
  });

  it('saves a tick at once and shows it saved', async () => {
    const { requests, user } = renderPage();
    await screen.findByRole('heading', { name: 'Eva Holm' });
    await user.click(within(giftRow('Bröllopsresan')).getByRole('checkbox', { name: 'Tackat' }));
    expect(await within(giftRow('Bröllopsresan')).findByRole('status')).toHaveTextContent('Sparat');
    expect(sentBodies(requests, 'PUT', `${giftsPath}/g1`)).toEqual([{ thanked: true, note: '' }]);
    expect(screen.getByTestId('count-thanked')).toHaveTextContent('2 av 3');
  });

  it('saves a note after a pause in typing, once, and offers to try again when saving failed', async () => {
    let fail = true;
    const { requests } = renderPage({
      update: (body) =>
        fail
          ? errorResponse(500, 'INTERNAL', 'Fel')
          : jsonResponse({ ...(gifts[0] as Gift), ...(body as object) }),
    });
    await screen.findByRole('heading', { name: 'Eva Holm' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const note = within(giftRow('Bröllopsresan')).getByRole('textbox', {
      name: 'Anteckning om Bröllopsresan',
    });
    fireEvent.change(note, { target: { value: 'Ring' } });
    fireEvent.change(note, { target: { value: 'Ring mormor' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.blur(note);
    const state = await within(giftRow('Bröllopsresan')).findByText('Inte sparat');
    expect(sentBodies(requests, 'PUT', `${giftsPath}/g1`)).toEqual([{ thanked: false, note: 'Ring mormor' }]);
    fail = false;
    fireEvent.click(within(state).getByRole('button', { name: 'Försök igen' }));
    expect(await within(giftRow('Bröllopsresan')).findByText('Sparat')).toBeVisible();
    expect(sentBodies(requests, 'PUT', `${giftsPath}/g1`)).toHaveLength(2);
  });

  it('shows only the gifts not thanked yet when asked', async () => {
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Eva Holm' });
    await user.click(screen.getByRole('checkbox', { name: 'Inte tackade ännu' }));
    expect(screen.queryByRole('heading', { name: 'Tallrikar × 6' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'En vas' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Bröllopsresan' })).toBeVisible();
  });

  it('adds a gift by hand, tied to a household of the guest list, and deletes one added by hand', async () => {
    const { requests, user } = renderPage();
    await screen.findByRole('heading', { name: 'Eva Holm' });
    // Only gifts added by hand can be deleted.
    expect(
      within(giftRow('Bröllopsresan')).queryByRole('button', { name: 'Ta bort' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lägg till gåva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lägg till gåva' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Vad' }), 'Ett kuvert');
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Hushåll på gästlistan' }),
      'Familjen Berg',
    );
    await user.type(within(dialog).getByRole('spinbutton', { name: /Belopp i kronor/ }), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Lägg till' }));
    expect(await screen.findByRole('heading', { name: 'Ett kuvert' })).toBeVisible();
    expect(sentBodies(requests, 'POST', giftsPath)).toEqual([
      { title: 'Ett kuvert', from: 'Familjen Berg', householdId: 'h1', amount: 50_000, note: '' },
    ]);

    await user.click(within(giftRow('En vas')).getByRole('button', { name: 'Ta bort' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ta bort En vas?' });
    await user.click(within(confirm).getByRole('button', { name: 'Ta bort' }));
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'En vas' })).not.toBeInTheDocument());
    expect(
      requests.some((request) => request.method === 'DELETE' && request.path === `${giftsPath}/g3`),
    ).toBe(true);
  });

  it('explains where gifts come from while there are none', async () => {
    renderPage({ list: [] });
    expect(await screen.findByRole('heading', { name: 'Inga gåvor än' })).toBeVisible();
    expect(screen.getByText(/betalat med Swish och berättat det på sidan/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ladda ner (xlsx)' })).not.toBeInTheDocument();
  });
});
