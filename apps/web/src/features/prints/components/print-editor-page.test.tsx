import { DEFAULT_FONTS, defaultPrintContent, type Print } from '@eventsite/core';
import { imageSchema, type Image } from '@eventsite/core/schemas/image';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr } from '../../../test/fake-xhr';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { DEFAULT_COLOR_SCHEME } from '../../../themes/site-style';
import { renderOwnerScreen } from '../../../test/render-owner-screen';
import { editorTestSite } from '../../../test/editor-test-site';
import { PrintEditorPage } from './print-editor-page';

const site = editorTestSite({ host: 'anna-och-erik.se' });

/** The site with a programme: a ceremony for everyone and a dinner by invitation. */
const siteWithProgramme = editorTestSite({
  host: 'anna-och-erik.se',
  siteModules: [
    ...site.siteModules,
    {
      id: 'programme',
      siteModuleType: 'Schedule',
      title: { sv: 'Program' },
      events: [
        { id: 'ceremony', title: { sv: 'Vigsel' }, startsAt: '2030-06-14T15:00' },
        { id: 'dinner', title: { sv: 'Middag' }, startsAt: '2030-06-14T18:00', openToAll: false },
      ],
    },
  ],
});

function renderNewPrint(withSite = site, segment = 'nytt') {
  const requests = mockFetch((request: RecordedRequest) => {
    if (request.method === 'GET' && request.path === '/api/sites/site-1') return jsonResponse(withSite);
    if (request.method === 'POST' && request.path === '/api/prints')
      return jsonResponse({ _id: 'print-9' }, 201);
    return undefined;
  });
  const rendered = renderOwnerScreen('redigera/:siteId/inbjudningar/:printId', <PrintEditorPage />, {
    path: `/redigera/site-1/inbjudningar/${segment}`,
    config: { brand: 'wedding' },
  });
  return { ...rendered, requests };
}

function storedImage(fileName: string, width = 4000, height = 3000): Image {
  return imageSchema.parse({
    path: '/images/uploads/site-1/',
    fileName: `${fileName}.jpg`,
    originalName: 'semester.jpg',
    width,
    height,
    sizes: [1600, 800].map((size) => ({ size, fileName: `${fileName}-${size}.jpg` })),
  });
}

