import type { EnvelopeKind, Market, ShipmentMethod, ShippingAddress } from '@eventsite/core';

export interface ShipmentQuoteRequest {
  market: Market;
  shippingAddress: ShippingAddress;
  quantity: number;
  envelopes: EnvelopeKind;
}

/**
 * Where shipment methods come from (`002` §7 "shipmentMethods"): the carriers' offers for a parcel of
 * cards to an address. A method's name and type are the carrier's own; unknown ones are passed on raw.
 */
export interface Carrier {
  quote(request: ShipmentQuoteRequest): Promise<ShipmentMethod[]>;
}
