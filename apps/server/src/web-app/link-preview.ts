import {
  imageSources,
  translateText,
  viewLegacySite,
  type HeaderModule,
  type PublicSite,
} from '@eventsite/core';
import { escapeHtml } from '../html/escape-html';

const OPEN_GRAPH_LOCALES: Readonly<Record<string, string>> = {
  sv: 'sv_SE',
  en: 'en_GB',
  da: 'da_DK',
  no: 'nb_NO',
  fi: 'fi_FI',
  de: 'de_DE',
};

export interface LinkPreviewInput {
  site: PublicSite;
  /** The host the site was found by. */
  host: string;
  /** Where this server is reached, e.g. `https://anna-och-erik.festsidan.se`. */
  origin: string;
  /** The requested path, e.g. `/en`. */
  path: string;
}

export interface LinkPreview {
  title: string;
  headTags: string[];
}

/** The language the page is shown in: the one in the path when the site offers it, else its first (`001` §2). */
function pageLanguage(site: PublicSite, path: string): string {
  if (!site.usesSiteModules) return 'sv';
  const offered = site.availableLanguages.map((language) => language.languageCode);
  const fromPath = path.split('/')[1] ?? '';
  return offered.find((code) => code === fromPath) ?? offered[0] ?? 'sv';
}

function headerOf(site: PublicSite): HeaderModule | undefined {
  // An older site's texts are single strings; read as version 2 they stand under the page language.
  const modules = site.usesSiteModules ? site.siteModules : viewLegacySite(site, 'sv').site.siteModules;
  return modules.find((module): module is HeaderModule => module.siteModuleType === 'Header');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/**
 * What a link to a public site shows in chats and search results: the header's title and second line, its
 * image's largest size, and the robots rule of `001` §2.
 */
export function linkPreview({ site, host, origin, path }: LinkPreviewInput): LinkPreview {
  const language = pageLanguage(site, path);
  const header = headerOf(site);
  const title = translateText(header?.title, language) || host;
  const description = translateText(header?.secondLine, language);
  const image = header?.image ? `${origin}${imageSources(header.image).src}` : undefined;
  const robots = site.metaNoindex ? 'noindex, noimageindex, nofollow' : 'all';
  const tags = [
    ...(description ? [meta('name', 'description', description)] : []),
    meta('name', 'robots', robots),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', title),
    ...(description ? [meta('property', 'og:description', description)] : []),
    meta('property', 'og:url', `${origin}${path}`),
    meta('property', 'og:locale', OPEN_GRAPH_LOCALES[language] ?? language),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    ...(description ? [meta('name', 'twitter:description', description)] : []),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ];
  return { title, headTags: tags };
}