/** A saved PHOTO_CLEAN card with a photo, opened at its own address (with a link's history state). */
function renderSavedPrint(state?: unknown) {
  const content = defaultPrintContent('PHOTO_CLEAN', { language: 'sv', qrUrl: 'https://anna-och-erik.se/' });
  const print: Print = {
    _id: 'print-7',
    site: 'site-1',
    layout: 'PHOTO_CLEAN',
    purpose: 'invitation',
    content: content.map((item) =>
      item.contentType === 'image' ? { ...item, properties: storedImage('photo') } : item,
    ),
    colorScheme: DEFAULT_COLOR_SCHEME,
    fonts: DEFAULT_FONTS,
    trim: 'none',
    eventLogo: null,
  };
  const requests = mockFetch((request: RecordedRequest) => {
    if (request.method === 'GET' && request.path === '/api/sites/site-1') return jsonResponse(site);
    if (request.method === 'GET' && request.path === '/api/prints/print-7') return jsonResponse(print);
    if (request.method === 'PUT' && request.path === '/api/prints/print-7/image-crop')
      return jsonResponse(storedImage('cropped', 2700, 2454));
    return undefined;
  });
  const rendered = renderOwnerScreen('redigera/:siteId/inbjudningar/:printId', <PrintEditorPage />, {
    path: '/redigera/site-1/inbjudningar/print-7',
    state,
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

  it('opens on the back, where the QR code is, when the QR warning’s Avbryt leads here (issue 39 item 6)', async () => {
    renderSavedPrint({ page: 2 });
    expect(await screen.findByRole('radio', { name: 'Baksida' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Text vid QR-koden' })).toBeInTheDocument();
  });

  it('links the saved card’s print-ready PDF from Granska (issue 39 item 6)', async () => {
    const { user } = renderSavedPrint();
    await user.click(await screen.findByRole('button', { name: 'Granska' }));
    const proof = screen.getByRole('link', { name: 'Korrektur (PDF)' });
    expect(proof).toHaveAttribute('href', '/api/prints/print-7/pdf');
    expect(proof).toHaveAttribute('target', '_blank');
  });

  it('makes a new thank-you card that says thank you and is saved as one (issue 37 item 4)', async () => {
    const { user, requests } = renderNewPrint(site, 'nytt-tackkort');
    expect((await screen.findByRole('textbox', { name: 'Rubrik' })).textContent).toBe('Tack!');
    expect(screen.getByText('Tackkort')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Baksida' }));
    expect(screen.getByRole('textbox', { name: 'Text vid QR-koden' }).textContent).toMatch(
      /^Tack för att ni firade med oss!/,
    );

    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() =>
      expect(requests.some((request) => request.method === 'POST' && request.path === '/api/prints')).toBe(
        true,
      ),
    );
    const created = requests.find((request) => request.method === 'POST' && request.path === '/api/prints');
    expect(created?.body).toMatchObject({ purpose: 'thankYou', layout: 'PHOTO_CLEAN' });
  });

  it("puts the programme into the text last written in with 'Infoga program', and the preview lists the open events", async () => {
    const { user } = renderNewPrint(siteWithProgramme);
    await screen.findByRole('textbox', { name: 'Namn' });
    await user.click(screen.getByRole('button', { name: 'Infoga program' }));
    // Before any text is written in, it goes on the back, beside the QR code, and the back is shown.
    expect(screen.getByRole('radio', { name: 'Baksida' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Text vid QR-koden' }).textContent).toMatch(/\n\{program\}$/);

    await user.click(screen.getByRole('radio', { name: 'Framsida' }));
    const details = screen.getByRole('textbox', { name: 'Datum och plats' });
    fireEvent.focus(details);
    await user.click(screen.getByRole('button', { name: 'Infoga program' }));
    expect(screen.getByRole('radio', { name: 'Framsida' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Datum och plats' }).textContent).toMatch(/\{program\}$/);

    await user.click(screen.getByRole('button', { name: 'Granska' }));
    const back = screen.getByRole('img', { name: 'Baksida' });
    expect(back).toHaveTextContent('15.00 Vigsel');
    expect(back).not.toHaveTextContent('{program}');
    expect(back).not.toHaveTextContent('Middag');
  });

  it('offers no programme to a site without one', async () => {
    renderNewPrint();
    await screen.findByRole('textbox', { name: 'Namn' });
    expect(screen.queryByRole('button', { name: 'Infoga program' })).toBeNull();
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

  it('offers the guests’ photo upload page for the QR once a gallery takes guests’ photos, and saves it (issue 38 item 1)', async () => {
    const withGuestPhotos = editorTestSite({
      host: 'anna-och-erik.se',
      siteModules: [
        ...site.siteModules,
        {
          id: 'gallery',
          siteModuleType: 'ImageGallery',
          title: { sv: 'Bilder' },
          guestPhotos: { enabled: true },
        },
      ],
    });
    const { user, requests } = renderNewPrint(withGuestPhotos);
    await user.click(await screen.findByRole('radio', { name: 'Baksida' }));
    await user.click(screen.getByRole('button', { name: 'Ändra QR-kod' }));
    const dialog = screen.getByRole('dialog', { name: 'QR-kod' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Använd Gästernas bilder (anna-och-erik.se/sv/bilder)' }),
    );
    expect(within(dialog).getByLabelText('Adress')).toHaveValue('https://anna-och-erik.se/sv/bilder');
    // The site's own address stays one click away.
    expect(
      within(dialog).getByRole('button', { name: 'Använd sidans adress (anna-och-erik.se)' }),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Klar' }));

    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() =>
      expect(requests.some((request) => request.method === 'POST' && request.path === '/api/prints')).toBe(
        true,
      ),
    );
    const created = requests.find((request) => request.method === 'POST' && request.path === '/api/prints');
    const body = created?.body as Print;
    const qr = body.content.find((item) => item.contentType === 'qr');
    expect(qr?.properties).toEqual({ url: 'https://anna-och-erik.se/sv/bilder', hidden: false });
  });

  it('offers no upload page for the QR while no gallery takes guests’ photos', async () => {
    const { user } = renderNewPrint();
    await user.click(await screen.findByRole('radio', { name: 'Baksida' }));
    await user.click(screen.getByRole('button', { name: 'Ändra QR-kod' }));
    const dialog = screen.getByRole('dialog', { name: 'QR-kod' });
    expect(within(dialog).queryByRole('button', { name: /Gästernas bilder/ })).toBeNull();
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

  it('speaks of the card in the Logga tab and shows the couple’s names in its logos (issue 39 item 6)', async () => {
    const { user } = renderNewPrint(editorTestSite({ wizardData: { name1: 'Sara', name2: 'Johan' } }));
    await screen.findByRole('textbox', { name: 'Namn' });
    await user.click(screen.getByRole('button', { name: 'Design' }));
    const drawer = screen.getByRole('complementary', { name: 'Design' });
    await user.click(within(drawer).getByRole('tab', { name: 'Logga' }));
    expect(within(drawer).getByRole('heading', { name: 'Logga på kortet' })).toBeVisible();
    expect(within(drawer).getByText(/^Kortet visar era namn som text/)).toBeVisible();
    expect(drawer).not.toHaveTextContent(/sidhuvud|Emma|Oskar/i);
    expect(within(drawer).getAllByText(/Sara/).length).toBeGreaterThan(0);
    await user.click(within(drawer).getByRole('button', { name: 'Lövram' }));
    expect(within(drawer).getByRole('textbox', { name: 'Namn 1' })).toHaveValue('Sara');
  });

  it('uploads and crops a saved print’s photo through the print’s own image routes (002 §7)', async () => {
    const uploads = installFakeXhr();
    const { user, requests } = renderSavedPrint();
    await user.click(await screen.findByRole('button', { name: 'Byt bild' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bild på inbjudan' });
    await user.upload(
      within(dialog).getByTestId('image-file-input'),
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'semester.jpg', { type: 'image/jpeg' }),
    );
    expect(uploads[0]?.method).toBe('POST');
    expect(uploads[0]?.url).toBe('/api/prints/print-7/image-upload');
    act(() => uploads[0]?.respond(200, storedImage('new')));

    await user.click(await within(dialog).findByRole('button', { name: 'Beskär' }));
    await screen.findByText(/× \d+ px/);
    await user.click(screen.getByRole('button', { name: 'Spara beskärningen' }));
    await waitFor(() =>
      expect(requests.map((request) => `${request.method} ${request.path}`)).toContain(
        'PUT /api/prints/print-7/image-crop',
      ),
    );
    const crop = requests.find((request) => request.path === '/api/prints/print-7/image-crop');
    // The print's crop call takes the rectangle flat beside the source (`printImageCropRequestSchema`).
    expect(crop?.body).toMatchObject({ originalName: 'semester.jpg', sourceImageUrl: expect.any(String) });
    expect(crop?.body).toHaveProperty('width');
    expect(requests.some((request) => request.path.startsWith('/api/sites/site-1/'))).toBe(false);
  });
});
