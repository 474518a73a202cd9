import type { SpeechSignupView, ToastmasterDesk } from '@eventsite/core/api/speeches';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, sentBodies } from '../../test/fetch-mock';
import ToastmasterApp from './toastmaster-app';

const TOKEN = 'T'.repeat(40);
const DESK_PATH = `/api/toastmaster/${TOKEN}`;
const ORDER_PATH = `${DESK_PATH}/order`;

function speech(
  overrides: Partial<SpeechSignupView> & Pick<SpeechSignupView, '_id' | 'name'>,
): SpeechSignupView {
  return {
    relation: '',
    minutes: 3,
    slot: null,
    needs: [],
    songTitle: '',
    note: '',
    mail: '',
    phone: '',
    householdId: null,
    language: 'sv',
    createdAt: '2026-06-01T10:00:00.000Z',
    toastmasterNote: '',
    ...overrides,
  };
}

function testDesk(overrides: Partial<ToastmasterDesk> = {}): ToastmasterDesk {
  return {
    siteTitle: 'Anna & Erik',
    siteDate: '2026-08-15',
    deadline: '2026-08-08',
    language: 'sv',
    toastmaster: { id: 'tm1', name: 'Lisa' },
    slots: [
      { id: 'starter', title: { sv: 'Efter förrätten' }, plannedMinutes: 5 },
      { id: 'main', title: { sv: 'Efter varmrätten' }, plannedMinutes: 0 },
    ],
    speeches: [
      speech({
        _id: 's1',
        name: 'Eva Holm',
        relation: 'Brudens syster',
        minutes: 4,
        slot: 'starter',
        needs: ['microphone', 'songSheets'],
        songTitle: 'Hej tomtegubbar',
        note: 'Vill gärna tala tidigt',
        mail: 'eva@example.se',
        phone: '070-123 45 67',
        createdAt: '2026-06-01T10:00:00.000Z',
      }),
      speech({ _id: 's2', name: 'Per Berg', minutes: 2, createdAt: '2026-06-02T10:00:00.000Z' }),
    ],
    order: { revision: 1, slots: [] },
    unsentChanges: 0,
    ...overrides,
  };
}

/*
 * jsdom lays nothing out, and dnd-kit's keyboard sensor moves by the boxes it measures: each column is
 * drawn 300 px to the right of the one before it, and each speech 120 px below the one above.
 */
const COLUMN_WIDTH = 300;
function layoutBox(element: Element): DOMRect {
  const column = element.closest('[data-column]');
  const columns = [...document.querySelectorAll('[data-column]')];
  const x = Math.max(0, columns.indexOf(column as Element)) * COLUMN_WIDTH;
  if (element.matches('li[data-speech]')) {
    const index = [...(element.parentElement?.children ?? [])].indexOf(element);
    return new DOMRect(x, 100 + index * 120, 280, 110);
  }
  if (element.matches('section')) return new DOMRect(x, 0, 280, 700);
  return new DOMRect(x, 0, 280, 40);
}
let restoreLayout: () => void;
beforeAll(() => {
  const spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    return layoutBox(this);
  });
  restoreLayout = () => spy.mockRestore();
});
afterAll(() => restoreLayout());
afterEach(() => vi.unstubAllGlobals());

function renderDesk() {
  return render(<ToastmasterApp token={TOKEN} language="sv" />);
}

function column(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

function namesIn(name: string): string[] {
  return within(column(name))
    .queryAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent ?? '');
}

