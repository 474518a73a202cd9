import { describe, expect, it } from 'vitest';
import { createModule } from '../editor/create-module';
import { wizardDataSchema } from '../schemas/wizard-data';
import { siteDateOf } from './site-date';

const countdown = (countdownDate: string, hide = false) => ({
  ...createModule('Countdown', { languages: ['sv'] }),
  countdownDate,
  hide,
});

describe('siteDateOf', () => {
  it("reads the shown countdown's date, else the wizard's, else none", () => {
    expect(siteDateOf({ siteModules: [countdown('2026-06-13T15:00')], wizardData: null })).toBe(
      '2026-06-13T15:00',
    );
    expect(
      siteDateOf({
        siteModules: [countdown('2026-06-13T15:00', true)],
        wizardData: wizardDataSchema.parse({ dateStart: '2026-07-04T13:30' }),
      }),
    ).toBe('2026-07-04T13:30');
    expect(siteDateOf({ siteModules: [], wizardData: null })).toBeNull();
  });
});
