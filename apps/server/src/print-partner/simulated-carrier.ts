import { PRINT_PRICES_ORE, type Market, type ShipmentMethod } from '@eventsite/core';
import type { Carrier, ShipmentQuoteRequest } from './carrier';

type Offer = Omit<ShipmentMethod, 'price'> & { surchargeOre: number };

/**
 * Real carriers' products per market (`decisions.md` §8); the cheapest costs exactly the market's fixed
 * shipping (`002` §9), the others what their speed or doorstep delivery adds.
 */
const OFFERS: Readonly<Record<Market, readonly Offer[]>> = {
  se: [
    {
      shipmentMethodUid: 'postnord-mypack-collect',
      name: 'PostNord MyPack Collect',
      type: 'pick_up',
      minDeliveryDays: 2,
      maxDeliveryDays: 4,
      surchargeOre: 0,
    },
    {
      shipmentMethodUid: 'instabox-paketskap',
      name: 'Instabox Paketskåp',
      type: 'pick_up',
      minDeliveryDays: 1,
      maxDeliveryDays: 3,
      surchargeOre: 1000,
    },
    {
      shipmentMethodUid: 'budbee-home',
      name: 'Budbee Hemleverans',
      type: 'normal',
      minDeliveryDays: 1,
      maxDeliveryDays: 3,
      surchargeOre: 3000,
    },
    {
      shipmentMethodUid: 'dhl-express',
      name: 'DHL Express',
      type: 'express',
      minDeliveryDays: 1,
      maxDeliveryDays: 1,
      surchargeOre: 12000,
    },
  ],
  dk: [
    {
      shipmentMethodUid: 'postnord-dk-pakkeshop',
      name: 'PostNord DK Pakkeshop',
      type: 'pick_up',
      minDeliveryDays: 2,
      maxDeliveryDays: 4,
      surchargeOre: 0,
    },
    {
      shipmentMethodUid: 'gls-pakkeshop',
      name: 'GLS PakkeShop',
      type: 'pick_up',
      minDeliveryDays: 1,
      maxDeliveryDays: 3,
      surchargeOre: 600,
    },
    {
      shipmentMethodUid: 'dao-hjem',
      name: 'DAO Hjemmelevering',
      type: 'normal',
      minDeliveryDays: 1,
      maxDeliveryDays: 3,
      surchargeOre: 2000,
    },
    {
      shipmentMethodUid: 'gls-express',
      name: 'GLS Express',
      type: 'express',
      minDeliveryDays: 1,
      maxDeliveryDays: 1,
      surchargeOre: 8000,
    },
  ],
};

/** The built-in carrier (`decisions.md` §6): the market's carriers, priced from its fixed shipping. */
export class SimulatedCarrier implements Carrier {
  constructor(private readonly extraOffers: readonly ShipmentMethod[] = []) {}

  async quote({ market }: ShipmentQuoteRequest): Promise<ShipmentMethod[]> {
    const base = PRINT_PRICES_ORE[market].shipping;
    return [
      ...OFFERS[market].map(({ surchargeOre, ...offer }) => ({ ...offer, price: base + surchargeOre })),
      ...this.extraOffers,
    ];
  }
}
