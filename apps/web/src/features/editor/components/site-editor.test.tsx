import type { SiteV2 } from '@eventsite/core/schemas/site';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderOwnerScreen } from '../../../test/render-owner-screen';
import { editorTestSite } from '../../../test/editor-test-site';
import { SiteEditorPage } from './site-editor-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function openEditor(
  site: SiteV2 | Response = editorTestSite(),
  onSave?: (request: RecordedRequest) => Response,
  language: 'sv' | 'en' | 'da' = 'sv',
) {
  const requests = mockFetch((request) => {
    if (request.method === 'GET' && request.path === '/api/sites/site-1') {
      return site instanceof Response ? site : jsonResponse(site);
    }
    if (request.method === 'PUT' && request.path === '/api/sites/V2/site-1' && onSave) return onSave(request);
    return undefined;
  });
  const rendered = renderOwnerScreen('redigera/:siteId', <SiteEditorPage />, {
    path: '/redigera/site-1',
    language,
    otherRoutes: [
      { path: 'redigera/:siteId/konto', element: <h1>Konto</h1> },
      { path: 'logga-in', element: <h1>Logga in</h1> },
    ],
  });
  return { ...rendered, requests };
}

const moduleOrder = () =>
  [...document.querySelectorAll('[data-module-id]')].map((element) => element.getAttribute('data-module-id'));

async function openTools(user: ReturnType<typeof openEditor>['user'], name: string) {
  // The first look waits for the public site's chunk, slow on a busy machine.
  await user.click(await screen.findByRole('button', { name: `Verktyg för ${name}` }, { timeout: 15_000 }));
  return screen.getByRole('toolbar', { name: `Modulverktyg för ${name}` });
}

