import '../../../test/editor-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { moduleEditorProps } from '../../../test/module-editor-props';
import { renderWithIntl } from '../../../test/render-with-intl';
import LocationEditor from './location-editor';

const savedMap = { path: '/maps/site-1/', fileName: 'map-1.png' };
const storedMap = {
  location: 'Stora torget 1, Visby',
  mapTheme: 'SILVER' as const,
  zoom: 14,
  markerColor: '1a2b3c',
  map: { path: '/maps/site-1/', fileName: 'old.png' },
};

function renderLocation(map: typeof storedMap | null = null) {
  const props = moduleEditorProps({ id: 'place', siteModuleType: 'Location', title: { sv: 'Vigseln' }, map });
  renderWithIntl(<LocationEditor {...props} />);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { props, user };
}

async function openMapTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Karta' }));
  return screen.getByRole('textbox', { name: 'Plats' });
}

const preview = () => screen.queryByRole('img', { name: /^Karta över/ });

describe('LocationEditor (002 §2.3, §5)', { timeout: 30_000 }, () => {
  beforeAll(() => import('../../../components/rich-text-editor/rich-text-editor'), 30_000);
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('edits the title, second title and text on its first tab', async () => {
    const { props, user } = renderLocation();
    const text = await screen.findByRole('textbox', { name: 'Text' });
    expect(screen.getByRole('group', { name: 'Bild' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Underrubrik' }), 'Lördag 13 juni kl. 15');
    await user.click(text);
    await user.keyboard('Samling vid kyrkan.');
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    await waitFor(() => expect(props.onApply).toHaveBeenCalledTimes(1));
    expect(props.onApply.mock.lastCall?.[0]).toMatchObject({
      title: { sv: 'Vigseln' },
      secondTitle: { sv: 'Lördag 13 juni kl. 15' },
      text: {
        sv: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Samling vid kyrkan.' }] }],
        },
      },
      map: null,
    });
  });

  it('shows the preview only after an 800 ms pause in typing the location', async () => {
    const { user: realTimeUser } = renderLocation();
    const location = await openMapTab(realTimeUser);
    // From here time stands still but for the steps below (typing by change events, so nothing waits).
    vi.useRealTimers();
    vi.useFakeTimers();
    expect(screen.getByText('Skriv en plats så visas kartan här.')).toBeInTheDocument();

    fireEvent.change(location, { target: { value: 'Visby' } });
    act(() => vi.advanceTimersByTime(799));
    expect(preview()).toBeNull();
    fireEvent.change(location, { target: { value: 'Visby C' } });
    act(() => vi.advanceTimersByTime(799));
    expect(preview()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(preview()).toHaveAttribute('src', '/api/sites/site-1/maps/preview/Visby%20C/12/NORMAL/ea4335/');
    expect(preview()).toHaveAccessibleName('Karta över Visby C');
  });

  it("previews a quick-start draft's map where quick start's maps are drawn, not under its draft id", async () => {
    const props = moduleEditorProps(
      { id: 'place', siteModuleType: 'Location', title: { sv: 'Vigseln' }, map: null },
      { _id: 'QUICK-START' },
    );
    renderWithIntl(<LocationEditor {...props} />, {
      editor: { imageApiBase: '/api/sites/quick-start', quickStart: true },
    });
    const location = await openMapTab(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    fireEvent.change(location, { target: { value: 'Visby C' } });
    await waitFor(() =>
      expect(preview()).toHaveAttribute(
        'src',
        '/api/sites/quick-start/maps/preview/Visby%20C/12/NORMAL/ea4335/',
      ),
    );
  });

  it('has the defaults: theme NORMAL, zoom 12 from 6 to 18 in steps of 1, marker #ea4335', async () => {
    const { user } = renderLocation();
    await openMapTab(user);
    expect(screen.getByRole('radio', { name: 'Normal' })).toBeChecked();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'NORMAL',
      'SILVER',
      'RETRO',
      'DARK',
      'NIGHT',
    ]);
    const zoom = screen.getByRole('slider', { name: 'Zoom' });
    expect(zoom).toHaveAttribute('aria-valuenow', '12');
    expect(zoom).toHaveAttribute('aria-valuemin', '6');
    expect(zoom).toHaveAttribute('aria-valuemax', '18');
    expect(screen.getByRole('textbox', { name: 'Färg som hex-kod' })).toHaveValue('#ea4335');
    expect(screen.getByLabelText('Välj färg')).toHaveValue('#ea4335');
  });

  it('follows the theme, zoom and colour in the preview at once and saves the map on Klar', async () => {
    const requests = mockFetch((request) => (request.method === 'POST' ? jsonResponse(savedMap) : undefined));
    const { props, user } = renderLocation();
    const location = await openMapTab(user);
    await user.type(location, 'Stora torget 1');
    act(() => vi.advanceTimersByTime(800));

    await user.click(screen.getByRole('radio', { name: 'Retro' }));
    const zoom = screen.getByRole('slider', { name: 'Zoom' });
    act(() => zoom.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(zoom).toHaveAttribute('aria-valuenow', '14');
    await user.keyboard('{End}{ArrowRight}');
    expect(zoom).toHaveAttribute('aria-valuenow', '18');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(zoom).toHaveAttribute('aria-valuenow', '6');
    await user.keyboard('{ArrowRight}');
    const hex = screen.getByRole('textbox', { name: 'Färg som hex-kod' });
    await user.clear(hex);
    await user.type(hex, '#00AA55');
    expect(preview()).toHaveAttribute(
      'src',
      '/api/sites/site-1/maps/preview/Stora%20torget%201/7/RETRO/00aa55/',
    );

    await user.click(screen.getByRole('button', { name: 'Klar' }));
    await waitFor(() => expect(props.onApply).toHaveBeenCalledTimes(1));
    expect(requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/sites/site-1/maps/Stora%20torget%201/7/RETRO/00aa55/', body: {} },
    ]);
    expect(props.onApply.mock.lastCall?.[0].map).toEqual({
      contentDataType: 'Map',
      location: 'Stora torget 1',
      mapTheme: 'RETRO',
      zoom: 7,
      markerColor: '00aa55',
      map: { ...savedMap, isDemoImage: false, cdn: false },
    });
  });

  it('takes only hex colours for the marker', async () => {
    const { user } = renderLocation();
    await openMapTab(user);
    const hex = screen.getByRole('textbox', { name: 'Färg som hex-kod' });
    await user.clear(hex);
    await user.type(hex, 'red');
    expect(screen.getByText('Skriv färgen som en hex-kod, till exempel #ea4335.')).toBeInTheDocument();
    expect(hex).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('Välj färg'), { target: { value: '#123456' } });
    expect(hex).toHaveValue('#123456');
    expect(screen.queryByText(/Skriv färgen som en hex-kod/)).not.toBeInTheDocument();
  });

  it("keeps the dialog open on 'Klar' while the marker colour is not a hex colour, on the field", async () => {
    const requests = mockFetch(() => jsonResponse(savedMap));
    const { props, user } = renderLocation();
    await openMapTab(user);
    const hex = screen.getByRole('textbox', { name: 'Färg som hex-kod' });
    await user.clear(hex);
    await user.type(hex, '#12345');
    await user.click(screen.getByRole('tab', { name: 'Innehåll' }));
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(props.onApply).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    const shown = await screen.findByRole('textbox', { name: 'Färg som hex-kod' });
    expect(shown).toHaveValue('#12345');
    await waitFor(() => expect(shown).toHaveFocus());
    await user.type(shown, '6');
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    await waitFor(() => expect(props.onApply).toHaveBeenCalledTimes(1));
  });

  it('saves with the location as typed even before the pause has passed', async () => {
    const requests = mockFetch(() => jsonResponse(savedMap));
    const { props, user } = renderLocation();
    await user.type(await openMapTab(user), 'Visby');
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    await waitFor(() => expect(props.onApply).toHaveBeenCalledTimes(1));
    expect(requests[0]?.path).toBe('/api/sites/site-1/maps/Visby/12/NORMAL/ea4335/');
  });

  it('saves no map for an empty location', async () => {
    const requests = mockFetch(() => undefined);
    const { props, user } = renderLocation(storedMap);
    const location = await openMapTab(user);
    await user.clear(location);
    await user.type(location, '   ');
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(requests).toEqual([]);
    expect(props.onApply.mock.lastCall?.[0].map).toEqual({
      contentDataType: 'Map',
      location: '',
      mapTheme: 'SILVER',
      zoom: 14,
      markerColor: '1a2b3c',
      map: null,
    });
  });

  it('keeps a module without a map without one when no location is given', async () => {
    const requests = mockFetch(() => undefined);
    const { props, user } = renderLocation();
    await openMapTab(user);
    await user.click(screen.getByRole('radio', { name: 'Natt' }));
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(requests).toEqual([]);
    expect(props.onApply.mock.lastCall?.[0].map).toBeNull();
  });

  it('keeps the saved map when nothing about the map changed', async () => {
    const requests = mockFetch(() => undefined);
    const { props, user } = renderLocation(storedMap);
    await openMapTab(user);
    expect(screen.getByRole('textbox', { name: 'Plats' })).toHaveValue('Stora torget 1, Visby');
    expect(screen.getByRole('radio', { name: 'Silver' })).toBeChecked();
    expect(preview()).toHaveAttribute(
      'src',
      '/api/sites/site-1/maps/preview/Stora%20torget%201%2C%20Visby/14/SILVER/1a2b3c/',
    );
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(requests).toEqual([]);
    expect(props.onApply.mock.lastCall?.[0].map).toEqual({
      contentDataType: 'Map',
      ...storedMap,
      map: { ...storedMap.map, isDemoImage: false, cdn: false },
    });
  });

  it('stays open and says so when the map cannot be saved', async () => {
    mockFetch(() => errorResponse(502, 'MAP_UNAVAILABLE', 'Kartleverantören svarar inte.'));
    const { props, user } = renderLocation(storedMap);
    await openMapTab(user);
    await user.click(screen.getByRole('radio', { name: 'Mörk' }));
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    const alert = await screen.findByRole('dialog', { name: 'Fel' });
    expect(alert).toHaveTextContent('Kartan kunde inte sparas.');
    expect(alert).toHaveTextContent('Kartleverantören svarar inte.');
    expect(props.onApply).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Stäng' }));
    expect(screen.getByRole('button', { name: 'Klar' })).toBeEnabled();
  });
});
