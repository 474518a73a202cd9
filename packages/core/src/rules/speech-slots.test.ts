import { describe, expect, it } from 'vitest';
import { scheduleModuleSchema, speech2ModuleSchema, type SiteModule } from '../schemas/site-modules';
import { speechSlotsOf, WHOLE_EVENING_SLOT_ID } from './speech-slots';

const speech = (slots: object[] = []) =>
  speech2ModuleSchema.parse({ id: 'speech-1', siteModuleType: 'Speech2', slots });

const schedule = (hide = false): SiteModule =>
  scheduleModuleSchema.parse({
    id: 'schedule-1',
    siteModuleType: 'Schedule',
    hide,
    events: [
      { id: 'dinner', title: { sv: 'Middag' }, startsAt: '2031-06-14T18:00' },
      { id: 'family', title: { sv: 'Familjelunch' }, startsAt: '2031-06-14T12:00', openToAll: false },
    ],
  });

describe('the slots a speaker can ask for', () => {
  it('are the module’s own when it names any', () => {
    const module = speech([{ id: 'starter', title: { sv: 'Förrätt' }, plannedMinutes: 15 }]);
    expect(speechSlotsOf(module, [module, schedule()])).toEqual([
      { id: 'starter', title: { sv: 'Förrätt' }, plannedMinutes: 15 },
    ]);
  });

  it('are the programme’s events every visitor sees, never an invitation-only one', () => {
    const module = speech();
    expect(speechSlotsOf(module, [module, schedule()])).toEqual([
      { id: 'dinner', title: { sv: 'Middag' }, plannedMinutes: 0 },
    ]);
  });

  it('are the whole evening without slots and without a shown programme', () => {
    const module = speech();
    const slots = speechSlotsOf(module, [module, schedule(true)]);
    expect(slots.map((slot) => slot.id)).toEqual([WHOLE_EVENING_SLOT_ID]);
    expect(slots[0]?.title).toMatchObject({ sv: 'Under kvällen', en: 'During the evening' });
  });
});
