import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRINT_ERROR_TEXTS, printServerAccessParamsSchema, MARKET_LANGUAGE } from '@eventsite/core';
import { escapeHtml } from '../../../html/escape-html';
import { buildPrintView } from '../../../prints/build-print-view';
import { printProgrammeEvents } from '../../../prints/print-programme-events';
import { toPrint } from '../../../prints/print-repository';

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(html);
}

/** What the print view shows when the print cannot be fetched (`002` §8 "Print fetch in print view"). */
function errorPage(language: 'sv' | 'da'): string {
  const text = PRINT_ERROR_TEXTS.printViewFetchFailed[language];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(text)}</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f6f4f1;color:#3b302a}</style>
</head><body><p role="alert">${escapeHtml(text)}</p></body></html>`;
}

/**
 * `/print-pdf/{printId}/{serverAccessKey}` (`002` §2.7, `decisions.md` §3): page 1 and page 2 of the card,
 * opened without a session by the key. The owner's PDF is this page printed by headless Chromium.
 */
const printView: FastifyPluginAsyncZod = async (app) => {
  const language = app.config.market === 'dk' ? 'da' : 'sv';
  app.get(
    '/print-pdf/:printId/:serverAccessKey',
    {
      schema: {
        summary: 'The print view of a card',
        description:
          'HTML: both pages at 111 × 154 mm (A6 with 3 mm bleed). A wrong key shows the print-view error, 404.',
        tags: ['prints'],
        params: printServerAccessParamsSchema,
      },
    },
    async (request, reply) => {
      const { printId, serverAccessKey } = request.params;
      const row = await app.repositories.prints.findWithAccessKey(printId, serverAccessKey);
      if (!row) return sendHtml(reply, 404, errorPage(language));
      const print = toPrint(row);
      return sendHtml(
        reply,
        200,
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
    },
  );
};

export default printView;
