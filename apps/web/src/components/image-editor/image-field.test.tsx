import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserSelectedImageSize } from '@eventsite/core/constants/image-sizes';
import { imageSchema, type Image } from '@eventsite/core/schemas/image';
import sv from '../../lib/i18n/messages/sv/index';
import { errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import type { FakeXhr } from '../../test/fake-xhr';
import { installFakeXhr } from '../../test/fake-xhr';
import { EditorContextProvider } from '../editor-ui/editor-context';
import { ImageField } from './image-field';

const API = '/api/sites/site-1';

function storedImage(fileName: string, overrides: Partial<Image> = {}): Image {
  return imageSchema.parse({
    path: '/images/uploads/site-1/',
    fileName: `${fileName}.jpg`,
    originalName: 'semester.jpg',
    width: 4000,
    height: 3000,
    sizes: [1600, 1200, 800, 600].map((size) => ({ size, fileName: `${fileName}-${size}.jpg` })),
    ...overrides,
  });
}

const SERVER_SAYS_NOT_AN_IMAGE = 'Filen är ingen bild som vi kan läsa.';

function renderField(
  props: {
    image?: Image | null;
    quickStart?: boolean;
    imageApiBase?: string;
    size?: UserSelectedImageSize;
  } = {},
) {
  const onChange = vi.fn();
  const onSizeChange = vi.fn();
  function Harness() {
    return (
      <EditorContextProvider
        value={{
          language: 'sv',
          imageApiBase: props.imageApiBase ?? API,
          quickStart: props.quickStart ?? false,
        }}
      >
        <ImageField
          label="Bild"
          image={props.image ?? null}
          onChange={onChange}
          sizeChoice={props.size ? { value: props.size, onChange: onSizeChange } : undefined}
        />
      </EditorContextProvider>
    );
  }
  render(
    <IntlProvider locale="sv" messages={sv}>
      <Harness />
    </IntlProvider>,
  );
  return { onChange, onSizeChange, user: userEvent.setup() };
}

function photoFile(name = 'semester.jpg') {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ImageField and ImageEditorDialog (002 §2.5)', () => {
  it('uploads a chosen file with progress and hands over the stored image', async () => {
    const requests = installFakeXhr();
    const { onChange, user } = renderField();
    await user.click(screen.getByRole('button', { name: /Lägg till en bild/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Bild' });
    expect(within(dialog).getByText('Dra och släpp en bild här')).toBeInTheDocument();

    await user.upload(within(dialog).getByTestId('image-file-input'), photoFile());
    const request = requests[0] as FakeXhr;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${API}/upload-image`);
    expect(request.withCredentials).toBe(true);
    expect((request.body?.get('file') as File).name).toBe('semester.jpg');

    act(() => request.progress(50, 100));
    expect(within(dialog).getByText('Laddar upp bilden … 50 %')).toBeInTheDocument();
    act(() => request.progress(100, 100));
    expect(within(dialog).getByText('Bilden bearbetas …')).toBeInTheDocument();
    act(() => request.respond(200, storedImage('new')));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ fileName: 'new.jpg', isDemoImage: false });
  });

  it('shows the failure with the server’s description and reports it', async () => {
    const requests = installFakeXhr();
    const fetches = mockFetch(() => undefined);
    const { onChange, user } = renderField();
    await user.click(screen.getByRole('button', { name: /Lägg till en bild/ }));
    await user.upload(screen.getByTestId('image-file-input'), photoFile('notes.jpg'));
    act(() =>
      requests[0]?.respond(415, {
        isErrorResponse: true,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        errorDescription: { sv: SERVER_SAYS_NOT_AN_IMAGE, en: 'Not an image.', da: 'Ikke et billede.' },
        message: 'Not an image',
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Misslyckades att ladda upp bilden');
    expect(alert).toHaveTextContent(SERVER_SAYS_NOT_AN_IMAGE);
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(fetches.map((request) => request.path)).toContain('/api/logs/'));
  });

  it('refuses a file over 20 MB without sending it', async () => {
    const requests = installFakeXhr();
    const { user } = renderField();
    await user.click(screen.getByRole('button', { name: /Lägg till en bild/ }));
    const big = photoFile();
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    await user.upload(screen.getByTestId('image-file-input'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('större än 20 MB');
    expect(requests).toHaveLength(0);
  });

  it('marks a quick-start upload as a demo image unless the server says it is temporary', async () => {
    const requests = installFakeXhr();
    const { onChange, user } = renderField({ quickStart: true, imageApiBase: '/api/sites/quick-start' });
    await user.click(screen.getByRole('button', { name: /Lägg till en bild/ }));
    await user.upload(screen.getByTestId('image-file-input'), photoFile());
    expect(requests[0]?.url).toBe('/api/sites/quick-start/upload-image');
    act(() => requests[0]?.respond(200, storedImage('kept', { temporary: false })));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ isDemoImage: true })),
    );

    await user.upload(screen.getByTestId('image-file-input'), photoFile());
    act(() => requests[1]?.respond(200, storedImage('temp', { temporary: true })));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ fileName: 'temp.jpg', temporary: true, isDemoImage: false }),
      ),
    );
  });

  it('offers the size choice and deletes the image', async () => {
    const { onChange, onSizeChange, user } = renderField({ image: storedImage('photo'), size: 'MEDIUM' });
    expect(screen.getByText('Storlek: Mellan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Ändra bild/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Mellan' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Stor' }));
    expect(onSizeChange).toHaveBeenCalledWith('LARGE');
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort bilden' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('crops from the original with the chosen shape and returns to the image view', async () => {
    const cropped = storedImage('cropped', {
      width: 2700,
      height: 2700,
      imageBeforeEdit: {
        path: '/images/uploads/site-1/',
        fileName: 'photo.jpg',
        sizes: [],
        width: 4000,
        height: 3000,
      },
    });
    const fetches = mockFetch((request) =>
      request.path === `${API}/crop-image/v2` ? jsonResponse(cropped) : undefined,
    );
    const { onChange, user } = renderField({ image: storedImage('photo') });
    await user.click(screen.getByRole('button', { name: /Ändra bild/ }));
    await user.click(await screen.findByRole('button', { name: 'Beskär' }));
    expect(await screen.findByRole('dialog', { name: 'Beskär bilden' })).toBeInTheDocument();
    // The crop view loads lazily; it starts at 90 % of the width in the image's own shape.
    expect(await screen.findByText('3600 × 2700 px')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '1:1' }));
    expect(screen.getByText('2700 × 2700 px')).toBeInTheDocument();
    // Shift + arrow moves the frame 10 px of the original.
    screen.getByLabelText('Utsnitt').focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await user.click(screen.getByRole('button', { name: 'Spara beskärningen' }));

    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const crop = fetches.find((request) => request.path === `${API}/crop-image/v2`);
    expect(crop?.method).toBe('PUT');
    expect(crop?.body).toEqual({
      originalName: 'semester.jpg',
      sourceImageUrl: '/api/images/uploads/site-1/photo.jpg',
      crop: { x: 660, y: 150, width: 2700, height: 2700 },
    });
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'cropped.jpg' }));
    expect(await screen.findByRole('dialog', { name: 'Bild' })).toBeInTheDocument();
  });

  it('crops a cropped image again from its original, and reverts to it', async () => {
    const original = storedImage('photo');
    const cropped = storedImage('cropped', {
      width: 1000,
      height: 500,
      imageBeforeEdit: {
        path: original.path,
        fileName: original.fileName,
        sizes: original.sizes,
        width: 4000,
        height: 3000,
      },
    });
    const fetches = mockFetch((request) =>
      request.path === `${API}/crop-image/v2`
        ? errorResponse(400, 'CROP_OUTSIDE_IMAGE', 'Beskärningen ligger utanför bilden.')
        : undefined,
    );
    const { onChange, user } = renderField({ image: cropped });
    expect(screen.getByText('Beskuren')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Ändra bild/ }));
    await user.click(await screen.findByRole('button', { name: 'Beskär' }));
    expect(await screen.findByText('3600 × 2700 px')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spara beskärningen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Misslyckades att beskära bilden');
    expect(alert).toHaveTextContent('Beskärningen ligger utanför bilden.');
    expect(fetches.find((request) => request.method === 'PUT')?.body).toMatchObject({
      sourceImageUrl: '/api/images/uploads/site-1/photo.jpg',
    });
    await waitFor(() => expect(fetches.map((request) => request.path)).toContain('/api/logs/'));

    await user.click(screen.getByRole('button', { name: 'Tillbaka' }));
    await user.click(screen.getByRole('button', { name: 'Återställ originalet' }));
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ fileName: 'photo.jpg', width: 4000, height: 3000, imageBeforeEdit: null }),
    );
  });
});
