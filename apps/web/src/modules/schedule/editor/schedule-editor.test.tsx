import '../../../test/editor-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleEventInput } from '@eventsite/core/schemas/site-modules';
import { AppContextProvider } from '../../../lib/app-context';
import { moduleEditorProps } from '../../../test/module-editor-props';
import { testConfig } from '../../../test/render-edit-app';
import { renderWithIntl } from '../../../test/render-with-intl';
import ScheduleEditor from './schedule-editor';

function renderEditor(events: ScheduleEventInput[] = []) {
  const props = moduleEditorProps({ id: 'programme', siteModuleType: 'Schedule', events });
  renderWithIntl(
    <AppContextProvider
      value={{ config: testConfig, selection: { mode: 'EDIT', host: testConfig.domain, isDemo: false } }}
    >
      <ScheduleEditor {...props} />
    </AppContextProvider>,
  );
  return { props, user: userEvent.setup() };
}

/** The events as the collapsed list names them, top to bottom. */
const listed = () =>
  within(screen.getByRole('list', { name: 'Programpunkter' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[aria-expanded]')?.textContent?.replace(/^\d+|\d+ av \d+$/g, ''));

const setTime = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ScheduleEditor (issue 34 item 1)', { timeout: 30_000 }, () => {
  beforeAll(() => import('../../../components/rich-text-editor/rich-text-editor'), 30_000);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-12T11:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('adds an event with its title, times, place, address and dress code, open to all and asking who comes', async () => {
    const { props, user } = renderEditor();
    expect(
      screen.getByText('Inga programpunkter än. Lägg till den första, till exempel vigseln!'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Lägg till programpunkt' }));
    await screen.findByRole('textbox', { name: 'Text' });
    expect(screen.getByLabelText('Dag och starttid')).toHaveValue('2027-06-12T15:00');
    await user.type(screen.getByRole('textbox', { name: 'Namn på programpunkten' }), 'Vigsel');
    setTime('Dag och starttid', '2027-06-12T14:00');
    setTime('Sluttid (frivillig)', '2027-06-12T15:00');
    await user.type(screen.getByRole('textbox', { name: 'Plats' }), 'Uppsala domkyrka');
    await user.type(screen.getByRole('textbox', { name: 'Adress' }), 'Domkyrkoplan 2, Uppsala');
    await user.type(screen.getByRole('textbox', { name: 'Klädsel' }), 'Kavaj');
    expect(screen.getByRole('radio', { name: 'Öppen för alla' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Fråga om närvaro' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Klar' }));
    await waitFor(() => expect(props.onApply).toHaveBeenCalledTimes(1));
    expect(props.onApply.mock.lastCall?.[0].events).toEqual([
      {
        id: expect.any(String),
        title: { sv: 'Vigsel' },
        startsAt: '2027-06-12T14:00',
        endsAt: '2027-06-12T15:00',
        place: { sv: 'Uppsala domkyrka' },
        address: 'Domkyrkoplan 2, Uppsala',
        dressCode: { sv: 'Kavaj' },
        text: {},
        openToAll: true,
        askAttendance: true,
      },
    ]);
  });

  it('makes an event for invited guests only and stops asking who comes', async () => {
    const { props, user } = renderEditor([
      { id: 'dinner', title: { sv: 'Middag' }, startsAt: '2027-06-12T18:00' },
    ]);
    expect(screen.getByText('Alla som besöker sidan ser den.')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Endast inbjudna' }));
    expect(screen.getByText(/Bara hushåll som är inbjudna till den i gästlistan ser den/)).toBeVisible();
    await user.click(screen.getByRole('switch', { name: 'Fråga om närvaro' }));

    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(props.onApply.mock.lastCall?.[0].events[0]).toMatchObject({
      id: 'dinner',
      openToAll: false,
      askAttendance: false,
    });
  });

  it('refuses an end before the start, saying so, until it is put right', async () => {
    const { props, user } = renderEditor([
      { id: 'dinner', title: { sv: 'Middag' }, startsAt: '2027-06-12T18:00' },
    ]);
    setTime('Sluttid (frivillig)', '2027-06-12T17:00');

    expect(
      screen.getByText('Sluttiden är före starttiden. Välj en sluttid efter Lördag 12 juni 18:00.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Sluttid (frivillig)')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(props.onApply).not.toHaveBeenCalled();
    expect(screen.getByText('Rätta tiderna för ”Middag” innan du sparar.')).toBeVisible();

    setTime('Sluttid (frivillig)', '2027-06-12T23:00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(props.onApply.mock.lastCall?.[0].events[0]).toMatchObject({ endsAt: '2027-06-12T23:00' });
  });

  it('lists the events in time order, also after a start is moved, with no buttons to reorder them', async () => {
    const { props, user } = renderEditor([
      { id: 'party', title: { sv: 'Fest' }, startsAt: '2027-06-12T21:00' },
      { id: 'ceremony', title: { sv: 'Vigsel' }, startsAt: '2027-06-12T14:00' },
    ]);
    expect(listed()).toEqual(['Lördag 12 juni 14:00 · Vigsel', 'Lördag 12 juni 21:00 · Fest']);
    expect(screen.queryByRole('button', { name: /Flytta/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Fest 2 av 2$/ }));
    setTime('Dag och starttid', '2027-06-12T11:00');
    expect(listed()).toEqual(['Lördag 12 juni 11:00 · Fest', 'Lördag 12 juni 14:00 · Vigsel']);

    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(props.onApply.mock.lastCall?.[0].events.map((event) => event.id)).toEqual(['party', 'ceremony']);
  });
});
