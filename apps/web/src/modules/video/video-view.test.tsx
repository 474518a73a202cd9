import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VideoModule } from '@eventsite/core/schemas/site-modules';
import { moduleInContext, type TestContextOptions } from '../module-test-utils';
import { VideoView } from './video-view';

const ID = 'dQw4w9WgXcQ';

function renderVideo(videoUrl: string, autoStart = false, context: TestContextOptions = {}) {
  const props = moduleInContext<VideoModule>(
    { id: 'v', siteModuleType: 'Video', title: { sv: 'Vår film' }, video: { videoUrl, autoStart } },
    context,
  );
  return render(<VideoView {...props} />);
}

describe('VideoView (001 "Video")', () => {
  it('renders nothing when no 11-character id can be extracted from the link', () => {
    const { container } = renderVideo('https://www.youtube.com/watch?v=tooShort');
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the maximum-resolution thumbnail and falls back when it is narrower than 400 px', () => {
    renderVideo(`https://youtu.be/${ID}`);
    const thumbnail = document.querySelector('img')!;
    expect(thumbnail).toHaveAttribute('src', `https://img.youtube.com/vi/${ID}/maxresdefault.jpg`);
    Object.defineProperty(thumbnail, 'naturalWidth', { value: 120 });
    fireEvent.load(thumbnail);
    expect(document.querySelector('img')).toHaveAttribute(
      'src',
      `https://img.youtube.com/vi/${ID}/hqdefault.jpg`,
    );
  });

  it('keeps the maximum-resolution thumbnail when it is wide enough', () => {
    renderVideo(`https://youtu.be/${ID}`);
    const thumbnail = document.querySelector('img')!;
    Object.defineProperty(thumbnail, 'naturalWidth', { value: 1280 });
    fireEvent.load(thumbnail);
    expect(document.querySelector('img')).toHaveAttribute(
      'src',
      `https://img.youtube.com/vi/${ID}/maxresdefault.jpg`,
    );
  });

  it('embeds the privacy-mode player only on a click, and then plays it', async () => {
    renderVideo(`https://www.youtube.com/watch?v=${ID}`);
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Spela upp videon: Vår film' }));
    const player = screen.getByTitle('Vår film');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`);
  });

  it('embeds and autoplays at once when autoStart is on', () => {
    renderVideo(`https://www.youtube.com/watch?v=${ID}`, true);
    expect(screen.getByTitle('Vår film')).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('does not autoplay while the owner edits', () => {
    renderVideo(`https://www.youtube.com/watch?v=${ID}`, true, { mode: 'EDIT' });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('asks the owner for a link in EDIT mode', () => {
    renderVideo('', false, { mode: 'EDIT' });
    expect(screen.getByText('Klistra in en länk till en YouTube-video')).toBeInTheDocument();
  });
});
