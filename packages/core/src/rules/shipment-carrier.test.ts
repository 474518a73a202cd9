import { describe, expect, it } from 'vitest';
import { isKnownShipmentType, shipmentCarrierOf } from './shipment-carrier';

describe('shipmentCarrierOf (002 §8, §9)', () => {
  it('maps Swedish method names to their carriers', () => {
    expect(shipmentCarrierOf('se', 'PostNord MyPack Collect')).toEqual({ carrier: 'PostNord', known: true });
    expect(shipmentCarrierOf('se', 'DHL Express')).toEqual({ carrier: 'DHL', known: true });
    expect(shipmentCarrierOf('se', 'budbee home')).toEqual({ carrier: 'Budbee', known: true });
    expect(shipmentCarrierOf('se', 'Instabox Hemleverans')).toEqual({ carrier: 'Instabox', known: true });
  });

  it('maps Danish method names, preferring the longer carrier name', () => {
    expect(shipmentCarrierOf('dk', 'PostNord DK Pakkeshop')).toEqual({ carrier: 'PostNord DK', known: true });
    expect(shipmentCarrierOf('dk', 'GLS PakkeShop')).toEqual({ carrier: 'GLS', known: true });
    expect(shipmentCarrierOf('dk', 'DAO Hjemmelevering')).toEqual({ carrier: 'DAO', known: true });
    // A Danish carrier is not one of the Swedish market's.
    expect(shipmentCarrierOf('se', 'GLS PakkeShop').known).toBe(false);
  });

  it('falls back to the raw name for an unknown carrier', () => {
    expect(shipmentCarrierOf('se', ' Bring Home ')).toEqual({ carrier: 'Bring Home', known: false });
  });
});

describe('isKnownShipmentType (002 §3, §8)', () => {
  it('knows express, normal and pick_up only', () => {
    expect(['express', 'normal', 'pick_up'].every(isKnownShipmentType)).toBe(true);
    expect(isKnownShipmentType('drone')).toBe(false);
  });
});
