import { SHIPMENT_CARRIERS } from '../constants/shipment-carriers';
import { SHIPMENT_METHOD_TYPES, type ShipmentMethodType } from '../constants/print-prices';
import type { Market } from '../constants/platform';

export interface ShipmentCarrier {
  /** The carrier to show, or the method's raw name when no known carrier matches. */
  carrier: string;
  known: boolean;
}

/**
 * The display carrier of a shipment method's name (`002` §8, §9): the longest known carrier name the
 * method's name starts with (so "PostNord DK …" is PostNord DK, not PostNord). An unknown name falls back
 * to itself, and `known: false` tells the caller to report it.
 */
export function shipmentCarrierOf(market: Market, methodName: string): ShipmentCarrier {
  const name = methodName.trim();
  const carrier = [...SHIPMENT_CARRIERS[market]]
    .sort((a, b) => b.length - a.length)
    .find((candidate) => name.toLowerCase().startsWith(candidate.toLowerCase()));
  return carrier ? { carrier, known: true } : { carrier: name, known: false };
}

/** True for a delivery type the interface has words for; any other is reported and shown raw (`002` §8). */
export function isKnownShipmentType(type: string): type is ShipmentMethodType {
  return (SHIPMENT_METHOD_TYPES as readonly string[]).includes(type);
}
