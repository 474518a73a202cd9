import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { moduleEditorProps } from '../../../test/module-editor-props';
import { renderWithIntl } from '../../../test/render-with-intl';
import VideoEditor from './video-editor';

const NOT_YOUTUBE = /Länken går inte till ett YouTube-klipp/;

function renderVideo(video: { videoUrl?: string; autoStart?: boolean } = {}) {
  const props = moduleEditorProps({ id: 'video-1', siteModuleType: 'Video', video });
  renderWithIntl(<VideoEditor {...props} />);
  return { props, user: userEvent.setup(), url: screen.getByRole('textbox', { name: 'Länk till klippet' }) };
}

describe('VideoEditor (002 §5)', () => {
  it('takes a YouTube link, shows its thumbnail and stores the link and autoStart', async () => {
    const { props, user, url } = renderVideo();
    expect(screen.getByText('Klistra in en länk så visas klippet här.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Rubrik' }), 'Vår film');
    await user.type(url, 'https://youtu.be/dQw4w9WgXcQ?si=abc');

    expect(screen.getByRole('img', { name: 'Förhandsvisning av klippet' })).toHaveAttribute(
      'src',
      'https://img.youtube.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
    );
    expect(screen.getByText(/YouTube-klippet hittades \(id dQw4w9WgXcQ\)/)).toBeInTheDocument();
    expect(screen.queryByText(NOT_YOUTUBE)).not.toBeInTheDocument();

    const autoStart = screen.getByRole('switch', { name: 'Starta klippet automatiskt' });
    expect(autoStart).not.toBeChecked();
    await user.click(autoStart);
    await user.click(screen.getByRole('button', { name: 'Klar' }));

    expect(props.onApply).toHaveBeenCalledWith({
      ...props.module,
      title: { sv: 'Vår film' },
      video: {
        contentDataType: 'Video',
        type: 'YouTube',
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ?si=abc',
        autoStart: true,
      },
    });
  });

  it.each([
    ['an id of 10 characters', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['an id of 12 characters', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['a link elsewhere', 'https://vimeo.com/123456789'],
    ['a text that is no link', 'vår film'],
  ])('refuses %s with a clear message, no preview and no apply', async (_case, link) => {
    const { props, user, url } = renderVideo();
    await user.type(url, link);
    expect(screen.getByText(NOT_YOUTUBE)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(props.onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_YOUTUBE);
    await waitFor(() => expect(url).toHaveFocus());
  });

  it('completes a link typed without https://', async () => {
    const { props, user, url } = renderVideo();
    await user.type(url, 'youtube.com/watch?v=dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(props.onApply.mock.lastCall?.[0].video.videoUrl).toBe('https://youtube.com/watch?v=dQw4w9WgXcQ');
  });

  it('shows the stored video and clears it when the link is emptied', async () => {
    const { props, user, url } = renderVideo({
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      autoStart: true,
    });
    expect(url).toHaveValue('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(screen.getByRole('switch', { name: 'Starta klippet automatiskt' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Förhandsvisning av klippet' })).toBeInTheDocument();
    await user.clear(url);
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    expect(props.onApply.mock.lastCall?.[0].video).toMatchObject({ videoUrl: '', autoStart: true });
  });
});
