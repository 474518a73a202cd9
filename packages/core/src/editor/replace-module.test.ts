import { describe, expect, it } from 'vitest';
import { idsOf, testSite } from './editor.fixture';
import { replaceModule } from './replace-module';

describe('replaceModule', () => {
  it('puts the edited module in place of the one with its id', () => {
    const site = testSite(['a', 'b', 'c']);
    const edited = { ...site.siteModules[1]!, title: { sv: 'Ny rubrik' } };
    const next = replaceModule(site, { module: edited });
    expect(idsOf(next)).toEqual(['a', 'b', 'c']);
    expect(next.siteModules[1]?.title).toEqual({ sv: 'Ny rubrik' });
    expect(site.siteModules[1]?.title).toEqual({ sv: 'Information' });
  });

  it("sets the form's recipients, replacing the previous ones", () => {
    const site = { ...testSite(['a']), formRecipients: [{ formId: 'a', recipients: ['old@example.com'] }] };
    const next = replaceModule(site, {
      module: site.siteModules[0]!,
      formRecipients: { formId: 'a', recipients: ['new@example.com'] },
    });
    expect(next.formRecipients).toEqual([{ formId: 'a', recipients: ['new@example.com'] }]);
  });

  it('refuses a module the site does not have', () => {
    const site = testSite(['a']);
    expect(() => replaceModule(site, { module: { ...site.siteModules[0]!, id: 'x' } })).toThrow(
      /no module x/,
    );
  });
});
