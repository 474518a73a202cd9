import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_HOST, hostUrl } from '../fixtures/sites';

/*
 * What a guest's phone downloads (issue 40): the fonts' latin files cut to what Swedish, Danish and
 * English use, with the rest of latin in a face of its own; and, in the header, the picture's 3 : 4 middle
 * on a phone held upright instead of the 1600 px landscape file, while a desktop keeps that file.
 */

/** The site font's @font-face rules the server put in the page's head. */
async function fontFaces(page: Page) {
  return page.evaluate(() =>
    Array.from(document.styleSheets).flatMap((sheet) =>
      Array.from(sheet.cssRules)
        // The site's faces have a unicode-range; the product's own interface fonts do not.
        .filter(
          (rule): rule is CSSFontFaceRule =>
            rule instanceof CSSFontFaceRule && rule.cssText.includes('unicode-range'),
        )
        .map((rule) => ({
          family: rule.style.getPropertyValue('font-family').replace(/['"]/g, ''),
          weight: rule.style.getPropertyValue('font-weight'),
          style: rule.style.getPropertyValue('font-style'),
          src: /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'))?.[1] ?? '',
          unicodeRange: /unicode-range: ([^;]+);/.exec(rule.cssText)?.[1] ?? '',
        })),
    ),
  );
}

/** Which of `letters` a font file draws itself: a missing glyph is drawn by the fallback, whose width differs. */
async function lettersInFile(page: Page, url: string, letters: string): Promise<string> {
  return page.evaluate(
    async ({ url: file, letters: text }) => {
      // A family of its own per file: faces added before must not draw what this file lacks.
      const family = `probe-${Math.round(performance.now() * 1000)}`;
      const face = new FontFace(family, `url(${file})`);
      // FontFaceSet is set-like; this project's DOM types do not say so.
      (document.fonts as unknown as Set<FontFace>).add(await face.load());
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no canvas');
      const width = (letter: string, fallback: string) => {
        context.font = `40px ${family}, ${fallback}`;
        return context.measureText(letter).width;
      };
      return [...text].filter((letter) => width(letter, 'monospace') === width(letter, 'serif')).join('');
    },
    { url, letters },
  );
}

test.describe("a guest's phone downloads less (issue 40)", () => {
  test('the fonts come in a Swedish, Danish and English file, and the rest of latin only when used', async ({
    page,
  }) => {
    await page.goto(hostUrl(DEMO_HOST, '/sv'));
    const faces = await fontFaces(page);
    const regular = faces.filter((face) => face.weight === '400' && face.style === 'normal');
    const text = regular.find((face) => /\/assets\/[a-z-]+-latin-400-normal-[\w-]+\.woff2$/.test(face.src));
    const rest = regular.find(
      (face) => face.family === text?.family && /-latin-rest-400-normal-[\w-]+\.woff2$/.test(face.src),
    );
    expect(text?.unicodeRange).toMatch(/^U\+0-7E, U\+A0, .*U\+C4-C6, /i);
    // Ñ (U+D1) among them.
    expect(rest?.unicodeRange).toContain('U+CA-D3');
    // A name with a letter outside it fetches the rest of latin, which draws it in the site's font (before
    // the probes below read that file themselves).
    const fetched = page.waitForRequest((request) => new URL(request.url()).pathname === rest?.src);
    await page.evaluate((family) => {
      const name = document.createElement('p');
      name.textContent = 'Núñez';
      name.style.fontFamily = `'${family}'`;
      document.body.append(name);
    }, text?.family ?? '');
    await fetched;

    // The guest latin file draws the Nordic letters itself, and leaves Ñ and Ł to the other faces.
    expect(await lettersInFile(page, text?.src ?? '', 'ÅÄÖÆØåäöæø')).toBe('ÅÄÖÆØåäöæø');
    expect(await lettersInFile(page, text?.src ?? '', 'ÑŁ')).toBe('');
    expect(await lettersInFile(page, rest?.src ?? '', 'ÑÅ')).toBe('Ñ');
  });

  for (const screen of [
    { name: 'phone', width: 390, height: 844, deviceScaleFactor: 3, file: /-portrait-800\.jpg$/ },
    { name: 'desktop', width: 1440, height: 900, deviceScaleFactor: 1, file: /-1600\.jpg$/ },
  ]) {
    test(`the header picture on a ${screen.name} comes from the right file`, async ({ browser }) => {
      const context = await browser.newContext({
        viewport: { width: screen.width, height: screen.height },
        deviceScaleFactor: screen.deviceScaleFactor,
      });
      const page = await context.newPage();
      await page.goto(hostUrl(DEMO_HOST, '/sv'));
      const img = page.locator('[data-size] picture > img');
      await expect
        .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.currentSrc))
        .toMatch(screen.file);
      const dir = join(test.info().project.outputDir, 'screenshots');
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: join(dir, `header-${screen.width}.png`), animations: 'disabled' });
      await context.close();
    });
  }
});
