import { describe, expect, it } from 'vitest';
import { normalizeVideoUrl } from './video-url';

describe('normalizeVideoUrl', () => {
  it('trims and keeps http(s) links as they are', () => {
    expect(normalizeVideoUrl('  https://youtu.be/dQw4w9WgXcQ ')).toBe('https://youtu.be/dQw4w9WgXcQ');
    expect(normalizeVideoUrl('HTTP://youtu.be/dQw4w9WgXcQ')).toBe('HTTP://youtu.be/dQw4w9WgXcQ');
  });

  it('adds https:// when the scheme was left out', () => {
    expect(normalizeVideoUrl('youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(normalizeVideoUrl('//youtu.be/dQw4w9WgXcQ')).toBe('https://youtu.be/dQw4w9WgXcQ');
  });

  it('keeps an empty link empty', () => {
    expect(normalizeVideoUrl('   ')).toBe('');
  });
});
