import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { realisticSiteV2 } from '@eventsite/core/schemas/site.fixture';
import { siteV2Schema } from '@eventsite/core/schemas/site';
import { headerModuleSchema, type HeaderModule } from '@eventsite/core/schemas/site-modules';
import type { Brand } from '@eventsite/core/constants/platform';
import { EditorContextProvider } from '../../../components/editor-ui/editor-context';
import sv from '../../../lib/i18n/messages/sv/index';
import { AppContextProvider } from '../../../lib/app-context';
import { testConfig } from '../../../test/render-edit-app';
import HeaderEditor from './header-editor';

function renderEditor({
  brand = 'party',
  theme = 'theme4',
  eventLogo = false,
  language = 'sv',
}: { brand?: Brand; theme?: string; eventLogo?: boolean; language?: 'sv' | 'en' } = {}) {
  const base = siteV2Schema.parse(realisticSiteV2());
  const site = siteV2Schema.parse({
    ...base,
    theme,
    eventLogo: eventLogo ? { name: 'BorderUpAndDown', name1: 'Anna', name2: 'Erik' } : null,
  });
  const module: HeaderModule = headerModuleSchema.parse({
    id: 'header-1',
    siteModuleType: 'Header',
    title: { sv: 'Anna & Erik' },
    secondLine: { sv: '14 juni' },
  });
  const onApply = vi.fn();
  render(
    <AppContextProvider
      value={{
        config: { ...testConfig, brand },
        selection: { mode: 'EDIT', host: 'festsidan.se', isDemo: false },
      }}
    >
      <IntlProvider locale="sv" messages={sv}>
        <EditorContextProvider value={{ language, imageApiBase: '/api/sites/site-1', quickStart: false }}>
          <HeaderEditor module={module} site={site} onApply={onApply} onClose={vi.fn()} />
        </EditorContextProvider>
      </IntlProvider>
    </AppContextProvider>,
  );
  return { onApply, user: userEvent.setup() };
}

describe('HeaderEditor (002 §2.3, §3 "Header")', () => {
  it('edits the title and second line, and the image size (MEDIUM by default)', async () => {
    const { onApply, user } = renderEditor();
    const dialog = screen.getByRole('dialog', { name: 'Sidhuvud' });
    const title = within(dialog).getByLabelText('Rubrik');
    await user.clear(title);
    await user.type(title, 'Sommarfest');
    await user.type(within(dialog).getByLabelText('Andra raden'), ' kl. 15');
    expect(within(dialog).queryByText('Rubrikens placering')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Lägg till en bild/ }));
    const imageDialog = await screen.findByRole('dialog', { name: 'Bild' });
    expect(within(imageDialog).getByRole('radio', { name: 'Mellan' })).toBeChecked();
    await user.click(within(imageDialog).getByRole('radio', { name: 'Liten' }));
    await user.click(within(imageDialog).getByRole('button', { name: 'Klar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Klar' }));
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({
        title: { sv: 'Sommarfest' },
        secondLine: { sv: '14 juni kl. 15' },
        userSelectedImageSize: 'SMALL',
      }),
    );
  });

  it('says which language the texts are written in, as every dialog does in translate mode', () => {
    renderEditor({ language: 'en' });
    expect(
      screen.getByText('Bilden och rubriken högst upp på sidan. Texterna skrivs på engelska.'),
    ).toBeVisible();
  });

  it('shows the logo note instead of the title when a wedding site has an event logo', () => {
    renderEditor({ brand: 'wedding', eventLogo: true });
    expect(screen.queryByLabelText('Rubrik')).not.toBeInTheDocument();
    expect(screen.getByText(/Sidan har en logga/)).toBeInTheDocument();
    expect(screen.getByLabelText('Andra raden')).toBeInTheDocument();
  });

  it('moves the title up or down on theme9', async () => {
    const { onApply, user } = renderEditor({ theme: 'theme9' });
    expect(screen.getByRole('radio', { name: 'I mitten' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Högre upp' }));
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ verticalAlignment: -1 }));
  });
});
