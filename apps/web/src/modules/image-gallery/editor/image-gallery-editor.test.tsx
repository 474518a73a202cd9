import '../../../test/editor-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { imageSchema } from '@eventsite/core/schemas/image';
import { realisticSiteV2 } from '@eventsite/core/schemas/site.fixture';
import { siteV2Schema } from '@eventsite/core/schemas/site';
import { imageGalleryModuleSchema } from '@eventsite/core/schemas/site-modules';
import { EditorContextProvider } from '../../../components/editor-ui/editor-context';
import sv from '../../../lib/i18n/messages/sv/index';
import { installFakeXhr } from '../../../test/fake-xhr';
import { mockFetch } from '../../../test/fetch-mock';
import ImageGalleryEditor from './image-gallery-editor';

const image = (name: string) =>
  imageSchema.parse({ path: '/images/uploads/site-1/', fileName: `${name}.jpg`, width: 800, height: 600 });

function renderEditor() {
  const module = imageGalleryModuleSchema.parse({
    id: 'gallery-1',
    siteModuleType: 'ImageGallery',
    title: { sv: 'Bilder' },
    items: [
      { id: 'a', image: image('a') },
      { id: 'b', image: image('b') },
    ],
  });
  const onApply = vi.fn();
  render(
    <IntlProvider locale="sv" messages={sv}>
      <EditorContextProvider value={{ language: 'sv', imageApiBase: '/api/sites/site-1', quickStart: false }}>
        <ImageGalleryEditor
          module={module}
          site={siteV2Schema.parse(realisticSiteV2())}
          onApply={onApply}
          onClose={vi.fn()}
        />
      </EditorContextProvider>
    </IntlProvider>,
  );
  return { onApply, user: userEvent.setup() };
}

const fileNamed = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' });

afterEach(() => vi.unstubAllGlobals());

describe('ImageGalleryEditor (002 §2.3)', () => {
  it('gives each image an alt text in the edited language (issue 39 item 7)', async () => {
    const { onApply, user } = renderEditor();
    await user.type(screen.getByRole('textbox', { name: 'Bildbeskrivning, bild 2' }), 'Tårtan');
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    const items = (onApply.mock.lastCall?.[0] as { items: { id: string; alt?: unknown }[] }).items;
    expect(items.map(({ id, alt }) => ({ id, alt }))).toEqual([
      { id: 'a', alt: undefined },
      { id: 'b', alt: { sv: 'Tårtan' } },
    ]);
  });

  it('uploads several files one request each, with progress, and adds them in order', async () => {
    const requests = installFakeXhr();
    mockFetch(() => undefined);
    const { onApply, user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Ladda upp bilder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ladda upp bilder' });
    await user.upload(within(dialog).getByTestId('gallery-file-input'), [
      fileNamed('c.jpg'),
      fileNamed('d.jpg'),
      fileNamed('e.jpg'),
    ]);

    // One at a time: the second waits for the first.
    expect(requests).toHaveLength(1);
    expect((requests[0]?.body?.get('file') as File).name).toBe('c.jpg');
    act(() => requests[0]?.progress(30, 100));
    expect(within(dialog).getByRole('progressbar', { name: 'c.jpg' })).toHaveAttribute('aria-valuenow', '30');
    expect(within(dialog).getAllByText('Väntar')).toHaveLength(2);
    act(() => requests[0]?.respond(200, image('c')));
    await waitFor(() => expect(requests).toHaveLength(2));
    act(() =>
      requests[1]?.respond(415, {
        isErrorResponse: true,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        errorDescription: { sv: 'Filen är ingen bild.', en: 'Not an image.', da: 'Ikke et billede.' },
        message: 'Not an image',
      }),
    );
    await waitFor(() => expect(requests).toHaveLength(3));
    act(() => requests[2]?.respond(200, image('e')));
    expect(await within(dialog).findByText('2 av 3 bilder uppladdade')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Filen är ingen bild.');
    expect(within(dialog).getByText('Misslyckades att ladda upp bilden')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Klar' }));
    expect(screen.getByText('Bilder (4)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    const applied = onApply.mock.calls[0]?.[0] as { items: { image: { fileName: string } }[] };
    expect(applied.items.map((item) => item.image.fileName)).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'e.jpg']);
  });

  it('reorders and removes images', async () => {
    const { onApply, user } = renderEditor();
    expect(screen.getByRole('button', { name: 'Flytta bild 1 bakåt' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Flytta bild 1 framåt' }));
    expect(screen.getByRole('img', { name: 'Bild 1' })).toHaveAttribute(
      'src',
      '/api/images/uploads/site-1/b.jpg',
    );
    await user.click(screen.getByRole('button', { name: 'Ta bort bild 2' }));
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({ items: [{ id: 'b', image: image('b') }] }),
    );
  });

  describe('its text', { timeout: 20_000 }, () => {
    // TipTap loads lazily and is slow to start on a busy machine.
    beforeAll(() => import('../../../components/rich-text-editor/rich-text-editor'), 30_000);

    it('is written in a rich-text field like the other modules', async () => {
      const { onApply, user } = renderEditor();
      expect(screen.queryByText(/som inte finns här än/)).toBeNull();
      const text = await screen.findByRole('textbox', { name: 'Text' });
      await user.click(text);
      await user.keyboard('Från festen');
      await user.click(screen.getByRole('button', { name: 'Klar' }));
      await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
      expect(onApply.mock.lastCall?.[0]).toEqual(
        expect.objectContaining({
          text: {
            sv: {
              type: 'doc',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Från festen' }] }],
            },
          },
        }),
      );
    });
  });
});
