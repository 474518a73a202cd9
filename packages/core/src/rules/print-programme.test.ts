import { describe, expect, it } from 'vitest';
import { scheduleEventSchema, type ScheduleEventInput } from '../schemas/site-modules';
import {
  fillPrintProgramme,
  insertPrintProgramme,
  PRINT_PROGRAMME_PLACEHOLDER,
  printCardEvents,
  printProgrammeLines,
} from './print-programme';

const event = (input: Omit<ScheduleEventInput, 'text'>) => scheduleEventSchema.parse(input);

const CEREMONY = event({
  id: 'ceremony',
  title: { sv: 'Vigsel', en: 'Ceremony', da: 'Vielse' },
  startsAt: '2026-06-13T15:00',
});
const DINNER = event({
  id: 'dinner',
  title: { sv: 'Middag', en: 'Dinner', da: 'Middag' },
  startsAt: '2026-06-13T18:30',
  openToAll: false,
});
const BRUNCH = event({
  id: 'brunch',
  title: { sv: 'Brunch', en: 'Brunch', da: 'Brunch' },
  startsAt: '2026-06-14T11:00',
});
const EVENTS = [CEREMONY, DINNER, BRUNCH];

describe('printCardEvents (issue 34 item 6)', () => {
  it("lists a household's invited events only, all for a household invited to all", () => {
    expect(printCardEvents(EVENTS, { events: ['ceremony'] }).map((item) => item.id)).toEqual(['ceremony']);
    expect(printCardEvents(EVENTS, { events: null }).map((item) => item.id)).toEqual([
      'ceremony',
      'dinner',
      'brunch',
    ]);
  });

  it('lists the open events on a card for anyone', () => {
    expect(printCardEvents(EVENTS, null).map((item) => item.id)).toEqual(['ceremony', 'brunch']);
  });
});

describe('printProgrammeLines', () => {
  it("writes time and title in the card's language, with the weekday of a later day", () => {
    expect(printProgrammeLines(EVENTS, 'sv')).toEqual([
      '15.00 Vigsel',
      '18.30 Middag',
      'söndag 11.00 Brunch',
    ]);
    expect(printProgrammeLines(EVENTS, 'da')).toEqual([
      '15.00 Vielse',
      '18.30 Middag',
      'søndag 11.00 Brunch',
    ]);
    expect(printProgrammeLines([CEREMONY], 'en')).toEqual(['15:00 Ceremony']);
  });
});

describe('fillPrintProgramme', () => {
  it('puts the lines at the placeholder', () => {
    expect(fillPrintProgramme(`Välkomna!\n${PRINT_PROGRAMME_PLACEHOLDER}\nOSA`, ['15.00 Vigsel'])).toBe(
      'Välkomna!\n15.00 Vigsel\nOSA',
    );
  });

  it('drops the placeholder and its line when there is nothing to list, and leaves other texts alone', () => {
    expect(fillPrintProgramme(`Välkomna!\n${PRINT_PROGRAMME_PLACEHOLDER}\nOSA`, [])).toBe('Välkomna!\nOSA');
    expect(fillPrintProgramme(insertPrintProgramme('Välkomna!'), [])).toBe('Välkomna!');
    expect(fillPrintProgramme('Svara senast 1 maj', ['15.00 Vigsel'])).toBe('Svara senast 1 maj');
  });
});

describe('insertPrintProgramme', () => {
  it('adds the placeholder after an empty line, once', () => {
    expect(insertPrintProgramme('Svara senast 1 maj\n')).toBe(
      `Svara senast 1 maj\n\n${PRINT_PROGRAMME_PLACEHOLDER}`,
    );
    expect(insertPrintProgramme('')).toBe(PRINT_PROGRAMME_PLACEHOLDER);
    const once = insertPrintProgramme('Hej');
    expect(insertPrintProgramme(once)).toBe(once);
  });
});
