import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  householdImportRequestSchema,
  householdImportResponseSchema,
  householdDeleteQuerySchema,
  householdEventsRequestSchema,
  householdEventsResponseSchema,
  householdParamsSchema,
  householdRequestSchema,
  householdsResponseSchema,
  MAX_HOUSEHOLDS,
  readHouseholdSheet,
  reminderOverviewSchema,
  reminderSettingsRequestSchema,
  sendRemindersRequestSchema,
  sendRemindersResponseSchema,
  siteIdParamsSchema,
} from '@eventsite/core';
import { z } from 'zod';
import { AppError } from '../../../errors/app-error';
import {
  householdList,
  requireHouseholdFits,
  setHouseholdEvents,
  siteLanguages,
} from '../../../households/household-list';
import { reminderOverview, sendRemindersNow } from '../../../households/send-reminders';
import { errorResponses } from '../../error-responses';
import { householdDepsOf } from '../../../households/household-deps';
import { forgetErasedSeats } from '../../../seating/forget-erased-seats';
import { forgetHouseholdGifts } from '../../../gifts/forget-household-gifts';
import { giftDepsOf } from '../../../gifts/gift-deps';
import { seatingDepsOf } from '../../../seating/seating-deps';

const owner = { tags: ['guest list'], security: [{ session: [] }] };

/**
 * The owner's guest list (issue 21): households with their personal links, added one by one or from a
 * sheet. Every call is the site owner's alone; each change answers the list as it now is.
 */
