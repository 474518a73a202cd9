import { z } from 'zod';
import { INTERFACE_LANGUAGES } from '../constants/platform';
import { textSchema } from './common';
import { fontsSchema } from './design';
import { publicSiteSchema } from './public-site';
import type { AppConfig } from './app-config';

/**
 * What a public host's page shows (`001` §4 "Public loading"), as the server found it: the site, the
 * password gate of a site, or the wrong-address page.
 */
export const publicPageStateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('site'), site: publicSiteSchema }),
  z.object({ status: z.literal('password'), siteId: textSchema }),
  z.object({ status: z.literal('notFound') }),
]);
export type PublicPageState = z.infer<typeof publicPageStateSchema>;

/**
 * What the server worked out for the shown site (`pageFacts`), which the browser takes over instead of
 * working it out while it hydrates: a phone's first `Intl.DisplayNames` or `Intl.DateTimeFormat` loads the
 * engine's locale or time-zone data, tens of milliseconds each, and fonts declared twice make it match
 * every text's font anew. Empty for the gate and wrong-address pages.
 */
export const pageFactsSchema = z.object({
  /** The site's languages, each named in its own language, as its language switcher shows them. */
  languageNames: z.record(textSchema, textSchema),
  /** Each countdown date on the page, as stored, to the instant it falls on the market's clock. */
  countdownTargets: z.record(textSchema, z.number()),
  /** The fonts whose faces the page's head declares (`SiteFontTags`). */
  fonts: fontsSchema.nullable(),
});
export type PageFacts = z.infer<typeof pageFactsSchema>;

/**
 * The page the server rendered for a guest, inlined into its HTML: the browser hydrates the same tree
 * from it. It holds nothing of one visitor (no cookie, no query string), so one rendering serves every
 * guest asking for the same site version, language and gate state.
 */
export const publicPageDataSchema = z.object({
  /** The public site's host the page was rendered for (see `selectMode`). */
  host: textSchema,
  isDemo: z.boolean(),
  /** The language of the page's own texts (gate, loading and error screens). */
  language: z.enum(INTERFACE_LANGUAGES),
  /** The path the page was rendered for, without the query string. */
  pathname: textSchema,
  /** The start page's protocol and port, as the address bar has them ('https:', ''). */
  protocol: textSchema,
  port: textSchema,
  state: publicPageStateSchema,
  facts: pageFactsSchema,
});
export type PublicPageData = z.infer<typeof publicPageDataSchema>;

/** What the server's rendering of a guest's page is given (`apps/web/src/server-render`). */
export interface PublicPageRenderInput {
  config: AppConfig;
  /** The page to draw; the browser hydrates it from the same data. */
  page: PublicPageData;
}

/** The site's fonts for the page's head, so they load without waiting for any script. */
export interface SiteFontTags {
  /** `@font-face` rules for every face the site uses, also read by a browser without JavaScript. */
  fontFaceCss: string;
  /** The files the first screen draws with, to preload. */
  preloadUrls: string[];
}

/** A guest's page drawn on the server. */
export interface RenderedPublicPage {
  /** 200 for the site, 401 for its password gate, 404 for the wrong-address page. */
  status: 200 | 401 | 404;
  /** The markup for `#root`. */
  html: string;
  /** `<html lang>`: the language the page is read in. */
  language: string;
  /** The page's background, for `<body>` and the browser's chrome; null on the product's own pages. */
  background: string | null;
  /** The site's fonts; null when the page shows no site. */
  fonts: SiteFontTags | null;
}

export type RenderPublicPage = (input: PublicPageRenderInput) => Promise<RenderedPublicPage>;
