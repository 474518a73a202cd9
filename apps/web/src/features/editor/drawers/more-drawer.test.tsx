import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { drawerSite, renderDrawer } from './drawer-test-utils';
import MoreDrawer from './more-drawer';

afterEach(() => vi.unstubAllGlobals());

const published = () => drawerSite({ active: true, host: 'anna.festsidan.se' });

/** The server: stores the password and noindex like the real one, and answers whether a password is set. */
function fakeServer(failWith?: Response) {
  const stored = { hasPassword: false, metaNoindex: false };
  const requests = mockFetch((request: RecordedRequest) => {
    const body = request.body as Record<string, unknown> | undefined;
    if (request.method === 'PUT' && request.path === '/api/sites/site-1/password') {
      if (failWith) return failWith.clone();
      const password = String(body?.password ?? '');
      stored.hasPassword = password !== '';
      return jsonResponse({ passwordProtected: password !== '' });
    }
    if (request.method === 'PUT' && request.path === '/api/sites/site-1/metaNoindex') {
      if (failWith) return failWith.clone();
      stored.metaNoindex = body?.metaNoindex === true;
      return jsonResponse({ metaNoindex: stored.metaNoindex });
    }
    if (request.method === 'GET' && request.path === '/api/sites/site-1') {
      return jsonResponse({ ...published(), ...stored });
    }
    return undefined;
  });
  return requests;
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('the Mer drawer (002 §2.4)', () => {
  it('shows the address and links to choosing one', async () => {
    const { calls } = renderDrawer(MoreDrawer, published());
    const address = await screen.findByRole('region', { name: 'Adress' });
    // This page's scheme and port with the site's host (jsdom's page is http://localhost:3000).
    expect(within(address).getByRole('link', { name: 'anna.festsidan.se' })).toHaveAttribute(
      'href',
      `${window.location.protocol}//anna.festsidan.se${window.location.port ? `:${window.location.port}` : ''}/`,
    );
    await userEvent.setup().click(within(address).getByRole('link', { name: 'Ändra adress' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/redigera/site-1/valj-adress');
    expect(calls.onClose).toHaveBeenCalled();
  });

  it('asks to publish first while the site is not published', async () => {
    renderDrawer(MoreDrawer, drawerSite());
    expect(
      await screen.findByText('Publicera sidan först, sedan kan du skydda den med ett lösenord.'),
    ).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Skydda sidan med lösenord' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Dölj sidan för sökmotorer' })).toBeDisabled();
    expect(within(section('QR-kod')).queryByRole('img')).not.toBeInTheDocument();
    expect(within(section('Adress')).getByRole('link', { name: 'Välj adress' })).toHaveAttribute(
      'href',
      '/redigera/site-1/valj-adress',
    );
  });

  it('in quick start only explains the address and the versions', async () => {
    renderDrawer(MoreDrawer, drawerSite({ active: true, host: 'x.festsidan.se' }), { quickStart: true });
    const versions = await screen.findByRole('region', { name: 'Tidigare versioner' });
    expect(within(versions).queryByRole('link')).not.toBeInTheDocument();
    expect(within(versions).getByText(/När du har sparat sidan/)).toBeVisible();
    expect(within(section('Adress')).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Skydda sidan med lösenord' })).toBeDisabled();
  });

  it('links to the version history', async () => {
    renderDrawer(MoreDrawer, published());
    const versions = await screen.findByRole('region', { name: 'Tidigare versioner' });
    await userEvent.setup().click(within(versions).getByRole('link', { name: 'Visa versioner' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/redigera/site-1/versioner');
  });
});

describe('the guest password (002 §4, §5, §7)', () => {
  it('requires a password when turned on, then stores it trimmed', async () => {
    const requests = fakeServer();
    const { calls } = renderDrawer(MoreDrawer, published());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Skydda sidan med lösenord' }));
    await user.click(screen.getByRole('button', { name: 'Spara lösenord' }));
    expect(screen.getByText('Fyll i det här fältet.')).toBeVisible();
    await user.type(screen.getByLabelText('Lösenord'), '   ');
    await user.click(screen.getByRole('button', { name: 'Spara lösenord' }));
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Lösenord'));
    await user.type(screen.getByLabelText('Lösenord'), '  hemligt ');
    await user.click(screen.getByRole('button', { name: 'Spara lösenord' }));
    expect(await screen.findByText('Lösenordet är sparat.')).toBeVisible();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ password: 'hemligt' });
    expect(calls.onStored).toHaveBeenCalledTimes(1);
    expect(calls.onStored.mock.lastCall?.[0]).toMatchObject({ hasPassword: true, host: 'anna.festsidan.se' });
    expect(calls.onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Gästerna behöver lösenordet för att se sidan.')).toBeVisible();
    // The saved password leaves the field empty, which is no mistake of the owner's (issue 39 item 8).
    expect(screen.getByLabelText('Lösenord')).toHaveValue('');
    expect(screen.queryByText('Fyll i det här fältet.')).toBeNull();
    expect(screen.getByLabelText('Lösenord')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('turns protection off with an empty password', async () => {
    const requests = fakeServer();
    const { calls } = renderDrawer(
      MoreDrawer,
      drawerSite({ active: true, host: 'anna.festsidan.se', hasPassword: true }),
    );
    const toggle = await screen.findByRole('switch', { name: 'Skydda sidan med lösenord' });
    expect(toggle).toBeChecked();
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(calls.onStored).toHaveBeenCalled());
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ password: '' });
    expect(calls.onStored.mock.lastCall?.[0].hasPassword).toBe(false);
  });

  it('shows a failure and stops the spinner', async () => {
    fakeServer(errorResponse(500, 'INTERNAL', 'Något gick fel på servern.'));
    const { calls } = renderDrawer(MoreDrawer, published());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Skydda sidan med lösenord' }));
    await user.type(screen.getByLabelText('Lösenord'), 'hemligt');
    await user.click(screen.getByRole('button', { name: 'Spara lösenord' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lösenordet kunde inte sparas. Något gick fel på servern.',
    );
    expect(screen.getByRole('button', { name: 'Spara lösenord' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Spara lösenord' })).toBeEnabled();
    expect(calls.onStored).not.toHaveBeenCalled();
  });
});

describe('search-engine visibility (002 §4, §7)', () => {
  it('stores noindex at once', async () => {
    const requests = fakeServer();
    const { calls } = renderDrawer(MoreDrawer, published());
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'Dölj sidan för sökmotorer' }));
    await waitFor(() => expect(calls.onStored).toHaveBeenCalled());
    expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
      path: '/api/sites/site-1/metaNoindex',
      body: { metaNoindex: true },
    });
    expect(screen.getByRole('switch', { name: 'Dölj sidan för sökmotorer' })).toBeChecked();
  });

  it('shows a failure and leaves the switch as it was', async () => {
    fakeServer(errorResponse(409, 'SITE_NOT_PUBLISHED', 'Publicera sidan först.'));
    renderDrawer(MoreDrawer, published());
    const toggle = await screen.findByRole('switch', { name: 'Dölj sidan för sökmotorer' });
    await userEvent.setup().click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Inställningen kunde inte sparas.');
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
  });
});

describe('the QR code (002 §2.4, §7)', () => {
  it('shows the code of the site’s address and offers it for download', async () => {
    renderDrawer(MoreDrawer, published());
    const qr = await screen.findByRole('region', { name: 'QR-kod' });
    const url = '/api/sites/site-1/qr/anna.festsidan.se/png';
    expect(within(qr).getByRole('img', { name: 'QR-kod till anna.festsidan.se' })).toHaveAttribute(
      'src',
      url,
    );
    const download = within(qr).getByRole('link', { name: 'Ladda ner QR-kod' });
    expect(download).toHaveAttribute('href', url);
    expect(download).toHaveAttribute('download', 'qr-anna.festsidan.se.png');
  });
});

describe('the languages (002 §5)', () => {
  it('hides remove for the last language and adds from the list, the common ones first', async () => {
    const { site } = renderDrawer(MoreDrawer, published());
    const languages = await screen.findByRole('region', { name: 'Språk' });
    expect(within(languages).getByRole('list', { name: 'Sidans språk' })).toHaveTextContent('Svenska');
    expect(within(languages).queryByRole('button', { name: /Ta bort/ })).not.toBeInTheDocument();

    const select = within(languages).getByLabelText('Lägg till ett språk');
    const common = within(select).getByRole('group', { name: 'Vanliga språk' });
    expect(
      within(common)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['en', 'da', 'no', 'fi']);
    const all = within(select).getByRole('group', { name: 'Alla språk' });
    expect(within(all).getAllByRole('option').length).toBeGreaterThan(170);
    expect(within(all).queryByRole('option', { name: 'Svenska' })).not.toBeInTheDocument();
    // Every language by its name, each name once: no bare codes, no two entries reading alike.
    const names = within(all)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    expect(names.filter((name) => /^[A-Z]{2,3}$/.test(name))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);

    const user = userEvent.setup();
    await user.selectOptions(select, 'en');
    await user.click(within(languages).getByRole('button', { name: 'Lägg till' }));
    expect(site().availableLanguages).toEqual([{ languageCode: 'sv' }, { languageCode: 'en' }]);
    expect(within(common).queryByRole('option', { name: 'Engelska' })).not.toBeInTheDocument();

    await user.click(within(languages).getByRole('button', { name: 'Ta bort Svenska' }));
    expect(site().availableLanguages).toEqual([{ languageCode: 'en' }]);
  });

  it('switches translate mode and the language the owner writes in', async () => {
    const { calls } = renderDrawer(
      MoreDrawer,
      drawerSite({ availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }] }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Översättningsläge' }));
    expect(calls.onTranslateModeChange).toHaveBeenLastCalledWith(true);
    const writing = screen.getByRole('group', { name: 'Du skriver på' });
    expect(within(writing).getByRole('radio', { name: 'Svenska' })).toBeChecked();
    await user.click(within(writing).getByRole('radio', { name: 'Engelska' }));
    expect(calls.onEditLanguageChange).toHaveBeenLastCalledWith('en');

    // Removing the language being written in goes back to the first, and one language needs no translating.
    await user.click(screen.getByRole('button', { name: 'Ta bort Engelska' }));
    expect(calls.onEditLanguageChange).toHaveBeenLastCalledWith('sv');
    expect(calls.onTranslateModeChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('switch', { name: 'Översättningsläge' })).not.toBeInTheDocument();
  });
});
