import { describe, expect, it } from 'vitest';
import { pageTitle, type PageTitleInput } from './page-title';

const editor: PageTitleInput = {
  mode: 'EDIT',
  productName: 'Festsidan',
  siteHost: 'anna.festsidan.se',
  demo: false,
  quickStart: false,
};

describe('pageTitle', () => {
  it('shows the host of a published site in the editor', () => {
    expect(pageTitle(editor)).toBe('anna.festsidan.se');
  });

  it('shows the product name in the editor for a site without a host', () => {
    expect(pageTitle({ ...editor, siteHost: null })).toBe('Festsidan');
  });

  it('writes the editor words in the interface language', () => {
    expect(pageTitle({ ...editor, siteHost: null, quickStart: true, language: 'da' })).toBe(
      'Prøv gratis uden registrering - Festsidan',
    );
    expect(pageTitle({ ...editor, siteHost: null, demo: true, language: 'da' })).toBe('Demoside - Festsidan');
    expect(pageTitle({ ...editor, siteHost: null, quickStart: true, language: 'en' })).toBe(
      'Try it free without signing up - Festsidan',
    );
  });

  it('shows the demo title on the editor demo route', () => {
    expect(pageTitle({ ...editor, siteHost: null, demo: true })).toBe('Demosida - Festsidan');
  });

  it('shows the quick-start title when editing without an account, even on a demo host', () => {
    expect(pageTitle({ ...editor, siteHost: null, quickStart: true })).toBe(
      'Prova gratis utan registrering - Festsidan',
    );
    expect(pageTitle({ ...editor, productName: 'Bröllopssidan', demo: true, quickStart: true })).toBe(
      'Prova gratis utan registrering - Bröllopssidan',
    );
  });

  it('shows the host on a public site', () => {
    expect(pageTitle({ ...editor, mode: 'PUBLIC', siteHost: 'annaochjohan.se' })).toBe('annaochjohan.se');
  });

  it('shows Demo site on a public demo host', () => {
    expect(pageTitle({ ...editor, mode: 'PUBLIC', siteHost: 'demo.festsidan.se', demo: true })).toBe(
      'Demo site',
    );
  });

  it('falls back to the product name on a public site without a host', () => {
    expect(pageTitle({ ...editor, mode: 'PUBLIC', siteHost: null })).toBe('Festsidan');
  });
});
