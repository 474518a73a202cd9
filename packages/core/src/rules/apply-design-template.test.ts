import { describe, expect, it } from 'vitest';
import { designTemplateOf } from '../constants/design-templates';
import type { DesignTemplate } from '../schemas/design';
import { siteV2Schema } from '../schemas/site';
import { realisticSiteV2 } from '../schemas/site.fixture';
import { applyDesignTemplate } from './apply-design-template';

function templateNamed(name: string): DesignTemplate {
  const template = designTemplateOf(name);
  if (!template) throw new Error(`no template ${name}`);
  return template;
}

describe('applyDesignTemplate (002 §2.4, §3)', () => {
  const site = siteV2Schema.parse(realisticSiteV2());

  it('takes the colours, fonts, theme and decoration and records the template', () => {
    const template = templateNamed('confetti');
    const next = applyDesignTemplate(site, template);
    expect(next.colorScheme).toEqual(template.colorScheme);
    expect(next.fonts).toEqual(template.fonts);
    expect(next.theme).toBe('theme10');
    expect(next.siteGraphic).toBe('movingDots');
    expect(next.mostRecentSelectedDesignTemplate).toBe('confetti');
    expect(siteV2Schema.safeParse(next).success).toBe(true);
  });

  it('clears the decoration when the template has none', () => {
    const next = applyDesignTemplate(site, templateNamed('monochrome'));
    expect(site.siteGraphic).toBe('mintedEucalyptus');
    expect(next.siteGraphic).toBeNull();
  });

  it('leaves the content, the languages and the server-managed fields alone', () => {
    const next = applyDesignTemplate(site, templateNamed('navyClassic'));
    expect(next.siteModules).toBe(site.siteModules);
    expect(next.availableLanguages).toBe(site.availableLanguages);
    expect(next.siteVersion).toBe(site.siteVersion);
    expect(next.password).toBe(site.password);
    expect(site.theme).toBe('theme12');
  });

  it('puts the template’s logo design on the site’s logo, keeping the couple’s names', () => {
    const next = applyDesignTemplate(site, templateNamed('greenAndGold'));
    expect(next.eventLogo).toEqual({
      name: 'LeafsBox',
      name1: 'Anna',
      name2: 'Erik',
      additionalText: '14.06.2025',
    });
  });

  it('gives a badge logo the default badge sliders 9, 12, 6', () => {
    const withStrikethrough = { ...site, eventLogo: { ...site.eventLogo!, name: 'LeafsBox' as const } };
    const next = applyDesignTemplate(withStrikethrough, templateNamed('eucalyptusVows'));
    expect(next.eventLogo).toMatchObject({
      name: 'ModernMonogramBadge',
      fontSizeInitials: 9,
      distanceInitialsX: 12,
      distanceInitialsY: 6,
    });
  });

  it('keeps a header without a logo so, and a logo when the template has none', () => {
    expect(
      applyDesignTemplate({ ...site, eventLogo: null }, templateNamed('greenAndGold')).eventLogo,
    ).toBeNull();
    expect(applyDesignTemplate(site, templateNamed('confetti')).eventLogo).toBe(site.eventLogo);
  });

  it('copies the colours, so editing the site never changes the template', () => {
    const template = templateNamed('sageGarden');
    const next = applyDesignTemplate(site, template);
    next.colorScheme!.primary.h = 1;
    expect(template.colorScheme.primary.h).not.toBe(1);
  });
});
