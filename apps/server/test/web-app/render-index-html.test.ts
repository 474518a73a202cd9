import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@eventsite/core';
import { renderIndexHtml } from '../../src/web-app/render-index-html';

const CONFIG: AppConfig = {
  brand: 'party',
  market: 'se',
  domain: 'party.localhost',
  demoHost: 'demo.party.localhost',
  studentDemoHost: 'demo.student.party.localhost',
  productName: `</head><script>alert("x & 'y'")</script>`,
  contactMail: 'hej@festsidan.se',
  simulators: true,
  localDevelopment: false,
  printsHouseholdCards: true,
};

const TEMPLATE =
  '<!doctype html>\n<html>\n  <head>\n    <title>App</title>\n  </head>\n  <body></body>\n</html>\n';

function unescapeAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

describe('renderIndexHtml', () => {
  it('puts the config, HTML-escaped, in a meta tag just before </head>', () => {
    const html = renderIndexHtml(TEMPLATE, { config: CONFIG });
    const content = /<meta name="app-config" content="([^"]*)">\n {2}<\/head>/.exec(html)?.[1];
    expect(content).toBeDefined();
    expect(content).not.toMatch(/[<>'"]/);
    expect(JSON.parse(unescapeAttribute(content ?? ''))).toEqual(CONFIG);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });

  it('adds further head tags after it', () => {
    const html = renderIndexHtml(TEMPLATE, {
      config: CONFIG,
      headTags: ['<meta property="og:title" content="Fest">'],
    });
    expect(html.indexOf('og:title')).toBeGreaterThan(html.indexOf('app-config'));
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('renderIndexHtml with a title', () => {
  it("replaces the template's title, escaped", () => {
    const html = renderIndexHtml(TEMPLATE, { config: CONFIG, title: '</title><script>x</script> & Co' });
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt; &amp; Co</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('<title>App</title>');
  });

  it('adds one when the template has none', () => {
    const html = renderIndexHtml('<html><head></head><body></body></html>', {
      config: CONFIG,
      title: 'Fest',
    });
    expect(html.match(/<title>Fest<\/title>/g)).toHaveLength(1);
  });
});
