import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithIntl } from '../../../test/render-with-intl';
import { RemindersPanel } from './reminders-panel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const path = '/api/sites/site-1/households/reminders';
const overview = {
  settings: { daysBefore: null },
  blocked: null,
  answerBy: '2030-02-01',
  scheduledDay: null,
  scheduledDone: false,
  recipients: ['h1', 'h2'],
  skipped: [
    { householdId: 'h3', reason: 'noMail' },
    { householdId: 'h4', reason: 'answered' },
    { householdId: 'h5', reason: 'noMail' },
  ],
};

function renderPanel(households: { _id: string; name: string; language: 'sv' | 'no' | 'de' }[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithIntl(
    <QueryClientProvider client={client}>
      <RemindersPanel siteId="site-1" households={households} />
    </QueryClientProvider>,
    { language: 'en' },
  );
}

describe('RemindersPanel', () => {
  it('shows how many get a reminder and who is skipped, asks first, sends the confirmed ones and says what it did', async () => {
    const requests = mockFetch((request) => {
      if (request.path === path && request.method === 'GET') return jsonResponse(overview);
      if (request.path === path && request.method === 'POST') return jsonResponse({ sent: 2, notSent: 0 });
      if (request.path === '/api/sites/site-1/households') return jsonResponse({});
      return undefined;
    });
    renderPanel();

    expect(
      await screen.findByText('2 households get a reminder with their personal link.'),
    ).toBeInTheDocument();
    const skipped = screen.getByRole('list', { name: 'Skipped' });
    expect(
      within(skipped)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 has already answered', '2 have no e-mail']);

    fireEvent.click(screen.getByRole('button', { name: 'Send reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a reminder to 2 households?' });
    expect(dialog).toHaveTextContent('its personal link and the answer-by day, February 1, 2030.');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('status')).toHaveTextContent('The reminder was sent to 2 households.');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      householdIds: ['h1', 'h2'],
    });
  });

  it('cannot send while nothing is to be sent, and says why', async () => {
    mockFetch((request) =>
      request.path === path ? jsonResponse({ ...overview, blocked: 'noAddress', recipients: [] }) : undefined,
    );
    renderPanel();
    expect(
      await screen.findByText(
        'Reminders can be sent once the site has an address, so that the personal links work.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reminder' })).toBeDisabled();
  });
});

describe('RemindersPanel, households whose language the reminder has no text in (issue 39 item 5)', () => {
  it('says which language they get it in, in the panel and before sending', async () => {
    mockFetch((request) =>
      request.path === path ? jsonResponse({ ...overview, recipients: ['h1', 'h2', 'h6'] }) : undefined,
    );
    renderPanel([
      { _id: 'h1', name: 'The Berg family', language: 'sv' },
      { _id: 'h2', name: 'Ola Nordmann', language: 'no' },
      { _id: 'h3', name: 'Kari Nordmann', language: 'no' },
      { _id: 'h6', name: 'The Nilsen family', language: 'no' },
    ]);
    expect(await screen.findByTestId('reminder-languages')).toHaveTextContent(
      'The reminder has no Norwegian text: Ola Nordmann and The Nilsen family get it in English.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a reminder to 3 households?' });
    expect(within(dialog).getByTestId('reminder-languages')).toHaveTextContent(
      'Ola Nordmann and The Nilsen family get it in English.',
    );
  });
});
