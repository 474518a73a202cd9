import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buildEventCalendar,
  calendarEventOfSite,
  calendarFileName,
  eventCalendarQuerySchema,
  publicSiteParamsSchema,
  siteHeaderTitle,
} from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import { findGuestSite } from '../../guest-answers/find-site-module';
import { guestAnswerDepsOf } from '../../guest-answers/guest-answer-deps';
import { assertGuestAccess } from '../../sites/guest-access';
import { errorResponses } from '../error-responses';
import { siteDepsOf } from '../../sites/site-deps';
import { sendCalendar } from './send-calendar';

/** `GET /api/sites/public/{id}/calendar.ics` (issue 21, item 6): the event as a file for the guest's calendar. */
const getEventCalendar: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  app.get(
    '/:id/calendar.ics',
    {
      schema: {
        summary: "The site's event as an iCalendar file",
        description:
          'text/calendar (RFC 5545) with one event: the first countdown’s time (else the date given in the wizard) ' +
          'on the market’s clock, lasting six hours, the location module’s place, the header’s title in ' +
          '`language` (else the site’s first language), its second line and the address it was fetched from ' +
          'as the description. Named after the header’s title (else the site’s host), e.g. ' +
          '`anna-erik.ics`, with `filename*` for a name beyond ASCII. 404 when the site has no date; 401 ' +
          'behind a guest password until logged in. ETag and If-None-Match give 304.',
        tags: ['public sites'],
        params: publicSiteParamsSchema,
        querystring: eventCalendarQuerySchema,
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => {
      const siteId = request.params.id;
      await assertGuestAccess(siteDeps, request, siteId);
      const stored = await app.publicRead.sites.find({ id: siteId });
      const { site } = await findGuestSite(guestAnswerDepsOf(app), siteId);
      const language = request.query.language ?? site.availableLanguages[0]?.languageCode ?? 'sv';
      const url = `${request.protocol}://${request.host}/`;
      const etag = `"${createHash('sha256')
        .update(`${stored?.documentStamp ?? ''}|${language}|${url}`)
        .digest('base64url')
        .slice(0, 32)}"`;
      const event = calendarEventOfSite(site, {
        language,
        market: app.config.market,
        url,
        uid: `${siteId}@${app.config.domain}`,
        fallbackTitle: app.config.productName,
      });
      if (!event) throw new AppError('NOT_FOUND', { message: 'The site has no date to add to a calendar.' });
      return sendCalendar(request, reply, {
        etag,
        name: calendarFileName([siteHeaderTitle(site, language)], site.host?.split('.')[0] ?? ''),
        personal: false,
        build: () =>
          buildEventCalendar([event], app.now(), `-//${app.config.productName}//${app.config.market}`),
      });
    },
  );
};

export default getEventCalendar;
