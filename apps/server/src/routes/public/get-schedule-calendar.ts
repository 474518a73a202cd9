import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buildEventCalendar,
  calendarEventOfSchedule,
  calendarFileName,
  scheduleCalendarParamsSchema,
  scheduleCalendarQuerySchema,
  scheduleEventsOf,
  siteHeaderTitle,
  translateText,
  visibleScheduleEvents,
  type CalendarEvent,
} from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import { findGuestSite } from '../../guest-answers/find-site-module';
import { guestAnswerDepsOf } from '../../guest-answers/guest-answer-deps';
import { assertGuestAccess } from '../../sites/guest-access';
import { errorResponses } from '../error-responses';
import { siteDepsOf } from '../../sites/site-deps';
import { sendCalendar } from './send-calendar';

/** The id that names every visible event's file instead of one event's. */
const WHOLE_PROGRAMME = 'programme';

/**
 * `GET /api/sites/public/{id}/calendar/{eventId}.ics` and `…/calendar/programme.ics` (issue 34 item 3): the
 * programme's events a guest may see as a file for their calendar. Without a personal link only the open
 * events; an event the caller may not see is not found, as one that does not exist, so its being is not told.
 */
const getScheduleCalendar: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  app.get(
    '/:id/calendar/:eventId.ics',
    {
      schema: {
        summary: "The programme's events as an iCalendar file",
        description:
          'text/calendar (RFC 5545): one event of the Schedule modules by its id, or every event the caller ' +
          'may see for `programme`. Without `g` only the open events; with `g`, a personal link’s token, ' +
          'also the household’s by-invitation events (then `cache-control: private`). Each event’s start ' +
          'and end on the market’s clock (two hours when it has no end), its place with its address, its ' +
          'text and dress code as the description, read in `language` (else the household’s, else the ' +
          'site’s first); its UID stays the same, so importing it again updates it. Named after the site ' +
          'and the event, e.g. `anna-erik-middag.ics`. 404 for an event the caller may not see (as for one ' +
          'that does not exist), for a programme with nothing to show and for an unknown token; 401 behind ' +
          'a guest password until logged in. ETag and If-None-Match give 304.',
        tags: ['public sites'],
        params: scheduleCalendarParamsSchema,
        querystring: scheduleCalendarQuerySchema,
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => {
      const { id: siteId, eventId } = request.params;
      const token = request.query.g;
      await assertGuestAccess(siteDeps, request, siteId);
      const household =
        token === undefined ? null : await app.repositories.households.findByToken(siteId, token);
      if (token !== undefined && !household) throw new AppError('HOUSEHOLD_LINK_UNKNOWN');
      const stored = await app.publicRead.sites.find({ id: siteId });
      const { site } = await findGuestSite(guestAnswerDepsOf(app), siteId);
      const language =
        request.query.language ?? household?.language ?? site.availableLanguages[0]?.languageCode ?? 'sv';
      const visible = visibleScheduleEvents(
        scheduleEventsOf(site.siteModules).map(({ event }) => event),
        household && { events: household.events },
      );
      const chosen = eventId === WHOLE_PROGRAMME ? visible : visible.filter((event) => event.id === eventId);
      const url = `${request.protocol}://${request.host}/`;
      const siteTitle = siteHeaderTitle(site, language);
      const events = chosen.flatMap(
        (event) =>
          calendarEventOfSchedule(event, {
            language,
            market: app.config.market,
            url,
            siteId,
            domain: app.config.domain,
            fallbackTitle: siteTitle || app.config.productName,
          }) ?? [],
      );
      const [first, ...rest] = events;
      if (!first) {
        throw new AppError('NOT_FOUND', {
          message: eventId === WHOLE_PROGRAMME ? 'The programme has no events to show.' : 'No such event.',
        });
      }
      const schedule = site.siteModules.find(
        (module) => !module.hide && module.siteModuleType === 'Schedule',
      );
      const fileWords =
        eventId === WHOLE_PROGRAMME
          ? [siteTitle, (schedule && translateText(schedule.title, language)) || WHOLE_PROGRAMME]
          : [siteTitle, translateText(chosen[0]?.title, language)];
      const etag = `"${createHash('sha256')
        .update(
          JSON.stringify([stored?.documentStamp ?? '', language, url, eventId, household?.events ?? null]),
        )
        .digest('base64url')
        .slice(0, 32)}"`;
      const calendar: [CalendarEvent, ...CalendarEvent[]] = [first, ...rest];
      return sendCalendar(request, reply, {
        etag,
        name: calendarFileName(fileWords, site.host?.split('.')[0] ?? ''),
        personal: token !== undefined,
        build: () =>
          buildEventCalendar(calendar, app.now(), `-//${app.config.productName}//${app.config.market}`),
      });
    },
  );
};

export default getScheduleCalendar;
