import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../../test/render-with-intl';
import { ImportDialog } from './import-dialog';

describe('ImportDialog', () => {
  it('previews pasted rows: what will be created and what is wrong, and creates from those rows', () => {
    const onImport = vi.fn();
    renderWithIntl(
      <ImportDialog
        open
        onOpenChange={() => {}}
        languages={['sv', 'en']}
        listed={[]}
        busy={false}
        onImport={onImport}
      />,
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
    expect(onImport).toHaveBeenCalledWith(
      [
        ['Name', 'Guests', 'E-mail'],
        ['The Berg family', 'Cilla, Dan', ''],
        ['', 'Nobody', ''],
        ['Holm', 'Eva', 'not-a-mail'],
      ],
      'skip',
    );
  });

  it('warns about households already on the list or twice in the sheet and skips them unless added anyway', () => {
    const onImport = vi.fn();
    renderWithIntl(
      <ImportDialog
        open
        onOpenChange={() => {}}
        languages={['sv']}
        listed={[{ name: 'Familjen Öberg', mail: 'oberg@example.se' }]}
        busy={false}
        onImport={onImport}
      />,
      { language: 'sv' },
    );
    const pasted = 'familjen oberg\tÅsa\nHolm\tEva\tOBERG@example.se\nLund\tPer\nLund\tPer';
    fireEvent.change(screen.getByLabelText('Klistra in här'), { target: { value: pasted } });

    expect(screen.getByRole('status')).toHaveTextContent('1 hushåll läggs till.');
    expect(
      screen.getByText(
        '3 hushåll har samma namn eller e-post som några som redan finns. De hoppas över om du inte väljer annat.',
      ),
    ).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Finns redan på gästlistan');
    expect(rows[1]).toHaveTextContent('Finns redan på gästlistan');
    expect(rows[2]).toHaveTextContent('Läggs till');
    expect(rows[3]).toHaveTextContent('Står redan på en tidigare rad');

    fireEvent.click(screen.getByRole('button', { name: 'Lägg till 1 hushåll' }));
    expect(onImport).toHaveBeenLastCalledWith(expect.any(Array), 'skip');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Lägg till dem ändå' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lägg till 4 hushåll' }));
    expect(onImport).toHaveBeenLastCalledWith(expect.any(Array), 'add');
  });
});
