import { describe, expect, it } from 'vitest';
import { parseGiftLink } from './parse-gift-link';

describe('parseGiftLink', () => {
  it('turns an empty link into null (002 §3: link default null)', () => {
    expect(parseGiftLink('')).toEqual({ ok: true, link: null });
    expect(parseGiftLink('   ')).toEqual({ ok: true, link: null });
  });

  it('keeps an http or https link, trimmed', () => {
    expect(parseGiftLink(' https://shop.se/vas ')).toEqual({ ok: true, link: 'https://shop.se/vas' });
    expect(parseGiftLink('http://shop.se')).toEqual({ ok: true, link: 'http://shop.se' });
  });

  it('adds https:// to a link copied without it', () => {
    expect(parseGiftLink('www.shop.se/vas?id=1')).toEqual({ ok: true, link: 'https://www.shop.se/vas?id=1' });
  });

  it('refuses other schemes and what is not a link', () => {
    expect(parseGiftLink('javascript:alert(1)')).toEqual({ ok: false });
    expect(parseGiftLink('mailto:a@b.se')).toEqual({ ok: false });
    expect(parseGiftLink('två ord')).toEqual({ ok: false });
  });
});
