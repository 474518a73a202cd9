import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderOwnerScreen } from '../../test/render-owner-screen';
import { OwnerFrame, SideMenuButton } from './owner-frame';

function renderFrame(
  quickStart: boolean,
  path = quickStart ? '/snabbstart' : '/redigera/site-1',
  brand: 'party' | 'wedding' = 'party',
) {
  return renderOwnerScreen(
    quickStart ? 'snabbstart/*' : 'redigera/:siteId/*',
    <OwnerFrame
      siteId="site-1"
      quickStart={quickStart}
      actions={<button type="button">Spara</button>}
      menuItems={<SideMenuButton icon={null}>Tyck till</SideMenuButton>}
    >
      <p>Screen</p>
    </OwnerFrame>,
    { path, config: { brand } },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the owner frame', () => {
  it('shows the wordmark, the screen and its actions', () => {
    renderFrame(false);
    expect(screen.getByRole('link', { name: 'Festsidan' })).toHaveAttribute('href', '/redigera/site-1/');
    expect(screen.getByText('Screen')).toBeVisible();
    expect(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Spara' })).toBeVisible();
  });

  it("opens the side menu with the editor's links, help and the extra entries", async () => {
    const { user } = renderFrame(false);
    await user.click(screen.getByRole('button', { name: 'Öppna menyn' }));
    const menu = screen.getByRole('navigation', { name: 'Huvudmeny' });
    expect(within(menu).getByRole('link', { name: 'Redigera sidan' })).toHaveAttribute(
      'href',
      '/redigera/site-1/',
    );
    expect(within(menu).getByRole('link', { name: 'Visa OSA' })).toHaveAttribute(
      'href',
      '/redigera/site-1/visa-osa',
    );
    expect(within(menu).getByRole('link', { name: 'Konto' })).toHaveAttribute(
      'href',
      '/redigera/site-1/konto',
    );
    expect(within(menu).getByRole('button', { name: 'Tyck till' })).toBeVisible();
    expect(within(menu).queryByRole('link', { name: /inbjudningar/i })).toBeNull();
  });

  it('has Inbjudningar for the wedding brand, in quick start too', async () => {
    for (const quickStart of [false, true]) {
      const { user, unmount } = renderFrame(quickStart, undefined, 'wedding');
      await user.click(screen.getByRole('button', { name: 'Öppna menyn' }));
      const menu = screen.getByRole('navigation', { name: 'Huvudmeny' });
      expect(within(menu).getByRole('link', { name: 'Inbjudningar' })).toHaveAttribute(
        'href',
        quickStart ? '/snabbstart/inbjudningar' : '/redigera/site-1/inbjudningar',
      );
      unmount();
    }
  });

  it('leaves the account out in quick start, where home is the quick-start base path', async () => {
    const { user } = renderFrame(true);
    await user.click(screen.getByRole('button', { name: 'Öppna menyn' }));
    const menu = screen.getByRole('navigation', { name: 'Huvudmeny' });
    expect(within(menu).getByRole('link', { name: 'Redigera sidan' })).toHaveAttribute(
      'href',
      '/snabbstart/',
    );
    expect(within(menu).queryByRole('link', { name: 'Konto' })).toBeNull();
  });

  it("opens the help dialog with a mail link to the brand's contact address", async () => {
    const { user } = renderFrame(false);
    await user.click(screen.getByRole('button', { name: 'Öppna menyn' }));
    await user.click(screen.getByRole('button', { name: 'Hjälp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Behöver du hjälp?' });
    expect(within(dialog).getByRole('link', { name: 'Skriv ett mejl' })).toHaveAttribute(
      'href',
      'mailto:hej@festsidan.se',
    );
    expect(screen.queryByRole('navigation', { name: 'Huvudmeny' })).toBeNull();
  });

  it('sends feedback from the side menu, replying to the account mail', async () => {
    const requests = mockFetch(({ method, path }) => {
      if (method === 'GET' && path === '/api/accounts/me/') {
        return jsonResponse({ mail: 'anna@example.se', site: null, language: 'sv' });
      }
      if (method === 'POST' && path === '/api/feedback/') return jsonResponse({});
      return undefined;
    });
    const { user } = renderFrame(false);
    await user.click(screen.getByRole('button', { name: 'Öppna menyn' }));
    await user.click(screen.getByRole('button', { name: 'Ge feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ge feedback' });
    expect(screen.queryByRole('navigation', { name: 'Huvudmeny' })).toBeNull();

    await user.type(within(dialog).getByLabelText('Din feedback'), '  Så fint!  ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Jag vill ha svar' }));
    expect(within(dialog).getByLabelText('E-post för svar')).toHaveValue('anna@example.se');
    await user.click(within(dialog).getByRole('button', { name: 'Skicka' }));

    expect(await screen.findByRole('dialog', { name: 'Tack för din feedback!' })).toHaveTextContent(
      'Vi har tagit emot den och svarar till anna@example.se.',
    );
    expect(requests.filter((request) => request.path === '/api/feedback/')).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { feedbackText: 'Så fint!', expectsReply: true, userMail: 'anna@example.se' },
      }),
    ]);
  });

  it('leaves the feedback button out in quick start', async () => {
    const { user } = renderFrame(true);
    await user.click(screen.getByRole('button', { name: 'Öppna menyn' }));
    const menu = screen.getByRole('navigation', { name: 'Huvudmeny' });
    expect(within(menu).getByRole('button', { name: 'Hjälp' })).toBeVisible();
    expect(within(menu).queryByRole('button', { name: 'Ge feedback' })).toBeNull();
  });
});
