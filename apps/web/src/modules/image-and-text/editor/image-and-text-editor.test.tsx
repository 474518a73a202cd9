import '../../../test/editor-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleEditorProps } from '../../../test/module-editor-props';
import { renderWithIntl } from '../../../test/render-with-intl';
import ImageAndTextEditor from './image-and-text-editor';

const image = {
  path: '/uploads/site-1/',
  fileName: 'vi-tva.jpg',
  sizes: [{ size: 800, fileName: 'vi-tva-800.jpg' }],
  width: 1600,
  height: 1200,
};

describe('ImageAndTextEditor', { timeout: 20_000 }, () => {
  // The editor's lazy chunk is loaded once here, so no test waits for it.
  beforeAll(() => import('../../../components/rich-text-editor/rich-text-editor'), 30_000);

  it('edits the title, second title and rich text', async () => {
    const props = moduleEditorProps({ id: 'it-1', siteModuleType: 'ImageAndText' });
    renderWithIntl(<ImageAndTextEditor {...props} />);
    const user = userEvent.setup();
    const text = await screen.findByRole('textbox', { name: 'Text' });

    await user.type(screen.getByRole('textbox', { name: 'Rubrik' }), 'Vår historia');
    await user.type(screen.getByRole('textbox', { name: 'Underrubrik' }), 'Hur det började');
    await user.click(text);
    await user.keyboard('Vi träffades 2019.');
    await user.click(screen.getByRole('button', { name: 'Klar' }));

    await waitFor(() => expect(props.onApply).toHaveBeenCalledTimes(1));
    expect(props.onApply.mock.lastCall?.[0]).toEqual({
      ...props.module,
      title: { sv: 'Vår historia' },
      secondTitle: { sv: 'Hur det började' },
      text: {
        sv: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Vi träffades 2019.' }] }],
        },
      },
    });
  });

  it('gives the image an alt text in the edited language, offered only with an image (issue 39 item 7)', async () => {
    const without = moduleEditorProps({ id: 'it-0', siteModuleType: 'ImageAndText' });
    const { unmount } = renderWithIntl(<ImageAndTextEditor {...without} />);
    await screen.findByRole('textbox', { name: 'Text' });
    expect(screen.queryByRole('textbox', { name: /Bildbeskrivning/ })).toBeNull();
    unmount();

    const props = moduleEditorProps({ id: 'it-1', siteModuleType: 'ImageAndText', image });
    renderWithIntl(<ImageAndTextEditor {...props} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Bildbeskrivning/ }), 'Vi två på en buss');
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    await waitFor(() => expect(props.onApply).toHaveBeenCalledTimes(1));
    expect(props.onApply.mock.lastCall?.[0]).toMatchObject({ imageAlt: { sv: 'Vi två på en buss' } });
  });

  it('sets the image size LARGE, MEDIUM or SMALL in the image editor, starting from MEDIUM', async () => {
    const props = moduleEditorProps({ id: 'it-1', siteModuleType: 'ImageAndText', image });
    expect(props.module.userSelectedImageSize).toBe('MEDIUM');
    renderWithIntl(<ImageAndTextEditor {...props} />);
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Text' });

    const field = screen.getByRole('group', { name: 'Bild' });
    expect(field).toHaveTextContent('Storlek: Mellan');
    await user.click(within(field).getByRole('button', { name: /Ändra bild/ }));
    await user.click(await screen.findByRole('radio', { name: 'Stor' }));
    const imageDialog = screen.getAllByRole('dialog').at(-1);
    if (!imageDialog) throw new Error('no image editor');
    await user.click(within(imageDialog).getByRole('button', { name: 'Klar' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(field).toHaveTextContent('Storlek: Stor');

    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(props.onApply.mock.lastCall?.[0]).toMatchObject({ userSelectedImageSize: 'LARGE', image });
  });

  it('removes the image', async () => {
    const props = moduleEditorProps({ id: 'it-1', siteModuleType: 'ImageAndText', image });
    renderWithIntl(<ImageAndTextEditor {...props} />);
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Text' });
    await user.click(screen.getByRole('button', { name: /Ändra bild/ }));
    await user.click(await screen.findByRole('button', { name: 'Ta bort bilden' }));
    const imageDialog = screen.getAllByRole('dialog').at(-1);
    if (!imageDialog) throw new Error('no image editor');
    await user.click(within(imageDialog).getByRole('button', { name: 'Klar' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(props.onApply.mock.lastCall?.[0].image).toBeNull();
  });
});
