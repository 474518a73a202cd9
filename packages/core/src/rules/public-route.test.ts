import { describe, expect, it } from 'vitest';
import { toPublicSite } from '../schemas/public-site';
import { siteV2Schema } from '../schemas/site';
import { realisticSiteV2 } from '../schemas/site.fixture';
import { decidePublicRoute, guestPhotosPageLink } from './public-route';

function site(guestPhotos: boolean) {
  const input = realisticSiteV2();
  return toPublicSite(
    siteV2Schema.parse({
      ...input,
      availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
      siteModules: [
        ...(input.siteModules ?? []),
        { id: 'guest-gallery', siteModuleType: 'ImageGallery', guestPhotos: { enabled: guestPhotos } },
      ],
    }),
  );
}

const decide = (pathname: string, guestPhotos = true, search = '') =>
  decidePublicRoute({ site: site(guestPhotos), pathname, search, browserLanguage: null });

describe("the guests' photo upload page's route, /{language}/bilder (issue 38 item 2)", () => {
  it('shows the upload page in the language of the path', () => {
    expect(decide('/en/bilder')).toEqual({ kind: 'show', language: 'en', page: 'guestPhotos' });
    expect(decide('/sv/bilder/')).toEqual({ kind: 'show', language: 'sv', page: 'guestPhotos' });
    expect(decide('/sv')).toEqual({ kind: 'show', language: 'sv', page: 'site' });
  });

  it("exists only while a gallery takes guests' photos, and only under a language", () => {
    expect(decide('/sv/bilder', false)).toEqual({ kind: 'notFound' });
    expect(decide('/bilder')).toEqual({ kind: 'notFound' });
    expect(decide('/sv/program')).toEqual({ kind: 'notFound' });
    expect(decide('/sv/bilder/1')).toEqual({ kind: 'notFound' });
  });

  it('keeps the page and the personal link when the language is redirected', () => {
    expect(decide('/SV/bilder', true, '?g=abc')).toEqual({ kind: 'redirect', to: '/sv/bilder?g=abc' });
    expect(guestPhotosPageLink('da')).toBe('/da/bilder');
  });
});
