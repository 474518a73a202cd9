import { describe, expect, it } from 'vitest';
import { PRINT_DEFAULT_TEXTS, PRINT_THANK_YOU_TEXTS } from '../constants/print-default-texts';
import { siteV2Schema } from '../schemas/site';
import { realisticSiteV2 } from '../schemas/site.fixture';
import { defaultPrintContent } from './print-layout-content';
import { printSiteFacts, printSiteTexts, type PrintSiteFacts } from './print-site-texts';

const facts: PrintSiteFacts = {
  market: 'se',
  names: 'Sara & Johan',
  date: '2027-08-21T14:30',
  location: 'Hjo kyrka, Hjo',
  answerBy: '2027-06-01',
};
const textsOf = (content: ReturnType<typeof defaultPrintContent>) =>
  Object.fromEntries(
    content.flatMap((item) => (item.contentType === 'text' ? [[item.position, item.properties.text]] : [])),
  );

describe('printSiteFacts (issue 39 item 6)', () => {
  it('reads the logo’s names, the countdown’s day, the wizard’s place and the RSVP’s answer-by day', () => {
    const site = siteV2Schema.parse({
      ...realisticSiteV2(),
      eventLogo: { name: 'LeafsBox', name1: 'Sara', name2: 'Johan' },
      wizardData: { name1: 'S', name2: 'J', location: ' Hjo kyrka, Hjo ', dateStart: '2027-08-20T12:00' },
      siteModules: [
        { siteModuleType: 'Countdown', id: 'c', countdownDate: '2027-08-21T14:30' },
        { siteModuleType: 'Rsvp', id: 'r', answerBy: '2027-06-01' },
      ],
    });
    expect(printSiteFacts(site, 'se')).toEqual(facts);
  });

  it('knows nothing of a site without a wizard, logo, countdown or deadline', () => {
    expect(printSiteFacts({ siteModules: [], eventLogo: null, wizardData: null }, 'dk')).toEqual({
      market: 'dk',
      names: null,
      date: null,
      location: null,
      answerBy: null,
    });
  });
});

describe('a new card’s texts from the site (issue 39 item 6)', () => {
  it('writes the couple, day, place and answer-by day in Swedish', () => {
    const texts = textsOf(defaultPrintContent('GENESIS', { language: 'sv', facts }));
    expect(texts).toMatchObject({
      names: 'Sara & Johan',
      dateAndLocationLong: 'Lördagen den 21 augusti 2027 klockan 14.30\nHjo kyrka, Hjo',
      textAtQR: 'Skanna koden för att läsa mer om dagen och OSA senast den 1 juni 2027',
    });
    expect(JSON.stringify(texts)).not.toMatch(/Anna|2031|Göteborg|1 maj/);
  });

  it('writes them in English and Danish', () => {
    expect(printSiteTexts(facts, 'en', 'invitation', PRINT_DEFAULT_TEXTS.en)).toEqual({
      names: 'Sara & Johan',
      dateAndLocation: '21 August 2027 · Hjo kyrka, Hjo',
      dateAndLocationLong: 'Saturday 21 August 2027 at 2:30 pm\nHjo kyrka, Hjo',
      textAtQR: 'Scan the code to read more about the day and RSVP by 1 June 2027',
    });
    expect(printSiteTexts({ ...facts, market: 'dk' }, 'da', 'invitation', PRINT_DEFAULT_TEXTS.da)).toEqual({
      names: 'Sara & Johan',
      dateAndLocation: '21. august 2027 · Hjo kyrka, Hjo',
      dateAndLocationLong: 'Lørdag den 21. august 2027 klokken 14.30\nHjo kyrka, Hjo',
      textAtQR: 'Scan koden for at læse mere om dagen og svare senest den 1. juni 2027',
    });
  });

  it('asks for an answer without a day when the RSVP has none, and keeps the demo’s day when the site has none', () => {
    const texts = printSiteTexts(
      { ...facts, date: null, location: null, answerBy: null },
      'sv',
      'invitation',
      PRINT_DEFAULT_TEXTS.sv,
    );
    expect(texts).toEqual({
      names: 'Sara & Johan',
      textAtQR: 'Skanna koden för att läsa mer om dagen och OSA',
    });
  });

  it('signs a thank-you card with the names under its day and place', () => {
    const texts = printSiteTexts(facts, 'sv', 'thankYou', PRINT_THANK_YOU_TEXTS.sv);
    expect(texts.dateAndLocationLong).toBe('21 augusti 2027\nHjo kyrka, Hjo');
    expect(texts.textAtQR).toMatch(/Varma hälsningar,\nSara & Johan$/);
  });

  it('leaves the demo as it is without facts', () => {
    expect(textsOf(defaultPrintContent('GENESIS', { language: 'sv' })).names).toBe('Anna & Erik');
  });
});
