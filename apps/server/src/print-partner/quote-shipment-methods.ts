import { isKnownShipmentType, shipmentCarrierOf, type ShipmentMethod } from '@eventsite/core';
import type { PrintOrderDeps } from './print-order-deps';
import { AppError } from '../errors/app-error';
import type { ShipmentQuoteRequest } from './carrier';

/**
 * The carrier's shipment methods, cheapest first (`002` §4 "the cheapest is chosen"). A method whose
 * carrier name or delivery type the interface does not know is kept, shown raw, and reported (`002` §8).
 */
export async function quoteShipmentMethods(
  deps: PrintOrderDeps,
  request: Omit<ShipmentQuoteRequest, 'market'>,
): Promise<ShipmentMethod[]> {
  const market = deps.config.market;
  let methods: ShipmentMethod[];
  try {
    methods = await deps.printing.carrier.quote({ ...request, market });
  } catch (error) {
    throw new AppError('SHIPMENT_OPTIONS_FAILED', { message: 'The carrier did not answer.', cause: error });
  }
  for (const method of methods) {
    const carrier = shipmentCarrierOf(market, method.name);
    if (!carrier.known || !isKnownShipmentType(method.type)) {
      deps.log.warn(
        { shipmentMethodUid: method.shipmentMethodUid, name: method.name, type: method.type },
        'unknown shipment carrier or delivery type; shown raw',
      );
    }
  }
  return [...methods].sort((a, b) => a.price - b.price);
}
