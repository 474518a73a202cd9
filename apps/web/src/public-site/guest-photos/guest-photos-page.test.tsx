import { publicSiteSchema, type PublicSite } from '@eventsite/core/schemas/public-site';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { testConfig } from '../../test/render-edit-app';
import type { PhotoUploadRequest } from './guest-photo-upload-calls';
import GuestPhotosPage from './guest-photos-page';

vi.mock('../../fonts/load-site-fonts', () => ({ loadSiteFonts: vi.fn(async () => undefined) }));

// The tus client is the server's to speak; here each started upload is held so the test drives it.
const started = vi.hoisted(() => [] as PhotoUploadRequest[]);
vi.mock('./guest-photo-upload-calls', () => ({
  startPhotoUpload: vi.fn(async (request: PhotoUploadRequest) => {
    started.push(request);
    return () => undefined;
  }),
}));

function site(): PublicSite {
  return publicSiteSchema.parse({
    _id: 'site-1',
    host: 'anna-och-per.festsidan.se',
    active: true,
    usesSiteModules: true,
    theme: 'theme4',
    availableLanguages: [{ languageCode: 'sv' }],
    siteModules: [
      { id: 'header', siteModuleType: 'Header', title: { sv: 'Anna & Per' } },
      { id: 'gallery', siteModuleType: 'ImageGallery', guestPhotos: { enabled: true } },
    ],
  });
}

const photo = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

async function renderPage() {
  mockFetch(({ path }) =>
    path === '/api/form-submissions/post-key' ? jsonResponse({ key: 'key-1' }) : undefined,
  );
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<GuestPhotosPage site={site()} language="sv" config={testConfig} />);
  return user;
}

/** Lets the post key age and the queued uploads reach the (mocked) tus client, until `count` have started. */
async function startedUploads(count: number): Promise<string[]> {
  for (let step = 0; step < 100 && started.length < count; step += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
  }
  return started.map(({ file }) => file.name);
}

const row = (name: string) =>
  screen.getAllByTestId('photo-upload').find((item) => item.textContent?.includes(name)) as HTMLElement;

// The calls load on demand; loaded once here, so a test's clock is not raced by the first import.
beforeAll(async () => {
  await Promise.all([
    import('./guest-photo-upload-calls'),
    import('../../modules/shared/guest-submission-calls'),
  ]);
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  started.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the guests' photo upload page (issue 38 item 2)", () => {
  it("is the site's page with a big button, the optional name and what the hosts do first", async () => {
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Dela dina bilder', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Anna & Per')).toBeInTheDocument();
    expect(screen.getByText('Värdarna tittar på bilderna innan de visas för andra.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ditt namn (valfritt)')).toHaveValue('');
    expect(screen.getByText('Välj bilder')).toBeInTheDocument();
  });

  it('sends the picked files two at a time, each with its own progress, with the name and the session key', async () => {
    const user = await renderPage();
    await user.type(screen.getByLabelText('Ditt namn (valfritt)'), 'Moster Eva');
    await user.upload(screen.getByTestId('guest-photo-input'), [
      photo('a.jpg'),
      photo('b.jpg'),
      photo('c.jpg'),
    ]);
    expect(screen.getByText('0 av 3 klara')).toBeInTheDocument();
    expect(await startedUploads(2)).toEqual(['a.jpg', 'b.jpg']);
    expect(started[0]).toMatchObject({
      siteId: 'site-1',
      postKey: 'key-1',
      name: 'Moster Eva',
      language: 'sv',
    });
    expect(within(row('c.jpg')).getByText('Väntar')).toBeInTheDocument();

    act(() => started[0]!.onProgress(420));
    expect(within(row('a.jpg')).getByText('Laddar upp 42 %')).toBeInTheDocument();
    expect(within(row('a.jpg')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');

    act(() => started[0]!.onSuccess());
    expect(within(row('a.jpg')).getByText('Klar')).toBeInTheDocument();
    expect(await startedUploads(3)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    act(() => {
      started[1]!.onSuccess();
      started[2]!.onSuccess();
    });
    expect(screen.getByText('Tack! Alla bilder har kommit fram.')).toBeInTheDocument();
  });

  it('offers another try after a lost connection, and tries again by itself once the phone is online', async () => {
    const user = await renderPage();
    await user.upload(screen.getByTestId('guest-photo-input'), [photo('a.jpg'), photo('b.jpg')]);
    await startedUploads(2);
    act(() => {
      started[0]!.onError({ text: null, final: false });
      started[1]!.onError({ text: null, final: false });
    });
    expect(within(row('a.jpg')).getByText('Anslutningen bröts.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Försök igen med a.jpg' }));
    expect(await startedUploads(3)).toEqual(['a.jpg', 'b.jpg', 'a.jpg']);
    act(() => started[2]!.onSuccess());
    expect(within(row('a.jpg')).getByText('Klar')).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await startedUploads(4)).toEqual(['a.jpg', 'b.jpg', 'a.jpg', 'b.jpg']);
  });

  it("shows the server's refusal and no retry when another try cannot help", async () => {
    const user = await renderPage();
    await user.upload(screen.getByTestId('guest-photo-input'), [photo('a.jpg')]);
    await startedUploads(1);
    act(() =>
      started[0]!.onError({ text: 'Sidan har tagit emot så många bilder som får plats.', final: true }),
    );
    expect(within(row('a.jpg')).getByRole('alert')).toHaveTextContent(
      'Sidan har tagit emot så många bilder som får plats.',
    );
    expect(screen.queryByRole('button', { name: /Försök igen/ })).not.toBeInTheDocument();
  });
});
