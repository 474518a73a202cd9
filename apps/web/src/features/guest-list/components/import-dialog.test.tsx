import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../../test/render-with-intl';
import { ImportDialog } from './import-dialog';

describe('ImportDialog', () => {
  it('previews pasted rows: what will be created and what is wrong, and creates from those rows', () => {
    const onImport = vi.fn();
    renderWithIntl(
      <ImportDialog open onOpenChange={() => {}} languages={['sv', 'en']} busy={false} onImport={onImport} />,
      { language: 'en' },
    );
    const pasted = 'Name\tGuests\tE-mail\nThe Berg family\tCilla, Dan\t\n\tNobody\t\nHolm\tEva\tnot-a-mail';
    fireEvent.change(screen.getByLabelText('Paste here'), { target: { value: pasted } });

    expect(screen.getByRole('status')).toHaveTextContent(
      '1 household will be added, 2 rows have problems and are skipped.',
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Cilla, Dan')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Will be added');
    expect(rows[1]).toHaveTextContent('Name missing');
    expect(rows[2]).toHaveTextContent('Invalid e-mail address');

    fireEvent.click(screen.getByRole('button', { name: 'Add 1 household' }));
    expect(onImport).toHaveBeenCalledWith([
      ['Name', 'Guests', 'E-mail'],
      ['The Berg family', 'Cilla, Dan', ''],
      ['', 'Nobody', ''],
      ['Holm', 'Eva', 'not-a-mail'],
    ]);
  });
});
