import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { printIdParamsSchema, MARKET_LANGUAGE } from '@eventsite/core';
import { AppError } from '../../../errors/app-error';
import { buildPrintView } from '../../../prints/build-print-view';
import { printProgrammeEvents } from '../../../prints/print-programme-events';
import { toPrint } from '../../../prints/print-repository';
import { errorResponses } from '../../error-responses';
import { ownedPrint } from './owned-print';

/** The PDF opens in the browser's viewer, under a name that says what it is. */
function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string): FastifyReply {
  return reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .send(pdf);
}

/** `GET /api/prints/{id}/pdf` (`decisions.md` §3): the owner's print-ready PDF of a card. */
const printPdf: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prints/:printId/pdf',
    {
      schema: {
        summary: 'The print-ready PDF of a print',
        description:
          'The print view rendered by headless Chromium: two pages (front and back), each 111 × 154 mm (A6 with 3 mm bleed), fonts embedded, images from their largest stored size.',
        tags: ['prints'],
        security: [{ session: [] }],
        params: printIdParamsSchema,
        response: errorResponses(400, 403, 404, 502),
      },
    },
    async (request, reply) => {
      const print = toPrint(await ownedPrint(app, request.params.printId));
      let pdf: Buffer;
      try {
        pdf = await app.printing.pdf.render(
          await buildPrintView(
            app.printing.view,
            app.storage,
            print,
            {
              title: print._id,
              language: MARKET_LANGUAGE[app.config.market],
            },
            await printProgrammeEvents(app.repositories.sites, print.site),
          ),
        );
      } catch (error) {
        throw new AppError('PRINT_RENDER_FAILED', {
          message: 'The PDF could not be rendered.',
          cause: error,
        });
      }
      return sendPdf(reply, pdf, `inbjudan-${print._id}.pdf`);
    },
  );
};

export default printPdf;
