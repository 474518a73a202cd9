import { describe, expect, it } from 'vitest';
import { siteModuleSchema, type SiteModuleInput } from '@eventsite/core/schemas/site-modules';
import { siteSections } from './site-sections';

const modules = (inputs: SiteModuleInput[]) => inputs.map((input) => siteModuleSchema.parse(input));

describe('siteSections (001 "Anchors and menu")', () => {
  it('leaves out modules with nothing to show, from the page and the menu', () => {
    const sections = siteSections(
      modules([
        { id: 'header', siteModuleType: 'Header' },
        { id: 'film', siteModuleType: 'Video', title: { sv: 'Film' }, video: { videoUrl: 'https://x' } },
        { id: 'text', siteModuleType: 'Text', title: { sv: 'Välkomna' } },
      ]),
      'sv',
    );
    expect(sections.map((section) => section.module.id)).toEqual(['text']);
    expect(sections.filter((section) => section.inMenu).map((section) => section.label)).toEqual([
      'Välkomna',
    ]);
  });

  it("keeps a header that shows only the site's event logo", () => {
    const header = modules([{ id: 'header', siteModuleType: 'Header' }]);
    expect(siteSections(header, 'sv', { eventLogo: true })).toHaveLength(1);
  });
});
