import '../../../test/editor-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleEditorProps } from '../../../test/module-editor-props';
import { renderWithIntl } from '../../../test/render-with-intl';
import PeopleListEditor from './people-list-editor';

const paragraph = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }],
});

function peopleModule() {
  return {
    id: 'people',
    siteModuleType: 'PeopleList' as const,
    title: { sv: 'Viktiga personer' },
    items: [
      { id: 'anna', name: { sv: 'Anna' }, title: { sv: 'Toastmaster' } },
      { id: 'bo', name: { sv: 'Bo' }, title: { sv: 'Värd' } },
      { id: 'cia', name: { sv: 'Cia' } },
    ],
  };
}

const names = () =>
  within(screen.getByRole('list', { name: 'Personer' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[aria-expanded]')?.textContent?.replace(/^\d+|\d+ av \d+$/g, ''));

describe('PeopleListEditor', { timeout: 30_000 }, () => {
  // The editor's lazy chunk is loaded once here, so no test waits for it.
  beforeAll(() => import('../../../components/rich-text-editor/rich-text-editor'), 30_000);

  it('adds a person with a name, title and rich text, opened for editing', async () => {
    const props = moduleEditorProps({ id: 'people', siteModuleType: 'PeopleList' });
    renderWithIntl(<PeopleListEditor {...props} />);
    const user = userEvent.setup();

    expect(screen.getByText('Inga personer än. Lägg till den första!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lägg till person' }));
    const text = await screen.findByRole('textbox', { name: 'Text' });
    expect(screen.getByRole('button', { name: /^Ny person/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Bild' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Namn' }), 'Anna Andersson');
    await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'Brudens syster');
    await user.click(text);
    await user.keyboard('Håller tal.');
    expect(screen.getByRole('button', { name: /^Anna Andersson/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Klar' }));
    await waitFor(() => expect(props.onApply).toHaveBeenCalledTimes(1));
    const [person] = props.onApply.mock.lastCall?.[0].items ?? [];
    expect(person).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_.:-]+$/),
      image: null,
      name: { sv: 'Anna Andersson' },
      title: { sv: 'Brudens syster' },
      text: { sv: paragraph('Håller tal.') },
    });
  });

  it('moves people one step up or down, with no move past the ends', async () => {
    const props = moduleEditorProps(peopleModule());
    renderWithIntl(<PeopleListEditor {...props} />);
    const user = userEvent.setup();

    expect(names()).toEqual(['Anna', 'Bo', 'Cia']);
    expect(screen.getByRole('button', { name: 'Flytta upp Anna' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Flytta ner Cia' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Flytta ner Anna' }));
    expect(names()).toEqual(['Bo', 'Anna', 'Cia']);
    await user.click(screen.getByRole('button', { name: 'Flytta upp Cia' }));
    expect(names()).toEqual(['Bo', 'Cia', 'Anna']);

    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(props.onApply.mock.lastCall?.[0].items.map((item) => item.id)).toEqual(['bo', 'cia', 'anna']);
  });

  it('removes a person only after the removal is confirmed', async () => {
    const props = moduleEditorProps(peopleModule());
    renderWithIntl(<PeopleListEditor {...props} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Ta bort Bo' }));
    expect(screen.getByText('Ta bort Bo från listan?')).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('group', { name: 'Ta bort' })).getByRole('button', { name: 'Avbryt' }),
    );
    expect(screen.queryByText('Ta bort Bo från listan?')).not.toBeInTheDocument();
    expect(names()).toEqual(['Anna', 'Bo', 'Cia']);

    await user.click(screen.getByRole('button', { name: 'Ta bort Bo' }));
    const confirmation = screen.getByRole('group', { name: 'Ta bort' });
    await user.click(within(confirmation).getByRole('button', { name: 'Ta bort' }));
    expect(names()).toEqual(['Anna', 'Cia']);

    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(props.onApply.mock.lastCall?.[0].items.map((item) => item.id)).toEqual(['anna', 'cia']);
  });

  it('edits an existing person after opening them', async () => {
    const props = moduleEditorProps(peopleModule());
    renderWithIntl(<PeopleListEditor {...props} />);
    const user = userEvent.setup();

    expect(screen.queryByRole('textbox', { name: 'Namn' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Bo/ }));
    await screen.findByRole('textbox', { name: 'Text' });
    const name = screen.getByRole('textbox', { name: 'Namn' });
    expect(name).toHaveValue('Bo');
    await user.type(name, ' Berg');
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(props.onApply.mock.lastCall?.[0].items[1]).toMatchObject({
      id: 'bo',
      name: { sv: 'Bo Berg' },
      title: { sv: 'Värd' },
    });
  });
});
