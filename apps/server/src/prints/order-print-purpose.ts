import type { PrintPurpose } from '@eventsite/core';
import type { OrderRow } from '../orders/order-repository';
import { toPrint, type PrintRepository } from './print-repository';

/**
 * What an order's card is for (issue 37 item 4), so its mails name thank-you cards as such: the print's
 * purpose, or an invitation's when the order prints no card design (place cards) or the print is gone.
 */
export async function orderPrintPurpose(
  prints: Pick<PrintRepository, 'find'>,
  order: Pick<OrderRow, 'printId'>,
): Promise<PrintPurpose> {
  const row = order.printId ? await prints.find(order.printId) : null;
  return row ? toPrint(row).purpose : 'invitation';
}