// The first test loads the public site's chunk; a busy machine needs more than the default 5 s.
describe('the site editor', { timeout: 20_000 }, () => {
  it("loads the site, shows it with the edit-mode action bar and the host as the page's title", async () => {
    openEditor();
    expect(screen.getByText('Laddar...')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Välkomna' })).toBeVisible();
    const bar = screen.getByRole('toolbar', { name: 'Verktyg' });
    for (const name of ['Spara', 'Granska', 'Design', 'Mer']) {
      expect(within(bar).getByRole('button', { name })).toBeVisible();
    }
    expect(within(bar).getByRole('link', { name: 'Välj adress' })).toHaveAttribute(
      'href',
      '/redigera/site-1/valj-adress',
    );
    expect(document.title).toBe('annas-fest.festsidan.se');
    expect(moduleOrder()).toEqual(['header', 'welcome', 'countdown']);
  });

  it('offers no address choice for a published site, and Granska leaves edit mode for Redigera', async () => {
    const { user } = openEditor(editorTestSite({ active: true }));
    const bar = await screen.findByRole('toolbar', { name: 'Verktyg' });
    expect(within(bar).queryByRole('link', { name: 'Välj adress' })).toBeNull();
    await user.click(within(bar).getByRole('button', { name: 'Granska' }));
    expect(within(bar).getByRole('button', { name: 'Redigera' })).toBeVisible();
    expect(within(bar).queryByRole('button', { name: 'Spara' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Verktyg för/ })).toBeNull();
    await user.click(within(bar).getByRole('button', { name: 'Redigera' }));
    expect(await screen.findByRole('button', { name: 'Verktyg för Välkomna' })).toBeVisible();
  });

  it('shows in Granska exactly what guests see: no placeholders, no empty modules', async () => {
    const site = editorTestSite({
      siteModules: [
        { id: 'header', siteModuleType: 'Header', title: { sv: 'Annas fest' } },
        { id: 'welcome', siteModuleType: 'Text', title: { sv: 'Välkomna' } },
        { id: 'film', siteModuleType: 'Video', title: { sv: 'Film' }, video: { videoUrl: 'https://x' } },
      ],
    });
    const { user } = openEditor(site);
    expect(await screen.findByText('Skriv en text här', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByText('Klistra in en länk till en YouTube-video')).toBeVisible();
    const bar = screen.getByRole('toolbar', { name: 'Verktyg' });
    await user.click(within(bar).getByRole('button', { name: 'Granska' }));
    expect(screen.getByRole('heading', { name: 'Välkomna' })).toBeVisible();
    expect(screen.queryByText('Skriv en text här')).toBeNull();
    expect(screen.queryByText('Klistra in en länk till en YouTube-video')).toBeNull();
    const sections = [...document.querySelectorAll('section.site-section')];
    expect(sections.map((section) => section.getAttribute('data-module-type'))).toEqual(['Header', 'Text']);
  });

  it("speaks to the owner in the interface's language in the empty modules' hints, not the site's", async () => {
    const site = editorTestSite({
      siteModules: [
        { id: 'welcome', siteModuleType: 'Text', title: { sv: 'Välkomna' } },
        { id: 'film', siteModuleType: 'Video', title: { sv: 'Film' } },
      ],
    });
    openEditor(site, undefined, 'da');
    expect(await screen.findByText('Skriv en tekst her', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByText('Skriv en text här')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Välkomna' })).toBeVisible();
  });

  it('says which modules guests do not see because they are empty, and Granska leaves them out', async () => {
    const site = editorTestSite({
      siteModules: [
        { id: 'header', siteModuleType: 'Header', title: { sv: 'Annas fest' } },
        { id: 'songs', siteModuleType: 'Form', title: { sv: 'Musikönskemål' } },
        { id: 'about', siteModuleType: 'ImageAndText', title: { sv: 'Om oss' } },
        { id: 'place', siteModuleType: 'Location', title: { sv: 'Vigseln' } },
      ],
    });
    const { user } = openEditor(site);
    await screen.findByRole('button', { name: 'Verktyg för Musikönskemål' }, { timeout: 15_000 });
    const note = 'Den här modulen är tom och visas inte för gästerna än.';
    for (const id of ['songs', 'about', 'place']) {
      const frame = document.querySelector<HTMLElement>(`[data-module-id="${id}"]`);
      expect(frame && within(frame).getByText(note)).toBeVisible();
    }
    const header = document.querySelector<HTMLElement>('[data-module-id="header"]');
    expect(header && within(header).queryByText(note)).toBeNull();
    await user.click(
      within(screen.getByRole('toolbar', { name: 'Verktyg' })).getByRole('button', { name: 'Granska' }),
    );
    const sections = [...document.querySelectorAll('section.site-section')];
    expect(sections.map((section) => section.getAttribute('data-module-type'))).toEqual(['Header']);
    expect(screen.queryByRole('button', { name: 'Skicka' })).toBeNull();
  });

  it('moves modules, without up on the first or down on the last', async () => {
    const { user } = openEditor();
    let tools = await openTools(user, 'Annas fest');
    expect(within(tools).queryByRole('button', { name: 'Flytta upp' })).toBeNull();
    await user.click(within(tools).getByRole('button', { name: 'Flytta ner' }));
    expect(moduleOrder()).toEqual(['welcome', 'header', 'countdown']);
    await user.click(within(tools).getByRole('button', { name: 'Stäng verktygen' }));
    tools = await openTools(user, 'Snart');
    expect(within(tools).queryByRole('button', { name: 'Flytta ner' })).toBeNull();
    await user.click(within(tools).getByRole('button', { name: 'Flytta upp' }));
    expect(moduleOrder()).toEqual(['welcome', 'countdown', 'header']);
  });

  it('hides a module with the note to the owner, and shows it again', async () => {
    const { user } = openEditor();
    const tools = await openTools(user, 'Välkomna');
    await user.click(within(tools).getByRole('button', { name: 'Dölj för gästerna' }));
    expect(screen.getByText('Den här modulen är dold och visas inte för gästerna.')).toBeVisible();
    await user.click(within(tools).getByRole('button', { name: 'Visa för gästerna' }));
    expect(screen.queryByText('Den här modulen är dold och visas inte för gästerna.')).toBeNull();
  });

  it('deletes a module only after confirmation', async () => {
    const { user } = openEditor();
    let tools = await openTools(user, 'Välkomna');
    await user.click(within(tools).getByRole('button', { name: 'Ta bort' }));
    let dialog = screen.getByRole('dialog', { name: 'Ta bort modulen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(moduleOrder()).toEqual(['header', 'welcome', 'countdown']);
    tools = screen.getByRole('toolbar', { name: 'Modulverktyg för Välkomna' });
    await user.click(within(tools).getByRole('button', { name: 'Ta bort' }));
    dialog = screen.getByRole('dialog', { name: 'Ta bort modulen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    expect(moduleOrder()).toEqual(['header', 'countdown']);
  });

  it("adds a module from 'Välj modul' before the chosen one or at the end", async () => {
    const { user } = openEditor();
    const tools = await openTools(user, 'Välkomna');
    await user.click(within(tools).getByRole('button', { name: 'Lägg till modul före' }));
    const dialog = screen.getByRole('dialog', { name: 'Välj modul' });
    expect(within(dialog).getByText('Modulen läggs före Välkomna.')).toBeVisible();
    const cards = within(dialog)
      .getAllByRole('listitem')
      .map((card) => card.textContent);
    expect(cards.slice(0, 4)).toEqual([
      expect.stringMatching(/^Plats\/tidpunkt/),
      expect.stringMatching(/^Program/),
      expect.stringMatching(/^Bordsplacering/),
      expect.stringMatching(/^Lista med text och bild/),
    ]);
    await user.click(within(dialog).getByRole('button', { name: /^OSA/ }));
    expect(screen.queryByRole('dialog', { name: 'Välj modul' })).toBeNull();
    const order = moduleOrder();
    expect(order).toHaveLength(4);
    expect(order[0]).toBe('header');
    expect(order[2]).toBe('welcome');
    await user.click(screen.getByRole('button', { name: 'Lägg till modul' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^Bildgalleri/ }));
    expect(moduleOrder()).toHaveLength(5);
    expect(document.querySelector('[data-module-id]:last-of-type')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Bilder' })).toBeVisible();
  });

  it('offers no gift registry or speech to the event brand', async () => {
    mockFetch((request) =>
      request.path === '/api/sites/site-1' ? jsonResponse(editorTestSite()) : undefined,
    );
    const { user } = renderOwnerScreen('redigera/:siteId', <SiteEditorPage />, {
      path: '/redigera/site-1',
      config: { brand: 'event' },
    });
    await user.click(await screen.findByRole('button', { name: 'Lägg till modul' }));
    const dialog = screen.getByRole('dialog', { name: 'Välj modul' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(13);
    expect(within(dialog).queryByRole('button', { name: /^Önskelista/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Anmälan av tal/ })).toBeNull();
  });

  it('prompts for the first module of an empty site', async () => {
    const { user } = openEditor(editorTestSite({ siteModules: [] }));
    expect(await screen.findByRole('heading', { name: 'Din sida är tom' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Lägg till din första modul' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^Text/ }));
    expect(moduleOrder()).toHaveLength(1);
  });

  it('undoes and redoes with the buttons and the keys', async () => {
    const { user } = openEditor();
    const tools = await openTools(user, 'Annas fest');
    await user.click(within(tools).getByRole('button', { name: 'Flytta ner' }));
    const bar = screen.getByRole('toolbar', { name: 'Verktyg' });
    await user.click(within(bar).getByRole('button', { name: 'Ångra' }));
    expect(moduleOrder()).toEqual(['header', 'welcome', 'countdown']);
    expect(within(bar).getByRole('button', { name: 'Ångra' })).toBeDisabled();
    await user.click(within(bar).getByRole('button', { name: 'Gör om' }));
    expect(moduleOrder()).toEqual(['welcome', 'header', 'countdown']);
    await user.keyboard('{Control>}z{/Control}');
    expect(moduleOrder()).toEqual(['header', 'welcome', 'countdown']);
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(moduleOrder()).toEqual(['welcome', 'header', 'countdown']);
    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Control>}y{/Control}');
    expect(moduleOrder()).toEqual(['welcome', 'header', 'countdown']);
  });

  it('edits menu titles and the menu toggle as one undoable step, with the status per module', async () => {
    const { user } = openEditor(
      editorTestSite({ availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Ändra meny' }));
    const dialog = screen.getByRole('dialog', { name: 'Ändra meny' });
    const welcome = within(dialog).getByRole('listitem', { name: 'Välkomna' });
    expect(within(welcome).getAllByText('Har titel')).toHaveLength(2);
    await user.type(within(welcome).getByLabelText('Menytitel (svenska)'), 'Hej & välkommen');
    // English reads the Swedish menu title as guests do, so both languages have one.
    expect(within(welcome).getAllByText('Har menytitel')).toHaveLength(2);
    expect(within(welcome).getAllByText('#hej-och-valkommen')).toHaveLength(2);
    const countdown = within(dialog).getByRole('listitem', { name: 'Snart' });
    await user.click(within(countdown).getByRole('switch', { name: 'Visa Snart i menyn' }));
    expect(within(countdown).getAllByText('Dold i menyn')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Klar' }));

    const menu = screen.getByRole('navigation', { name: 'Meny' });
    expect(within(menu).getByRole('link', { name: 'Hej & välkommen' })).toHaveAttribute(
      'href',
      '#hej-och-valkommen',
    );
    expect(within(menu).queryByRole('link', { name: 'Snart' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ångra' }));
    expect(within(menu).getByRole('link', { name: 'Snart' })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Välkomna' })).toBeVisible();
  });

  it("saves with the site's version, takes the stored site and is clean again", async () => {
    const { user, requests } = openEditor(editorTestSite(), (request) =>
      jsonResponse({ ...(request.body as SiteV2), siteVersion: 8 }),
    );
    const tools = await openTools(user, 'Annas fest');
    await user.click(within(tools).getByRole('button', { name: 'Flytta ner' }));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1));
    const sent = requests.find((request) => request.method === 'PUT')?.body as SiteV2;
    expect(sent.siteVersion).toBe(7);
    expect(sent.siteModules.map((module) => module.id)).toEqual(['welcome', 'header', 'countdown']);

    // Saved: the button says so for a moment, the next save carries the new version, and Ctrl+S saves.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sparat' })).toBeEnabled());
    expect(screen.getByRole('status')).toHaveTextContent('Sparat');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(2));
    expect((requests.filter((request) => request.method === 'PUT')[1]?.body as SiteV2).siteVersion).toBe(8);
  });

  it("shows a failed save in the error dialog under 'Misslyckades att spara sidan'", async () => {
    const { user } = openEditor(editorTestSite(), () =>
      errorResponse(400, 'VALIDATION_FAILED', 'Sidan är för stor.'),
    );
    await screen.findByRole('heading', { name: 'Välkomna' });
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fel' });
    expect(within(dialog).getByText('Misslyckades att spara sidan')).toBeVisible();
    expect(within(dialog).getByText('Sidan är för stor.')).toBeVisible();
  });

  it('keeps a draft refused with 409, reloads the stored site and offers the draft back', async () => {
    const stored = editorTestSite({
      siteVersion: 9,
      siteModules: [{ id: 'other', siteModuleType: 'Text', title: { sv: 'Från en annan flik' } }],
    });
    const { user } = openEditor(editorTestSite(), () =>
      jsonResponse(
        {
          isErrorResponse: true,
          code: 'SITE_VERSION_CONFLICT',
          errorDescription: { sv: 'Konflikt', en: 'Conflict', da: 'Konflikt' },
          message: 'conflict',
          site: stored,
        },
        409,
      ),
    );
    const tools = await openTools(user, 'Välkomna');
    await user.click(within(tools).getByRole('button', { name: 'Dölj för gästerna' }));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    const conflict = await screen.findByRole('dialog', { name: 'Sidan har sparats någon annanstans' });
    expect(window.localStorage.getItem('eventsite.rejected-draft.site-1')).toContain('"hide":true');

    await user.click(within(conflict).getByRole('button', { name: 'Ladda om sidan' }));
    const offer = await screen.findByRole('dialog', { name: 'Ta tillbaka dina ändringar?' });
    expect(moduleOrder()).toEqual(['other']);
    await user.click(within(offer).getByRole('button', { name: 'Ta tillbaka mina ändringar' }));
    expect(screen.getByText('Den här modulen är dold och visas inte för gästerna.')).toBeVisible();
    expect(moduleOrder()).toEqual(['header', 'welcome', 'countdown']);
    expect(window.localStorage.getItem('eventsite.rejected-draft.site-1')).toBeNull();
  });

  it('offers a kept draft when the editor opens', async () => {
    const draft = { site: editorTestSite({ siteModules: [] }), rejectedAt: '2025-03-01T10:00:00.000Z' };
    window.localStorage.setItem('eventsite.rejected-draft.site-1', JSON.stringify(draft));
    const { user } = openEditor();
    const offer = await screen.findByRole('dialog', { name: 'Ta tillbaka dina ändringar?' });
    await user.click(within(offer).getByRole('button', { name: 'Släng dem' }));
    expect(window.localStorage.getItem('eventsite.rejected-draft.site-1')).toBeNull();
    expect(moduleOrder()).toEqual(['header', 'welcome', 'countdown']);
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = openEditor();
    const tools = await openTools(user, 'Annas fest');
    await user.click(within(tools).getByRole('button', { name: 'Flytta ner' }));
    void router.navigate('/redigera/site-1/konto');
    const dialog = await screen.findByRole('dialog', { name: 'Osparade ändringar' });
    expect(
      within(dialog).getByText(
        'Du har gjort ändringar du inte har sparat, är du säker på att du vill lämna?',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Stanna kvar' }));
    expect(router.state.location.pathname).toBe('/redigera/site-1');
    void router.navigate('/redigera/site-1/konto');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Osparade ändringar' })).getByRole('button', {
        name: 'Lämna utan att spara',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Konto' })).toBeVisible();
  });

  it('guards the tab against closing only while there are unsaved changes', async () => {
    const { user } = openEditor();
    await screen.findByRole('heading', { name: 'Välkomna' });
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    const tools = await openTools(user, 'Annas fest');
    await user.click(within(tools).getByRole('button', { name: 'Flytta ner' }));
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('opens one drawer at a time, and the open one closes on a second press', async () => {
    const { user } = openEditor();
    const bar = await screen.findByRole('toolbar', { name: 'Verktyg' });
    await user.click(within(bar).getByRole('button', { name: 'Design' }));
    expect(screen.getByRole('complementary', { name: 'Design' })).toBeVisible();
    await user.click(within(bar).getByRole('button', { name: 'Mer' }));
    expect(screen.queryByRole('complementary', { name: 'Design' })).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Mer' })).toBeVisible();
    await user.click(within(bar).getByRole('button', { name: 'Mer' }));
    expect(screen.queryByRole('complementary', { name: 'Mer' })).toBeNull();
  });

  it(
    "switches the shown language with the site's language links, in translate mode, without leaving",
    { timeout: 40_000 },
    async () => {
      const site = editorTestSite({
        availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
        siteModules: [{ id: 'welcome', siteModuleType: 'Text', title: { sv: 'Välkomna', en: 'Welcome' } }],
      });
      const { user, router } = openEditor(site);
      const pathBefore = window.location.pathname;
      expect(await screen.findByRole('heading', { name: 'Välkomna' }, { timeout: 15_000 })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'English' }));
      expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
      expect(window.location.pathname).toBe(pathBefore);
      expect(router.state.location.pathname).toBe('/redigera/site-1');
      const bar = screen.getByRole('toolbar', { name: 'Verktyg' });
      await user.click(within(bar).getByRole('button', { name: 'Mer' }));
      expect(
        await screen.findByRole('switch', { name: /Översättningsläge/ }, { timeout: 10_000 }),
      ).toBeChecked();
    },
  );

  it('shows a load failure as an error screen and reports it', async () => {
    const { requests } = openEditor(errorResponse(500, 'INTERNAL', 'Serverfel'));
    expect(await screen.findByRole('heading', { name: 'Misslyckades att hämta sidan' })).toBeVisible();
    // The server answered, so the owner's connection is not blamed.
    expect(screen.getByText(/Servern kunde inte hämta sidan just nu/)).toBeVisible();
    expect(screen.queryByText(/internetanslutning/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        requests.some(
          (request) => request.path === '/api/logs/' && JSON.stringify(request.body).includes('status 500'),
        ),
      ).toBe(true),
    );
  });

  it('opens the error dialog with Logga in on a 403, without reporting it', async () => {
    const { requests } = openEditor(errorResponse(403, 'NOT_LOGGED_IN', 'Du måste logga in.'));
    const dialog = await screen.findByRole('dialog', { name: 'Fel' });
    expect(within(dialog).getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/logga-in');
    // Behind the dialog the screen asks the owner to log in rather than blaming the connection.
    expect(screen.getByRole('heading', { name: 'Du är inte inloggad', hidden: true })).toBeInTheDocument();
    expect(screen.queryByText(/internetanslutning/)).not.toBeInTheDocument();
    // Only this load's failure counts: a report the previous test's 500 sends late may still arrive here.
    const reportsOf403 = requests.filter(
      (request) => request.path === '/api/logs/' && JSON.stringify(request.body).includes('status 403'),
    );
    expect(reportsOf403).toEqual([]);
  });

  it('opens a version-1 site with its receivers and the site in review', async () => {
    openEditor(
      jsonResponse({
        _id: 'site-1',
        usesSiteModules: false,
        theme: 'theme4',
        fonts: { heading: 'Playfair Display', text: 'Arial' },
        modules: [{ id: 'CLIENTID1', type: 'Text', title: 'Gamla tider', text: 'Hej' }],
        mailReceivers: { rsvp: 'anna@example.se' },
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Din sida är gjord i den äldre editorn' }),
    ).toBeVisible();
    expect(screen.getByText('anna@example.se')).toBeVisible();
    expect(screen.getByText('Ingen mottagare än')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Gamla tider' })).toBeVisible();
  });
});