describe("the toastmaster's desk", () => {
  it('shows every sign-up with its details, and the unplaced speeches in their own column', async () => {
    mockFetch(({ method, path }) =>
      method === 'GET' && path === DESK_PATH ? jsonResponse(testDesk()) : undefined,
    );
    renderDesk();
    expect(await screen.findByRole('heading', { name: 'Anna & Erik' })).toBeInTheDocument();
    expect(namesIn('Ej placerade')).toEqual(['Eva Holm', 'Per Berg']);
    const eva = screen.getByRole('listitem', { name: 'Eva Holm' });
    expect(within(eva).getByText('Efter förrätten', { selector: 'dd' })).toBeInTheDocument();
    for (const text of [
      'Brudens syster',
      '4 min',
      'Mikrofon, Sånghäften',
      'Hej tomtegubbar',
      'Vill gärna tala tidigt',
    ]) {
      expect(within(eva).getByText(text)).toBeInTheDocument();
    }
    expect(within(eva).getByRole('link', { name: /eva@example.se/ })).toHaveAttribute(
      'href',
      'mailto:eva@example.se',
    );
    expect(within(eva).getByRole('link', { name: /070-123 45 67/ })).toHaveAttribute(
      'href',
      'tel:0701234567',
    );
    expect(screen.getByText('Anmälan stänger 8 augusti 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spara talordningen' })).toBeDisabled();
  });

  it('orders speeches by keyboard drag and by the move buttons, and saves the order with its revision', async () => {
    const requests = mockFetch(({ method, path, body }) => {
      if (method === 'GET' && path === DESK_PATH) return jsonResponse(testDesk());
      if (method === 'PUT' && path === ORDER_PATH) {
        const update = body as { slots: ToastmasterDesk['order']['slots'] };
        return jsonResponse(testDesk({ order: { revision: 2, slots: update.slots }, unsentChanges: 2 }));
      }
      return undefined;
    });
    renderDesk();
    const handle = await screen.findByRole('button', { name: 'Dra Eva Holm' });
    // Picked up with space, carried one column to the right with an arrow key, dropped with space.
    const press = async (code: string) => {
      fireEvent.keyDown(handle, { key: code === 'Space' ? ' ' : code, code });
      // dnd-kit measures the columns between key presses, as a browser's frames would let it.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    };
    act(() => handle.focus());
    await press('Space');
    await press('ArrowRight');
    await press('Space');
    await waitFor(() => expect(namesIn('Efter förrätten')).toEqual(['Eva Holm']));
    expect(namesIn('Ej placerade')).toEqual(['Per Berg']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Flytta till: Per Berg' }), {
      target: { value: 'starter' },
    });
    expect(namesIn('Efter förrätten')).toEqual(['Eva Holm', 'Per Berg']);
    fireEvent.click(screen.getByRole('button', { name: 'Flytta upp: Per Berg' }));
    expect(namesIn('Efter förrätten')).toEqual(['Per Berg', 'Eva Holm']);
    expect(screen.getByText('Alla tal har fått en plats.')).toBeInTheDocument();

    fireEvent.change(screen.getAllByLabelText('Din anteckning')[0] as HTMLElement, {
      target: { value: 'Kort intro' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Spara talordningen' }));
    expect(await screen.findByText('Sparad')).toBeInTheDocument();
    expect(sentBodies(requests, 'PUT', ORDER_PATH)).toEqual([
      {
        revision: 1,
        slots: [
          { slotId: 'starter', plannedMinutes: 5, speechIds: ['s2', 's1'] },
          { slotId: 'main', plannedMinutes: 0, speechIds: [] },
        ],
        notes: [
          { speechId: 's1', note: '' },
          { speechId: 's2', note: 'Kort intro' },
        ],
      },
    ]);
    expect(screen.getByText('2 talare har ändringar som inte mejlats')).toBeInTheDocument();
  });

  it('sums the minutes per slot against the planned minutes and warns when over', async () => {
    const placed = {
      revision: 1,
      slots: [{ slotId: 'starter', plannedMinutes: 5, speechIds: ['s1', 's2'] }],
    };
    mockFetch(({ method, path }) =>
      method === 'GET' && path === DESK_PATH ? jsonResponse(testDesk({ order: placed })) : undefined,
    );
    renderDesk();
    const starter = await screen.findByRole('region', { name: 'Efter förrätten' });
    expect(within(starter).getByText('6 av 5 min')).toBeInTheDocument();
    expect(within(starter).getByText('1 min för mycket')).toBeInTheDocument();
    fireEvent.change(within(starter).getByLabelText('Planerade minuter'), { target: { value: '8' } });
    expect(within(starter).getByText('6 av 8 min')).toBeInTheDocument();
    expect(within(starter).queryByText(/för mycket/)).not.toBeInTheDocument();
    expect(within(column('Efter varmrätten')).getByText('0 min')).toBeInTheDocument();
  });

  it('reloads the order and says so when someone else saved in between', async () => {
    let reads = 0;
    const theirs = { revision: 2, slots: [{ slotId: 'main', plannedMinutes: 10, speechIds: ['s2'] }] };
    mockFetch(({ method, path }) => {
      if (method === 'GET' && path === DESK_PATH) {
        reads += 1;
        return jsonResponse(reads === 1 ? testDesk() : testDesk({ order: theirs }));
      }
      if (method === 'PUT' && path === ORDER_PATH) {
        return errorResponse(409, 'SPEECH_ORDER_STALE', 'Talordningen har ändrats.');
      }
      return undefined;
    });
    renderDesk();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Flytta till: Eva Holm' }), {
      target: { value: 'starter' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Spara talordningen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Någon annan sparade talordningen/);
    await waitFor(() => expect(namesIn('Efter varmrätten')).toEqual(['Per Berg']));
    expect(namesIn('Efter förrätten')).toEqual([]);
    expect(namesIn('Ej placerade')).toEqual(['Eva Holm']);
    expect(reads).toBe(2);
  });

  it('mails the speakers with unsent changes and tells how many were mailed', async () => {
    let unsent = 2;
    const requests = mockFetch(({ method, path }) => {
      if (method === 'GET' && path === DESK_PATH) return jsonResponse(testDesk({ unsentChanges: unsent }));
      if (method === 'POST' && path === `${DESK_PATH}/notify`) {
        unsent = 0;
        return jsonResponse({ mailed: 2 });
      }
      return undefined;
    });
    renderDesk();
    const notify = await screen.findByRole('button', { name: /Mejla talarna deras plats/ });
    expect(notify).toHaveTextContent('2');
    fireEvent.click(notify);
    expect(await screen.findByText('2 talare mejlades.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Mejla talarna deras plats/ })).toBeDisabled(),
    );
    expect(sentBodies(requests, 'POST', `${DESK_PATH}/notify`)).toHaveLength(1);
  });

  it('explains a revoked link in the language of the page, and an empty desk', async () => {
    mockFetch(() => errorResponse(404, 'TOASTMASTER_LINK_INVALID', 'Länken fungerar inte längre.'));
    const { unmount } = renderDesk();
    expect(await screen.findByRole('heading', { name: 'Länken fungerar inte' })).toBeInTheDocument();
    expect(screen.getByText('Länken fungerar inte längre.')).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();

    const danish = testDesk({ language: 'da', speeches: [] });
    danish.slots = danish.slots.map((slot) => ({
      ...slot,
      title: { da: slot.id === 'starter' ? 'Efter forretten' : 'Efter hovedretten' },
    }));
    mockFetch(() => jsonResponse(danish));
    renderDesk();
    expect(await screen.findByRole('heading', { name: 'Ingen tilmeldte taler endnu' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Efter forretten' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ikke placeret' })).not.toBeInTheDocument();
  });
});
