import '../../../test/editor-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realisticSiteV2 } from '@eventsite/core/schemas/site.fixture';
import { siteV2Schema } from '@eventsite/core/schemas/site';
import { imageGalleryModuleSchema, type ImageGalleryModule } from '@eventsite/core/schemas/site-modules';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithIntl } from '../../../test/render-with-intl';
import ImageGalleryEditor from './image-gallery-editor';

const site = siteV2Schema.parse({ ...realisticSiteV2(), _id: 'site-1' });
const links = {
  uploadUrl: 'https://anna-och-per.example.se/sv/bilder',
  slideshowUrl: 'https://anna-och-per.example.se/bildspel/abcdefghijklmnopqrstuvwxyz012345',
};

function renderEditor(guestPhotos: Partial<ImageGalleryModule['guestPhotos']> = {}) {
  const requests = mockFetch(({ path }) =>
    path === '/api/sites/site-1/guest-photos/links' ? jsonResponse(links) : undefined,
  );
  const module = imageGalleryModuleSchema.parse({
    id: 'gallery-1',
    siteModuleType: 'ImageGallery',
    guestPhotos,
  });
  const onApply = vi.fn();
  renderWithIntl(
    <QueryClientProvider client={createQueryClient()}>
      <ImageGalleryEditor module={module} site={site} onApply={onApply} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
  return { onApply, requests, user: userEvent.setup() };
}

const applied = (onApply: ReturnType<typeof vi.fn>) =>
  (onApply.mock.calls.at(-1)?.[0] as ImageGalleryModule).guestPhotos;

afterEach(() => vi.unstubAllGlobals());

describe("the gallery's 'Gästernas bilder' section (issue 38 item 1)", () => {
  it('is off by default and asks for no links until switched on', async () => {
    const { onApply, requests, user } = renderEditor();
    const toggle = screen.getByRole('switch', { name: 'Låt gästerna ladda upp bilder' });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Öppnar')).not.toBeInTheDocument();
    expect(requests.filter(({ path }) => path.includes('guest-photos'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(applied(onApply).enabled).toBe(false);
  });

  it('switched on, keeps moderation, visibility and the three times the owner sets', async () => {
    const { onApply, user } = renderEditor();
    await user.click(screen.getByRole('switch', { name: 'Låt gästerna ladda upp bilder' }));
    expect(screen.getByRole('radio', { name: 'Jag godkänner först' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Visa direkt' }));
    await user.click(screen.getByRole('switch', { name: 'Gästerna ser varandras bilder' }));
    await user.type(screen.getByLabelText('Öppnar'), '2027-06-12T14:00');
    await user.type(screen.getByLabelText('Stänger'), '2027-06-20T23:59');
    await user.type(screen.getByLabelText('Påminnelse dagen efter'), '2027-06-13T10:00');
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(applied(onApply)).toEqual({
      enabled: true,
      moderation: 'showAtOnce',
      guestsSeeOthers: false,
      opensAt: '2027-06-12T14:00',
      closesAt: '2027-06-20T23:59',
      morningAfterMailAt: '2027-06-13T10:00',
    });
  });

  it('clears a time back to none', async () => {
    const { onApply, user } = renderEditor({ enabled: true, closesAt: '2027-06-20T23:59' });
    await user.clear(screen.getByLabelText('Stänger'));
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(applied(onApply).closesAt).toBeNull();
  });

  it('shows the short link with its QR, copies it, offers the sign, and leads to the moderation screen', async () => {
    const { user } = renderEditor({ enabled: true });
    const qr = await screen.findByRole('img', { name: `QR-kod till ${links.uploadUrl}` });
    await waitFor(() => expect(qr.querySelector('svg')).not.toBeNull());
    expect(screen.getByRole('link', { name: 'anna-och-per.example.se/sv/bilder' })).toHaveAttribute(
      'href',
      links.uploadUrl,
    );
    await user.click(screen.getByRole('button', { name: 'Kopiera Länk för att ladda upp' }));
    expect(await navigator.clipboard.readText()).toBe(links.uploadUrl);
    expect(await screen.findByText('Kopierad')).toBeInTheDocument();
    const sign = screen.getByRole('link', { name: 'Ladda ner skylt (PDF)' });
    expect(sign).toHaveAttribute('href', '/api/sites/site-1/guest-photos/sign.pdf');
    expect(sign).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Granska bilderna' })).toHaveAttribute(
      'href',
      '/redigera/site-1/bilder',
    );
  });
});
