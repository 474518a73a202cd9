import { describe, expect, it } from 'vitest';
import { appConfigSchema } from '../schemas/app-config';
import { readAppConfigShape } from './app-config-shape';

const config = {
  brand: 'wedding',
  market: 'dk',
  domain: 'wedding.localhost',
  demoHost: 'demo.wedding.localhost',
  studentDemoHost: 'demo.student.wedding.localhost',
  productName: 'Bryllupssiden',
  contactMail: 'hej@bryllupssiden.dk',
  simulators: true,
  localDevelopment: false,
  printsHouseholdCards: true,
};

describe('readAppConfigShape', () => {
  it('reads what the schema accepts, and only its fields', () => {
    expect(readAppConfigShape({ ...config, extra: 1 })).toEqual(appConfigSchema.parse(config));
  });

  it.each([
    ['an unknown brand', { ...config, brand: 'birthday' }],
    ['an unknown market', { ...config, market: 'no' }],
    ['a missing domain', { ...config, domain: undefined }],
    ['a string flag', { ...config, simulators: 'true' }],
    ['a missing printsHouseholdCards', { ...config, printsHouseholdCards: undefined }],
    ['null', null],
  ])('rejects %s, as the schema does', (_name, value) => {
    expect(readAppConfigShape(value)).toBeUndefined();
    expect(appConfigSchema.safeParse(value).success).toBe(false);
  });
});
