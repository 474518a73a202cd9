import { isBrand, isMarket } from '../constants/platform';
import type { AppConfig } from '../schemas/app-config';

/**
 * Reads the start-up settings without zod, so the guests' first download stays small (`decisions.md` §7).
 * Returns undefined when the value is not an `AppConfig`; `appConfigSchema` is the full definition.
 */
export function readAppConfigShape(value: unknown): AppConfig | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const config = value as Record<string, unknown>;
  const strings = ['domain', 'demoHost', 'studentDemoHost', 'productName', 'contactMail'] as const;
  if (!isBrand(config.brand) || !isMarket(config.market)) return undefined;
  if (!strings.every((key) => typeof config[key] === 'string')) return undefined;
  const flags = ['simulators', 'localDevelopment', 'printsHouseholdCards'] as const;
  if (!flags.every((key) => typeof config[key] === 'boolean')) return undefined;
  return {
    brand: config.brand,
    market: config.market,
    domain: config.domain as string,
    demoHost: config.demoHost as string,
    studentDemoHost: config.studentDemoHost as string,
    productName: config.productName as string,
    contactMail: config.contactMail as string,
    simulators: config.simulators as boolean,
    localDevelopment: config.localDevelopment as boolean,
    printsHouseholdCards: config.printsHouseholdCards as boolean,
  };
}
