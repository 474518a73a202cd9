import { DEFAULT_FONTS, defaultPrintContent, type Print } from '@eventsite/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { DEFAULT_COLOR_SCHEME } from '../../../themes/site-style';
import { renderOwnerScreen } from '../../../test/render-owner-screen';
import { editorTestSite } from '../../../test/editor-test-site';
import { PrintsOverviewPage } from './prints-overview-page';

const site = editorTestSite({ host: 'anna-och-erik.se' });

function card(id: string, purpose: Print['purpose']): Print {
  return {
    _id: id,
    site: 'site-1',
    layout: 'PHOTO_CLEAN',
    purpose,
    content: defaultPrintContent('PHOTO_CLEAN', { language: 'sv', purpose }),
    colorScheme: DEFAULT_COLOR_SCHEME,
    fonts: DEFAULT_FONTS,
    trim: 'none',
    eventLogo: null,
  };
}

function renderOverview(language: 'sv' | 'en' | 'da' = 'sv') {
  mockFetch((request: RecordedRequest) => {
    if (request.method !== 'GET') return undefined;
    if (request.path === '/api/sites/site-1') return jsonResponse(site);
    if (request.path === '/api/sites/site-1/prints')
      return jsonResponse([card('thanks-1', 'thankYou'), card('invite-1', 'invitation')]);
    if (request.path === '/api/sites/site-1/orders') return jsonResponse([]);
    return undefined;
  });
  return renderOwnerScreen('redigera/:siteId/inbjudningar', <PrintsOverviewPage />, {
    path: '/redigera/site-1/inbjudningar',
    config: { brand: 'wedding' },
    language,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the prints overview (issue 37 item 4)', () => {
  it('offers a new thank-you card beside a new invitation', async () => {
    renderOverview();
    expect(await screen.findByRole('link', { name: 'Nytt tackkort' })).toHaveAttribute(
      'href',
      '/redigera/site-1/inbjudningar/nytt-tackkort',
    );
    expect(screen.getByRole('link', { name: 'Skapa inbjudan' })).toHaveAttribute(
      'href',
      '/redigera/site-1/inbjudningar/nytt',
    );
  });

  it('names a thank-you card as one, and an invitation as an invitation', async () => {
    renderOverview();
    const thanks = await screen.findByRole('img', { name: 'Tackkort 2, framsida' });
    const item = thanks.closest('li');
    expect(item).not.toBeNull();
    expect(within(item as HTMLElement).getByText('Tackkort')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Inbjudan 1, framsida' })).toBeInTheDocument();
  });

  it('links each card’s print-ready PDF to check before ordering (issue 39 item 6)', async () => {
    renderOverview();
    const invitation = (await screen.findByRole('img', { name: 'Inbjudan 1, framsida' })).closest('li');
    expect(within(invitation as HTMLElement).getByRole('link', { name: 'Korrektur (PDF)' })).toHaveAttribute(
      'href',
      '/api/prints/invite-1/pdf',
    );
  });

  it('shows the examples with the site’s own day, not the demo’s (issue 39 item 6)', async () => {
    renderOverview();
    const examples = await screen.findByRole('region', { name: 'Exempel' });
    await waitFor(() => expect(within(examples).getAllByText(/14 juni 2030/).length).toBeGreaterThan(0));
    expect(within(examples).queryByText(/2031/)).toBeNull();
  });

  it('offers it in English', async () => {
    renderOverview('en');
    expect(await screen.findByRole('link', { name: 'New thank-you card' })).toBeInTheDocument();
  });

  it('offers it in Danish', async () => {
    renderOverview('da');
    expect(await screen.findByRole('link', { name: 'Nyt takkekort' })).toBeInTheDocument();
  });
});
