import { legacyModuleSchema } from '@eventsite/core/schemas/legacy-site';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../../test/render-with-intl';
import { LegacyModuleList } from './legacy-module-list';

const modules = [
  legacyModuleSchema.parse({ id: 'CLIENTID1', type: 'Text', title: 'Välkommen' }),
  legacyModuleSchema.parse({ id: 'CLIENTID2', type: 'Rsvp', title: '', menuTitle: 'Svara', hide: true }),
];

function renderList() {
  const handlers = { onMove: vi.fn(), onHide: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn(), onAdd: vi.fn() };
  renderWithIntl(
    <LegacyModuleList modules={modules} types={['Text', 'Rsvp', 'Speech2']} busy={false} {...handlers} />,
  );
  return handlers;
}

describe('LegacyModuleList', () => {
  it('lists the modules by name, says which are hidden and cannot move past the ends', () => {
    renderList();
    const first = screen.getByRole('listitem', { name: 'Välkommen' });
    const second = screen.getByRole('listitem', { name: 'Svara' });
    expect(second).toHaveTextContent('Dold för gästerna');
    expect(first).not.toHaveTextContent('Dold för gästerna');
    expect(within(first).getByRole('button', { name: 'Upp' })).toBeDisabled();
    expect(within(second).getByRole('button', { name: 'Ned' })).toBeDisabled();
  });

  it('moves, hides, shows, edits, deletes and adds', async () => {
    const user = userEvent.setup();
    const handlers = renderList();
    const first = screen.getByRole('listitem', { name: 'Välkommen' });
    await user.click(within(first).getByRole('button', { name: 'Ned' }));
    expect(handlers.onMove).toHaveBeenCalledWith('CLIENTID1', 1);
    await user.click(within(first).getByRole('button', { name: 'Dölj' }));
    expect(handlers.onHide).toHaveBeenCalledWith('CLIENTID1', true);
    await user.click(
      within(screen.getByRole('listitem', { name: 'Svara' })).getByRole('button', { name: 'Visa' }),
    );
    expect(handlers.onHide).toHaveBeenCalledWith('CLIENTID2', false);
    await user.click(within(first).getByRole('button', { name: 'Ändra texter' }));
    expect(handlers.onEdit).toHaveBeenCalledWith('CLIENTID1');
    await user.click(within(first).getByRole('button', { name: 'Ta bort' }));
    expect(handlers.onDelete).toHaveBeenCalledWith('CLIENTID1');
    await user.selectOptions(screen.getByLabelText('Ny modul'), 'Rsvp');
    await user.click(screen.getByRole('button', { name: 'Lägg till' }));
    expect(handlers.onAdd).toHaveBeenCalledWith('Rsvp');
  });
});
