import fp from 'fastify-plugin';
import { handOverPaidOrder } from '../print-partner/hand-over-paid-order';
import { GelatoPrintPartner } from '../print-partner/gelato-print-partner';
import { SimulatedCarrier } from '../print-partner/simulated-carrier';
import { SimulatedPrintPartner } from '../print-partner/simulated-print-partner';
import { lazyPrintViewRenderer, printViewRendererPath } from '../prints/load-print-view-renderer';
import { chromiumPdfRenderer } from '../prints/print-pdf-renderer';
import { printOrderDepsOf } from '../print-partner/print-order-deps';
import type { PrintingServices } from '../print-partner/printing-services';

declare module 'fastify' {
  interface FastifyInstance {
    printing: PrintingServices;
  }
}

interface PrintingPluginOptions {
  /** The web build (`apps/web/dist`), whose server entries hold the print view. */
  webDistDir: string;
}

/** The carrier, the print partner and the PDF renderer the configuration names (`decisions.md` §6). */
export default fp<PrintingPluginOptions>(
  async function printing(app, options) {
    const { printPartner, market } = app.config;
    const running = new Set<Promise<unknown>>();
    const settled = async () => {
      await Promise.allSettled([...running]);
    };
    // Before the database closes, so a hand-over in flight can finish its writes.
    app.addHook('preClose', settled);
    app.decorate('printing', {
      handOverSoon(orderId) {
        const task: Promise<unknown> = handOverPaidOrder(printOrderDepsOf(app), orderId)
          .catch((error: unknown) => app.log.error({ err: error, orderId }, 'print order hand-over failed'))
          .finally(() => running.delete(task));
        running.add(task);
      },
      settled,
      carrier: new SimulatedCarrier(),
      partner:
        printPartner.provider === 'gelato'
          ? new GelatoPrintPartner({ ...printPartner, market })
          : new SimulatedPrintPartner(),
      pdf: chromiumPdfRenderer(app.config.chromiumPath),
      view: lazyPrintViewRenderer(printViewRendererPath(options.webDistDir)),
    } satisfies PrintingServices);
  },
  { name: 'printing', dependencies: ['config', 'repositories', 'storage'] },
);
