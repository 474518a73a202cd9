import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  foldName,
  MARKET_LANGUAGE,
  placeCardsQuerySchema,
  SEATING_DOWNLOADS,
  seatingParamsSchema,
  seatingPlanPdfQuerySchema,
  seatingQuerySchema,
  tableCardsQuerySchema,
  type SeatingPlan,
} from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import {
  renderSeatingPrint,
  seatingSheet,
  type SeatingPrint,
} from '../../seating-prints/render-seating-prints';
import {
  seatingPrintLanguage,
  seatingPrintLook,
  type SeatingPrintLook,
} from '../../seating-prints/seating-print-look';
import { errorResponses } from '../error-responses';

/** The seating plan of a site's event (null: the RSVP's yes for the whole day), as the seating screen reads it. */
type SeatingPlanLoader = (siteId: string, eventId: string | null) => Promise<SeatingPlan>;

interface SeatingPrintRoutesOptions {
  loadPlan: SeatingPlanLoader;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Words joined by hyphens, anything but letters and digits between them dropped. */
function slug(text: string, letters: RegExp): string {
  return text
    .toLowerCase()
    .normalize('NFC')
    .split(letters)
    .filter((word) => word !== '')
    .join('-');
}

/** A download, never cached on the way: the plan names the guests. */
function sendDownload(reply: FastifyReply, type: string, disposition: string, body: Buffer): FastifyReply {
  return reply
    .type(type)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', disposition)
    .send(body);
}

/**
 * The download's header: 'anna-erik-middag-plan.pdf' from the site's names and the event's title, accents
 * folded for the ASCII name every browser reads, and the name in the site's own letters as RFC 6266's
 * `filename*` when that differs; the bare name of `SEATING_DOWNLOADS` for a site without names.
 */
export function seatingDisposition(
  look: Pick<SeatingPrintLook, 'title' | 'eventTitle'>,
  file: string,
): string {
  const words = [look.title, look.eventTitle ?? ''].join(' ');
  const ascii = slug(foldName(words), /[^a-z0-9]+/).slice(0, 80);
  const unicode = slug(words, /[^\p{L}\p{N}]+/u).slice(0, 80);
  const asciiName = ascii === '' ? file : `${ascii}-${file}`;
  const header = `attachment; filename="${asciiName}"`;
  return unicode === '' || unicode === ascii
    ? header
    : `${header}; filename*=UTF-8''${encodeURIComponent(`${unicode}-${file}`)}`;
}

/**
 * The owner's seating downloads (issue 35 items 2–3): the table plan, the place cards and the table cards as
 * print-ready PDFs in the site's look, and the venue's xlsx. The plan is read by `loadPlan`, as the seating
 * screen reads it; a plan without tables (or, for place cards, without a seated guest) is 404
 * `SEATING_PLAN_EMPTY`. Owner only: registered under the owner folder's hook.
 */
const seatingPrintRoutes: FastifyPluginAsyncZod<SeatingPrintRoutesOptions> = async (app, { loadPlan }) => {
  async function prepare(siteId: string, eventId: string | undefined, needsGuests = false) {
    const stored = await app.repositories.sites.findById(siteId);
    if (!stored) throw new AppError('NOT_FOUND', { message: 'No such site.' });
    const plan = await loadPlan(siteId, eventId ?? null);
    if (plan.tables.length === 0) {
      throw new AppError('SEATING_PLAN_EMPTY', { message: 'The seating plan has no tables.' });
    }
    if (needsGuests && plan.tables.every((table) => table.places.length === 0)) {
      throw new AppError('SEATING_PLAN_EMPTY', { message: 'No guest has a seat yet.' });
    }
    const language = seatingPrintLanguage(stored.site, MARKET_LANGUAGE[app.config.market]);
    return { plan, look: seatingPrintLook(stored.site, plan.eventId, language) };
  }

  async function sendPdf(
    reply: FastifyReply,
    { plan, look }: Awaited<ReturnType<typeof prepare>>,
    print: SeatingPrint,
    file: string,
  ) {
    let pdf: Buffer;
    try {
      pdf = await renderSeatingPrint(app.printing.pdf, look, plan, print);
    } catch (error) {
      throw new AppError('PRINT_RENDER_FAILED', { message: 'The PDF could not be rendered.', cause: error });
    }
    return sendDownload(reply, 'application/pdf', seatingDisposition(look, file), pdf);
  }

  const common = { tags: ['seating'], security: [{ session: [] }], params: seatingParamsSchema };
  const pdfResponses = errorResponses(400, 403, 404, 502);

  app.get(
    `/:siteId/seating/${SEATING_DOWNLOADS.plan}`,
    {
      schema: {
        ...common,
        summary: 'The table plan as a print-ready PDF',
        description:
          'A3 portrait (or A2 with `size=A2`) in the site’s fonts, colours and monogram: the room with its ' +
          'tables where the owner placed them, their names and seats, then every seated guest by name with ' +
          'their table, flowing onto more sheets when long. 404 `SEATING_PLAN_EMPTY` without tables.',
        querystring: seatingPlanPdfQuerySchema,
        response: pdfResponses,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await prepare(request.params.siteId, request.query.event),
        { kind: 'plan', query: request.query },
        SEATING_DOWNLOADS.plan,
      ),
  );

  app.get(
    `/:siteId/seating/${SEATING_DOWNLOADS.placeCards}`,
    {
      schema: {
        ...common,
        summary: 'The place cards as a print-ready PDF',
        description:
          'One card per seated guest, table by table: folded A6 tents (one per page, the name upright on ' +
          'the front half) or flat 90 × 55 mm cards, ten to an A4 sheet with cut marks (`format=flat`). ' +
          'Each has the name and table, and with `diets=1` a small diet mark for the waiters. 404 ' +
          '`SEATING_PLAN_EMPTY` while nobody is seated.',
        querystring: placeCardsQuerySchema,
        response: pdfResponses,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await prepare(request.params.siteId, request.query.event, true),
        { kind: 'placeCards', query: request.query },
        SEATING_DOWNLOADS.placeCards,
      ),
  );

  app.get(
    `/:siteId/seating/${SEATING_DOWNLOADS.tableCards}`,
    {
      schema: {
        ...common,
        summary: 'The table number cards as a print-ready PDF',
        description:
          'One card per table with its number (or name) large: flat A5 for a holder, or an A6 tent with ' +
          '`size=A6`. 404 `SEATING_PLAN_EMPTY` without tables.',
        querystring: tableCardsQuerySchema,
        response: pdfResponses,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await prepare(request.params.siteId, request.query.event),
        { kind: 'tableCards', query: request.query },
        SEATING_DOWNLOADS.tableCards,
      ),
  );

  app.get(
    `/:siteId/seating/${SEATING_DOWNLOADS.sheet}`,
    {
      schema: {
        ...common,
        summary: 'The venue’s sheet of the seating',
        description:
          'An xlsx workbook: an overview of the tables (seats, guests, how many with a diet), then a ' +
          'worksheet per table with its guests, their party and diet answers. 404 `SEATING_PLAN_EMPTY` ' +
          'without tables.',
        querystring: seatingQuerySchema,
        response: errorResponses(400, 403, 404),
      },
    },
    async (request, reply) => {
      const { plan, look } = await prepare(request.params.siteId, request.query.event);
      return sendDownload(
        reply,
        XLSX_TYPE,
        seatingDisposition(look, SEATING_DOWNLOADS.sheet),
        await seatingSheet(look, plan),
      );
    },
  );
};

export default seatingPrintRoutes;
