import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INTERFACE_LANGUAGES,
  MARKET_LANGUAGE,
  isInterfaceLanguage,
  privacyPageQuerySchema,
  type InterfaceLanguage,
} from '@eventsite/core';
import { PRIVACY_PAGE_PATH, renderPrivacyPage } from '../../privacy/render-privacy-page';

/**
 * The privacy page (issue 33 item 1, `decisions.md` §9): rendered here, so it reads without JavaScript;
 * in the market's language at `/integritetspolicy`, in another at `/{language}/integritetspolicy` or
 * with `?lang=`. Each language's page is the same for everyone, built once.
 */
const privacyPage: FastifyPluginAsyncZod = async (app) => {
  const { brand, market, productName, contactMail, personalData } = app.config;
  const marketLanguage = MARKET_LANGUAGE[market];
  const facts = {
    brand,
    market,
    productName,
    contactMail,
    guestDataMonths: personalData.guestDataRetentionMonths,
    ipLogDays: personalData.ipLogRetentionDays,
  };
  const pages = new Map(
    INTERFACE_LANGUAGES.map((language) => [language, renderPrivacyPage(language, marketLanguage, facts)]),
  );
  const schema = (language: string) => ({
    summary: `The privacy page (${language})`,
    description:
      'HTML: what is stored about owners and guests, why, for how long, who sees it, the processors and ' +
      'where they run, the rights and how to use them, and the contact.',
    tags: ['public'],
    querystring: privacyPageQuerySchema,
  });
  const routes: [string, InterfaceLanguage | null][] = [
    [PRIVACY_PAGE_PATH, null],
    ...INTERFACE_LANGUAGES.map((language): [string, InterfaceLanguage] => [
      `/${language}${PRIVACY_PAGE_PATH}`,
      language,
    ]),
  ];
  for (const [path, pathLanguage] of routes) {
    app.get(path, { schema: schema(pathLanguage ?? 'the market’s, or ?lang=') }, async (request, reply) => {
      const { lang } = request.query;
      const language = pathLanguage ?? (isInterfaceLanguage(lang) ? lang : marketLanguage);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .header('content-language', language)
        .send(pages.get(language));
    });
  }
};

export default privacyPage;
