import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOwnerScreen } from '../../test/render-owner-screen';
import { OwnerFrame, SideMenuButton } from './owner-frame';

function renderFrame(quickStart: boolean, path = quickStart ? '/snabbstart' : '/redigera/site-1') {
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
    { path },
  );
}

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
});
