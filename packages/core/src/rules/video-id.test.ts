import { describe, expect, it } from 'vitest';
import { extractVideoId, needsThumbnailFallback, videoEmbedUrl, videoThumbnailUrls } from './video-id';

const id = 'dQw4w9WgXcQ';

describe('extractVideoId', () => {
  it.each([
    `https://www.youtube.com/watch?v=${id}`,
    `https://www.youtube.com/watch?v=${id}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${id}`,
    `https://m.youtube.com/watch?v=${id}#comments`,
    `https://youtu.be/${id}`,
    `https://youtu.be/${id}?si=abc`,
    `https://www.youtube.com/embed/${id}`,
    `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
    `https://www.youtube.com/shorts/${id}`,
    `https://www.youtube.com/v/${id}`,
    `  youtube.com/watch?v=${id}  `,
  ])('extracts the id from %s', (url) => {
    expect(extractVideoId(url)).toBe(id);
  });

  it('accepts ids with underscores and hyphens', () => {
    expect(extractVideoId('https://youtu.be/a_b-C1d2E3f')).toBe('a_b-C1d2E3f');
  });

  it.each([
    ['10 characters', 'https://youtu.be/dQw4w9WgXc'],
    ['12 characters', 'https://youtu.be/dQw4w9WgXcQQ'],
    ['a character outside the alphabet', 'https://youtu.be/dQw4w9WgX.Q'],
    ['no id', 'https://www.youtube.com/watch?list=abc'],
    ['an unrelated link', 'https://vimeo.com/123456789'],
    ['an empty link', ''],
    ['a bare id', id],
  ])('gives null for %s', (_case, url) => {
    expect(extractVideoId(url)).toBeNull();
  });
});

describe('video thumbnails and embed', () => {
  it('builds the maximum-resolution and fallback thumbnails', () => {
    expect(videoThumbnailUrls(id)).toEqual({
      maxResolution: `https://img.youtube.com/vi/${id}/maxresdefault.jpg`,
      fallback: `https://img.youtube.com/vi/${id}/hqdefault.jpg`,
    });
  });

  it('falls back when the thumbnail is narrower than 400 px', () => {
    expect(needsThumbnailFallback(120)).toBe(true);
    expect(needsThumbnailFallback(399)).toBe(true);
    expect(needsThumbnailFallback(400)).toBe(false);
    expect(needsThumbnailFallback(1280)).toBe(false);
  });

  it('embeds in privacy mode, with autoplay only when autoStart is on', () => {
    expect(videoEmbedUrl(id, false)).toBe(`https://www.youtube-nocookie.com/embed/${id}`);
    expect(videoEmbedUrl(id, true)).toBe(`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`);
  });
});
