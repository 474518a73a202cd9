import { describe, expect, it } from 'vitest';
import { themeOfPage, withoutOtherThemes } from '../../src/web-app/theme-css';

const CSS = [
  '.site-root{color:red}',
  '[data-theme=theme4]{--a:1}',
  "[data-theme='theme12'] .site-bar{--a:2}",
  '@media (width>=48em){[data-theme=theme4] h2{font-size:2rem}[data-theme=theme4] h3{content:"}"}}',
  '@media (width>=48em){[data-theme=theme12] h2{font-size:3rem}}',
  '[data-theme=theme4] p,[data-theme=theme12] p{margin:0}',
  '[data-theme=theme4] a,.site-footer a{color:blue}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
].join('\n');

describe("a page's theme CSS", () => {
  it("keeps the frame and the page's theme and drops rules only another theme can match", () => {
    const css = withoutOtherThemes(CSS, 'theme12');
    expect(css).toContain('.site-root{color:red}');
    expect(css).toContain("[data-theme='theme12'] .site-bar{--a:2}");
    expect(css).toContain('@media (width>=48em){[data-theme=theme12] h2{font-size:3rem}}');
    expect(css).toContain('[data-theme=theme4] p,[data-theme=theme12] p{margin:0}');
    expect(css).toContain('[data-theme=theme4] a,.site-footer a{color:blue}');
    expect(css).toContain('@keyframes spin{to{transform:rotate(1turn)}}');
    expect(css).not.toContain('--a:1');
    expect(css).not.toContain('font-size:2rem');
  });

  it('knows the theme of a page that shows one', () => {
    expect(themeOfPage('<div class="site-root" data-theme="theme9" style="">')).toBe('theme9');
    expect(themeOfPage('<p>Sidan finns inte</p>')).toBeNull();
  });
});
