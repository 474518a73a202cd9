import { render, screen } from '@testing-library/react';
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

  it('draws its own poster and fetches nothing from YouTube before the click (issue 33 item 6)', () => {
    renderVideo(`https://youtu.be/${ID}`);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Spelas från YouTube när du klickar')).toBeInTheDocument();
  });

  it('embeds the privacy-mode player only on a click, and then plays it', async () => {
    renderVideo(`https://www.youtube.com/watch?v=${ID}`);
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Spela upp videon: Vår film' }));
    const player = screen.getByTitle('Vår film');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`);
  });

  it('waits for the click even when autoStart is on, so no foreign host is asked before it', async () => {
    renderVideo(`https://www.youtube.com/watch?v=${ID}`, true);
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Spela upp videon: Vår film' }));
    expect(screen.getByTitle('Vår film')).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`,
    );
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