const householdRoutes: FastifyPluginAsyncZod = async (app) => {
  const householdDeps = householdDepsOf(app);
  const seatingDeps = seatingDepsOf(app);
  const giftDeps = giftDepsOf(app);
  app.get(
    '/:siteId/households',
    {
      schema: {
        ...owner,
        summary: 'The guest list: the households, in the order they were added, and their answer counts',
        params: siteIdParamsSchema,
        response: { 200: householdsResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => householdList(householdDeps, request.params.siteId),
  );

  app.post(
    '/:siteId/households',
    {
      schema: {
        ...owner,
        summary: 'Add a household to the guest list; it gets its own personal link',
        params: siteIdParamsSchema,
        body: householdRequestSchema,
        response: { 201: householdsResponseSchema, ...errorResponses(400, 403, 404, 409, 415) },
      },
    },
    async (request, reply) => {
      const { siteId } = request.params;
      await requireHouseholdFits(householdDeps, siteId, request.body);
      const added = await app.repositories.households.addMany(
        siteId,
        [request.body],
        MAX_HOUSEHOLDS,
        app.now(),
      );
      if (added === null) throw new AppError('GUEST_LIST_FULL');
      return reply.status(201).send(await householdList(householdDeps, siteId));
    },
  );

  app.put(
    '/:siteId/households/:householdId',
    {
      schema: {
        ...owner,
        summary: "Change a household's name, members, contact details, language, tags or invited events",
        params: householdParamsSchema,
        body: householdRequestSchema,
        response: { 200: householdsResponseSchema, ...errorResponses(400, 403, 404, 415) },
      },
    },
    async (request) => {
      const { siteId, householdId } = request.params;
      await requireHouseholdFits(householdDeps, siteId, request.body);
      if (!(await app.repositories.households.update(siteId, householdId, request.body))) {
        throw new AppError('HOUSEHOLD_NOT_FOUND');
      }
      // Its people's seats were theirs by the household: none of its names stays on a plan.
      await forgetErasedSeats(seatingDeps, siteId);
      return householdList(householdDeps, siteId);
    },
  );

  app.put(
    '/:siteId/households/events',
    {
      schema: {
        ...owner,
        summary: 'Invite many households at once to the chosen events of the programme, or to all (null)',
        description:
          'The households are chosen by the owner or by a tag; ids that are not the site’s households are ' +
          'left out of `updated`. Events that are not in the programme are refused.',
        params: siteIdParamsSchema,
        body: householdEventsRequestSchema,
        response: { 200: householdEventsResponseSchema, ...errorResponses(400, 403, 404, 415) },
      },
    },
    async (request) => {
      const { householdIds, events } = request.body;
      return {
        updated: await setHouseholdEvents(householdDeps, request.params.siteId, householdIds, events),
      };
    },
  );

  app.delete(
    '/:siteId/households/:householdId',
    {
      schema: {
        ...owner,
        summary:
          'Remove a household from the guest list; with ?answers=erase its answers are erased too, and its gifts no longer name who gave them',
        params: householdParamsSchema,
        querystring: householdDeleteQuerySchema,
        response: { 200: householdsResponseSchema, ...errorResponses(400, 403, 404, 415) },
      },
    },
    async (request) => {
      const { siteId, householdId } = request.params;
      // The answers first: deleting the household would untie them from it. Both are scoped to the site.
      if (request.query.answers === 'erase') {
        await app.repositories.guestAnswers.deleteHouseholdAnswers(siteId, householdId);
        await forgetHouseholdGifts(giftDeps, siteId, householdId);
      }
      if (!(await app.repositories.households.delete(siteId, householdId))) {
        throw new AppError('HOUSEHOLD_NOT_FOUND');
      }
      // Its people's seats were theirs by the household: none of its names stays on a plan.
      await forgetErasedSeats(seatingDeps, siteId);
      return householdList(householdDeps, siteId);
    },
  );

  app.post(
    '/:siteId/households/:householdId/token',
    {
      schema: {
        ...owner,
        summary: 'Give a household a new personal link (send the body {}); the old link stops working',
        params: householdParamsSchema,
        body: z.object({}),
        response: { 200: householdsResponseSchema, ...errorResponses(400, 403, 404, 415) },
      },
    },
    async (request) => {
      const { siteId, householdId } = request.params;
      if ((await app.repositories.households.regenerateToken(siteId, householdId)) === null) {
        throw new AppError('HOUSEHOLD_NOT_FOUND');
      }
      // Its people's seats were theirs by the household: none of its names stays on a plan.
      await forgetErasedSeats(seatingDeps, siteId);
      return householdList(householdDeps, siteId);
    },
  );

  app.post(
    '/:siteId/households/import',
    {
      schema: {
        ...owner,
        summary: 'Add the households of a pasted or uploaded sheet',
        description:
          'The rows are read as the preview reads them (a heading row, or name, members, mail, phone, ' +
          'language, tags); rows that do not read as a household are skipped and answered with their problems.',
        params: siteIdParamsSchema,
        body: householdImportRequestSchema,
        response: { 200: householdImportResponseSchema, ...errorResponses(400, 403, 404, 409, 415) },
      },
    },
    async (request) => {
      const { siteId } = request.params;
      const languages = await siteLanguages(householdDeps, siteId);
      const rows = readHouseholdSheet(request.body.rows, languages);
      const inputs = rows.flatMap((row) => (row.household ? [row.household] : []));
      if (inputs.length === 0) throw new AppError('VALIDATION_FAILED', { message: 'No row is a household.' });
      const created = await app.repositories.households.addMany(siteId, inputs, MAX_HOUSEHOLDS, app.now());
      if (created === null) throw new AppError('GUEST_LIST_FULL');
      return {
        created,
        skipped: rows.filter((row) => !row.household).map(({ line, problems }) => ({ line, problems })),
      };
    },
  );

  app.get(
    '/:siteId/households/reminders',
    {
      schema: {
        ...owner,
        summary: 'Who a reminder to answer would reach now, who is skipped and why, and the schedule',
        params: siteIdParamsSchema,
        response: { 200: reminderOverviewSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => reminderOverview(householdDeps, request.params.siteId),
  );

  app.put(
    '/:siteId/households/reminders/settings',
    {
      schema: {
        ...owner,
        summary: 'Schedule reminders a number of days before the answer-by day, or turn them off (null)',
        params: siteIdParamsSchema,
        body: reminderSettingsRequestSchema,
        response: { 200: reminderOverviewSchema, ...errorResponses(400, 403, 404, 415) },
      },
    },
    async (request) => {
      const { siteId } = request.params;
      await app.repositories.householdReminders.saveSettings(siteId, request.body);
      return reminderOverview(householdDeps, siteId);
    },
  );

  app.post(
    '/:siteId/households/reminders',
    {
      schema: {
        ...owner,
        summary: 'Mail a reminder with its personal link to each confirmed household that still needs one',
        description:
          'Households that answered, have no mail or were reminded today (on the market clock) are left ' +
          'out; each mail goes through the outbox, in the household’s language.',
        params: siteIdParamsSchema,
        body: sendRemindersRequestSchema,
        response: { 200: sendRemindersResponseSchema, ...errorResponses(400, 403, 404, 409, 415) },
      },
    },
    async (request) => sendRemindersNow(householdDeps, request.params.siteId, request.body.householdIds),
  );
};

export default householdRoutes;
