import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../../test/render-with-intl';
import { HouseholdDialog } from './household-dialog';
import type { ProgrammeEvent } from './programme-events';
import { testHousehold } from './programme-test-data';

const events: ProgrammeEvent[] = [
  { id: 'ceremony', title: 'Ceremony', when: 'Fri, Jun 14, 14:00–15:00' },
  { id: 'dinner', title: 'Dinner', when: 'Fri, Jun 14, 17:00' },
  { id: 'party', title: 'Party', when: 'Fri, Jun 14, 21:00' },
];

function renderDialog(
  household: Parameters<typeof testHousehold>[0] | null,
  programme = events,
  rsvpMaxGuests: number | null = null,
) {
  const onSave = vi.fn();
  renderWithIntl(
    <HouseholdDialog
      open
      onOpenChange={() => {}}
      household={household && testHousehold(household)}
      languages={['sv']}
      events={programme}
      rsvpMaxGuests={rsvpMaxGuests}
      busy={false}
      onSave={onSave}
    />,
    { language: 'en' },
  );
  return onSave;
}

const invitedTo = () => screen.getByRole('group', { name: 'Invited to' });

describe('HouseholdDialog: the events a household is invited to (issue 34)', () => {
  it('invites a new household to all events by default, events added later included (events: null)', () => {
    const onSave = renderDialog(null);
    expect(within(invitedTo()).getByRole('radio', { name: /All events/ })).toBeChecked();
    expect(within(invitedTo()).queryByRole('checkbox')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Household name'), { target: { value: 'The Berg family' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'The Berg family', events: null }));
  });

  it('invites to the chosen events only, offered in time order with day and time', () => {
    const onSave = renderDialog({ _id: 'holm', name: 'Eva Holm' });
    fireEvent.click(within(invitedTo()).getByRole('radio', { name: 'Chosen events' }));
    const boxes = within(invitedTo()).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'CeremonyFri, Jun 14, 14:00–15:00',
      'DinnerFri, Jun 14, 17:00',
      'PartyFri, Jun 14, 21:00',
    ]);
    expect(screen.getByRole('note')).toHaveTextContent('None chosen');
    fireEvent.click(within(invitedTo()).getByRole('checkbox', { name: /Ceremony/ }));
    fireEvent.click(within(invitedTo()).getByRole('checkbox', { name: /Party/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ events: ['ceremony', 'party'] }));
  });

  it('shows a household’s chosen events and saves them back to all', () => {
    const onSave = renderDialog({ _id: 'holm', name: 'Eva Holm', events: ['dinner'] });
    expect(within(invitedTo()).getByRole('radio', { name: 'Chosen events' })).toBeChecked();
    expect(within(invitedTo()).getByRole('checkbox', { name: /Dinner/ })).toBeChecked();
    expect(within(invitedTo()).getByRole('checkbox', { name: /Ceremony/ })).not.toBeChecked();
    fireEvent.click(within(invitedTo()).getByRole('radio', { name: /All events/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ events: null }));
  });

  it('does not ask about events on a site without a programme, and keeps the household’s invitation', () => {
    const onSave = renderDialog({ _id: 'holm', name: 'Eva Holm', events: ['dinner'] }, []);
    expect(screen.queryByRole('group', { name: 'Invited to' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ events: ['dinner'] }));
  });
});

describe('HouseholdDialog: a household larger than the RSVP takes in one answer (issue 39 item 5)', () => {
  it('says so while the owner writes the guests, and that the personal link lets all of them answer', () => {
    renderDialog({ _id: 'berg', name: 'The Berg family', members: ['Cilla', 'Dan'] }, [], 2);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Guests/), { target: { value: 'Cilla\nDan\nElla' } });
    expect(screen.getByRole('note')).toHaveTextContent(
      'More than the RSVP’s 2 guests per answer. Their personal link still lets all 3 answer.',
    );
  });
});
