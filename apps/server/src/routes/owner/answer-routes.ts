import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteIdParamsSchema } from '@eventsite/core';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import type { GuestAnswerRepository } from '../../guest-answers/guest-answer-repository';
import { errorResponses } from '../error-responses';

/** One kind of the guests' answers as the owner reads and deletes them. */
interface AnswerRoutes<Answer, Params extends { siteId: string }> {
  /** The list's path under the plugin's prefix. */
  path: string;
  /** One answer's path under the list's, as `/:rsvpId`. */
  answerPath: string;
  tag: string;
  listSummary: string;
  deleteSummary: string;
  /** `{ data: { data: Answer[] } }` as the list answers. */
  listResponse: z.ZodType<{ data: { data: Answer[] } }>;
  /** The site's and the answer's ids in `answerPath`. */
  answerParams: z.ZodType<Params>;
  list: (answers: GuestAnswerRepository, siteId: string) => Promise<Answer[]>;
  /** False when the site has no such answer (404). */
  remove: (answers: GuestAnswerRepository, params: Params) => Promise<boolean>;
  /** What else an answer's erasure takes with it (an RSVP's guest leaves the seating plans). */
  afterRemove?: (siteId: string) => Promise<void>;
  notFound: string;
}

/** Lists a site's answers of one kind, newest first, and deletes one of them (404 when there is none). */
export function answerRoutes<Answer, Params extends { siteId: string }>(
  spec: AnswerRoutes<Answer, Params>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      spec.path,
      {
        schema: {
          summary: spec.listSummary,
          tags: [spec.tag],
          security: [{ session: [] }],
          params: siteIdParamsSchema,
          response: { 200: spec.listResponse, ...errorResponses(400, 403) },
        },
      },
      async (request) => ({
        data: { data: await spec.list(app.repositories.guestAnswers, request.params.siteId) },
      }),
    );

    app.delete(
      `${spec.path}${spec.answerPath}`,
      {
        schema: {
          summary: spec.deleteSummary,
          tags: [spec.tag],
          security: [{ session: [] }],
          params: spec.answerParams,
          response: { 200: z.object({}), ...errorResponses(400, 403, 404, 415) },
        },
      },
      async (request) => {
        // Validated already; parsed again for its type, which the type provider cannot give a generic schema.
        const params = spec.answerParams.parse(request.params);
        if (!(await spec.remove(app.repositories.guestAnswers, params))) {
          throw new AppError('NOT_FOUND', { message: spec.notFound });
        }
        await spec.afterRemove?.(params.siteId);
        return {};
      },
    );
  };
}
