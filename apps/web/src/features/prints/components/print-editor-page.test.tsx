import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderOwnerScreen } from '../../../test/render-owner-screen';
import { editorTestSite } from '../../editor/components/editor-test-site';
import { PrintEditorPage } from './print-editor-page';

const site = editorTestSite({ host: 'anna-och-erik.se' });

function renderNewPrint() {
  const requests = mockFetch((request: RecordedRequest) => {
    if (request.method === 'GET' && request.path === '/api/sites/site-1') return jsonResponse(site);
    if (request.method === 'POST' && request.path === '/api/prints')
      return jsonResponse({ _id: 'print-9' }, 201);
    return undefined;
  });
  const rendered = renderOwnerScreen('redigera/:siteId/inbjudningar/:printId', <PrintEditorPage />, {
    path: '/redigera/site-1/inbjudningar/nytt',
    config: { brand: 'wedding' },
  });
  return { ...rendered, requests };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the print editor', () => {
  it('marks the card unsaved after a text edit, and the first save creates it and moves to its address', async () => {
    const { user, router, requests } = renderNewPrint();
    const names = await screen.findByRole('textbox', { name: 'Namn' });
    const save = screen.getByRole('button', { name: 'Spara' });
    expect(save.querySelector('[class*="badge"]')).toBeNull();

    names.textContent = 'Maja & Olle';
    fireEvent.blur(names);
    expect(screen.getByRole('button', { name: 'Spara' }).querySelector('[class*="badge"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/redigera/site-1/inbjudningar/print-9'));
    const created = requests.find((request) => request.method === 'POST' && request.path === '/api/prints');
    expect(JSON.stringify(created?.body)).toContain('Maja & Olle');
    expect(created?.body).toMatchObject({ site: 'site-1', layout: 'PHOTO_CLEAN' });
  });

  it('asks for the QR address unless the code is hidden', async () => {
    const { user } = renderNewPrint();
    await user.click(await screen.findByRole('radio', { name: 'Baksida' }));
    await user.click(screen.getByRole('button', { name: 'Ändra QR-kod' }));
    const dialog = screen.getByRole('dialog', { name: 'QR-kod' });
    const field = within(dialog).getByLabelText('Adress');
    expect(field).toHaveValue('https://anna-och-erik.se/');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Klar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Skriv adressen som QR-koden ska öppna.');

    await user.click(within(dialog).getByRole('switch', { name: 'Dölj QR-koden' }));
    await user.click(within(dialog).getByRole('button', { name: 'Klar' }));
    expect(screen.queryByRole('dialog', { name: 'QR-kod' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Lägg till QR-kod' })).toBeVisible();
  });

  it('offers the four layouts in the design drawer, and a new layout keeps the names', async () => {
    const { user } = renderNewPrint();
    await screen.findByRole('textbox', { name: 'Namn' });
    await user.click(screen.getByRole('button', { name: 'Design' }));
    const drawer = screen.getByRole('complementary', { name: 'Design' });
    for (const tab of ['Layout', 'Grafik', 'Typsnitt', 'Färger', 'Logga']) {
      expect(within(drawer).getByRole('tab', { name: tab })).toBeVisible();
    }
    await user.click(within(drawer).getByRole('button', { name: 'Klassisk' }));
    expect(within(drawer).getByRole('button', { name: 'Klassisk' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Välkomsttext' })).toHaveTextContent(
      'Välkomna på vårt bröllop',
    );
    expect(screen.getByRole('textbox', { name: 'Namn' })).toHaveTextContent('Anna & Erik');
  });

  it('tells the owner in Grafik that a full-photo front shows the graphic on the back only', async () => {
    const { user } = renderNewPrint();
    await screen.findByRole('textbox', { name: 'Namn' });
    await user.click(screen.getByRole('button', { name: 'Design' }));
    const drawer = screen.getByRole('complementary', { name: 'Design' });
    const note = 'Fotot täcker hela framsidan i den här layouten, så grafiken syns bara på baksidan.';
    await user.click(within(drawer).getByRole('tab', { name: 'Grafik' }));
    expect(within(drawer).queryByText(note)).toBeNull();
    await user.click(within(drawer).getByRole('tab', { name: 'Layout' }));
    await user.click(within(drawer).getByRole('button', { name: 'Text på foto' }));
    await user.click(within(drawer).getByRole('tab', { name: 'Grafik' }));
    expect(within(drawer).getByText(note)).toBeVisible();
  });
});
