import '../../../test/editor-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleEditorProps } from '../../../test/module-editor-props';
import { renderWithIntl } from '../../../test/render-with-intl';
import TextEditor from './text-editor';

const paragraph = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }],
});

function textModule() {
  return {
    id: 'text-1',
    siteModuleType: 'Text' as const,
    title: { sv: 'Välkomna', en: 'Welcome' },
    text: { sv: paragraph('Vi ses'), en: paragraph('See you') },
  };
}

// TipTap loads lazily and is slow to start on a busy machine.
describe('TextEditor', { timeout: 20_000 }, () => {
  // The editor's lazy chunk is loaded once here, so no test waits for it.
  beforeAll(() => import('../../../components/rich-text-editor/rich-text-editor'), 30_000);

  it('edits the title and the rich text of its language and keeps the other languages', async () => {
    const props = moduleEditorProps(textModule(), {
      availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
    });
    renderWithIntl(<TextEditor {...props} />);
    const user = userEvent.setup();

    expect(screen.getByRole('dialog', { name: 'Text' })).toHaveTextContent('Texterna skrivs på svenska.');
    const text = await screen.findByRole('textbox', { name: 'Text' });
    const title = screen.getByRole('textbox', { name: 'Rubrik' });
    expect(title).toHaveValue('Välkomna');
    await user.clear(title);
    await user.type(title, 'Hej alla');

    expect(text).toHaveTextContent('Vi ses');
    await user.click(text);
    await user.keyboard('{Control>}a{/Control}Välkomna hit');

    await user.click(screen.getByRole('button', { name: 'Klar' }));
    await waitFor(() => expect(props.onApply).toHaveBeenCalledTimes(1));
    expect(props.onApply.mock.lastCall?.[0]).toEqual({
      ...props.module,
      title: { sv: 'Hej alla', en: 'Welcome' },
      text: { sv: paragraph('Välkomna hit'), en: paragraph('See you') },
    });
  });

  it('edits another site language when the editor edits in it', async () => {
    const props = moduleEditorProps(textModule(), {
      availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
    });
    renderWithIntl(<TextEditor {...props} />, { editor: { language: 'en' } });
    const user = userEvent.setup();
    expect(screen.getByRole('dialog')).toHaveTextContent('Texterna skrivs på engelska.');
    expect(await screen.findByRole('textbox', { name: 'Text' })).toHaveTextContent('See you');
    expect(screen.getByRole('textbox', { name: 'Rubrik' })).toHaveValue('Welcome');
    await user.type(screen.getByRole('textbox', { name: 'Rubrik' }), '!');
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(props.onApply.mock.lastCall?.[0].title).toEqual({ sv: 'Välkomna', en: 'Welcome!' });
  });

  it('says nothing about the language on a site with one language', () => {
    const props = moduleEditorProps(textModule());
    renderWithIntl(<TextEditor {...props} />);
    expect(screen.getByRole('dialog')).not.toHaveTextContent('Texterna skrivs på');
  });

  it('leaves without a change on Avbryt', async () => {
    const props = moduleEditorProps(textModule());
    renderWithIntl(<TextEditor {...props} />);
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Text' });
    await user.type(screen.getByRole('textbox', { name: 'Rubrik' }), ' och hej');
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
    expect(props.onApply).not.toHaveBeenCalled();
  });
});
