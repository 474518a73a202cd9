import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEMES } from '@eventsite/core/constants/themes';
import { describe, expect, it } from 'vitest';
import { THEME_VARIABLES } from './theme-variables';

function themeCss(theme: string): string {
  return readFileSync(join(import.meta.dirname, `${theme}.css`), 'utf8');
}

describe('themes', () => {
  it.each(THEMES)('%s sets every variable module views use', (theme) => {
    const css = themeCss(theme);
    expect(css).toContain(`[data-theme='${theme}']`);
    const missing = THEME_VARIABLES.filter((variable) => !new RegExp(`${variable}:`).test(css));
    expect(missing).toEqual([]);
  });

  it('imports every theme', () => {
    const index = themeCss('themes');
    for (const theme of THEMES) expect(index).toContain(`@import './${theme}.css';`);
  });
});
