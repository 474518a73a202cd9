import '../../../test/editor-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleEditorProps } from '../../../test/module-editor-props';
import { renderWithIntl } from '../../../test/render-with-intl';
import SeatingEditor from './seating-editor';

function seatingModule() {
  return {
    id: 'seating-1',
    siteModuleType: 'Seating' as const,
    title: { sv: 'Bordsplacering', en: 'Seating' },
  };
}

// TipTap loads lazily and is slow to start on a busy machine.
describe('SeatingEditor (issue 35 item 4)', { timeout: 20_000 }, () => {
  beforeAll(() => import('../../../components/rich-text-editor/rich-text-editor'), 30_000);

  it('edits the title, says where guests are let to search, and keeps the other languages', async () => {
    const props = moduleEditorProps(seatingModule(), {
      availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
    });
    renderWithIntl(<SeatingEditor {...props} />);
    const user = userEvent.setup();

    const dialog = screen.getByRole('dialog', { name: 'Bordsplacering' });
    expect(dialog).toHaveTextContent('om du där låter gästerna söka på sitt namn');
    await screen.findByRole('textbox', { name: 'Text före sökfältet' });
    const title = screen.getByRole('textbox', { name: 'Rubrik' });
    expect(title).toHaveValue('Bordsplacering');
    await user.clear(title);
    await user.type(title, 'Var sitter jag?');

    await user.click(screen.getByRole('button', { name: 'Klar' }));
    await waitFor(() => expect(props.onApply).toHaveBeenCalledTimes(1));
    expect(props.onApply.mock.lastCall?.[0]).toMatchObject({
      id: 'seating-1',
      siteModuleType: 'Seating',
      title: { sv: 'Var sitter jag?', en: 'Seating' },
    });
  });
});
