import '../../../test/editor-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleEditorProps } from '../../../test/module-editor-props';
import { renderWithIntl } from '../../../test/render-with-intl';
import TextAndImageListEditor from './text-and-image-list-editor';

describe('TextAndImageListEditor', { timeout: 30_000 }, () => {
  // The editor's lazy chunk is loaded once here, so no test waits for it.
  beforeAll(() => import('../../../components/rich-text-editor/rich-text-editor'), 30_000);

  it('edits the module title and adds, fills and removes rows', async () => {
    const props = moduleEditorProps({
      id: 'list',
      siteModuleType: 'TextAndImageList',
      items: [{ id: 'first', title: { sv: 'Middag' } }],
    });
    renderWithIntl(<TextAndImageListEditor {...props} />);
    const user = userEvent.setup();

    // A list of one opens its only row.
    await screen.findByRole('textbox', { name: 'Text' });
    const [moduleTitle, rowTitle] = screen.getAllByRole('textbox', { name: 'Rubrik' });
    if (!moduleTitle || !rowTitle) throw new Error('missing title fields');
    await user.type(moduleTitle, 'Program');
    expect(rowTitle).toHaveValue('Middag');

    await user.click(screen.getByRole('button', { name: 'Lägg till rad' }));
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Rubrik' })[1]).toHaveValue(''));
    await user.type(screen.getAllByRole('textbox', { name: 'Rubrik' })[1] as HTMLElement, 'Dans');
    await user.click(await screen.findByRole('textbox', { name: 'Text' }));
    await user.keyboard('Till midnatt');

    await user.click(screen.getByRole('button', { name: 'Ta bort Middag' }));
    await user.click(screen.getByRole('button', { name: 'Ta bort' }));

    await user.click(screen.getByRole('button', { name: 'Klar' }));
    await waitFor(() => expect(props.onApply).toHaveBeenCalledTimes(1));
    const applied = props.onApply.mock.lastCall?.[0];
    expect(applied?.title).toEqual({ sv: 'Program' });
    expect(applied?.items).toEqual([
      {
        id: expect.any(String),
        image: null,
        title: { sv: 'Dans' },
        text: {
          sv: {
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Till midnatt' }] }],
          },
        },
      },
    ]);
  });
});
