import type { InterfaceLanguage, Market } from '../constants/platform';
import type { PrintTextPosition } from '../constants/print-default-texts';
import type { PrintPurpose } from '../constants/print-layouts';
import type { SiteV2 } from '../schemas/site';
import { dateLocale, formatAnswerBy } from './rsvp-deadline';
import { siteDateOf } from './site-date';

/** What the site already knows that a new card prints (issue 39 item 6); null where it knows nothing. */
export interface PrintSiteFacts {
  market: Market;
  /** 'Sara & Johan': the event logo's names, else the wizard's. */
  names: string | null;
  /** 'YYYY-MM-DDTHH:mm', local: the countdown's, else the wizard's. */
  date: string | null;
  location: string | null;
  /** The first RSVP's answer-by day, YYYY-MM-DD. */
  answerBy: string | null;
}

const joinNames = (names: readonly (string | undefined)[]) =>
  names
    .map((name) => name?.trim() ?? '')
    .filter((name) => name !== '')
    .join(' & ') || null;

/** The couple, day, place and answer-by day a site's new card starts with. */
export function printSiteFacts(
  site: Pick<SiteV2, 'eventLogo' | 'wizardData' | 'siteModules'>,
  market: Market,
): PrintSiteFacts {
  const logo = site.eventLogo;
  const wizard = site.wizardData;
  const rsvp = site.siteModules.find(
    (module) => module.siteModuleType === 'Rsvp' && !module.hide && module.answerBy !== null,
  );
  return {
    market,
    names: (logo ? joinNames([logo.name1, logo.name2]) : null) ?? joinNames([wizard?.name1, wizard?.name2]),
    date: siteDateOf(site),
    location: wizard?.location?.trim() || null,
    answerBy: rsvp?.siteModuleType === 'Rsvp' ? rsvp.answerBy : null,
  };
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** 'Lördagen den 14 juni 2031 klockan 15.00', 'Saturday 14 June 2031 at 3 pm', 'Lørdag den 14. juni 2031 klokken 15.00'. */
function longDate(date: string, language: InterfaceLanguage, market: Market): string {
  const [day = '', time = ''] = date.split('T');
  const [year = 0, month = 1, dayOfMonth = 1] = day.split('-').map(Number);
  const weekday = capitalise(
    new Intl.DateTimeFormat(dateLocale(language, market), { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year, month - 1, dayOfMonth)),
    ),
  );
  const short = formatAnswerBy(day, language, market);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  // A day without a time of day (midnight) is printed as a day.
  const timed = hours !== 0 || minutes !== 0;
  const clock = `${String(hours).padStart(2, '0')}.${String(minutes).padStart(2, '0')}`;
  if (language === 'sv') return `${weekday}en den ${short}${timed ? ` klockan ${clock}` : ''}`;
  if (language === 'da') return `${weekday} den ${short}${timed ? ` klokken ${clock}` : ''}`;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const english = `${hour12}${minutes === 0 ? '' : `:${String(minutes).padStart(2, '0')}`} ${hours < 12 ? 'am' : 'pm'}`;
  return `${weekday} ${short}${timed ? ` at ${english}` : ''}`;
}

const RSVP_BY: Readonly<Record<InterfaceLanguage, { by: string; open: string }>> = {
  sv: {
    by: 'Skanna koden för att läsa mer om dagen och OSA senast den {date}',
    open: 'Skanna koden för att läsa mer om dagen och OSA',
  },
  en: {
    by: 'Scan the code to read more about the day and RSVP by {date}',
    open: 'Scan the code to read more about the day and RSVP',
  },
  da: {
    by: 'Scan koden for at læse mere om dagen og svare senest den {date}',
    open: 'Scan koden for at læse mere om dagen og svare',
  },
};

/**
 * The texts of a new card that the site already knows (issue 39 item 6), each replacing the demo's: the
 * names, the day and place, and the answer-by day under the QR code; a thank-you card is signed with the
 * names. A text the site knows nothing of is left out, so the demo's stays as a model to write over.
 */
export function printSiteTexts(
  facts: PrintSiteFacts,
  language: InterfaceLanguage,
  purpose: PrintPurpose,
  demo: Readonly<Record<PrintTextPosition, string>>,
): Partial<Record<PrintTextPosition, string>> {
  const texts: Partial<Record<PrintTextPosition, string>> = {};
  const { names, date, location, market } = facts;
  if (names) texts.names = names;
  const shortDate = date ? formatAnswerBy(date.slice(0, 10), language, market) : null;
  if (shortDate || location) {
    texts.dateAndLocation = [shortDate, location].filter(Boolean).join(' · ');
    const first = purpose === 'thankYou' ? shortDate : date && longDate(date, language, market);
    texts.dateAndLocationLong = [first, location].filter(Boolean).join('\n');
  }
  if (purpose === 'thankYou') {
    if (names) texts.textAtQR = demo.textAtQR.replace(demo.names, names);
  } else if (names || date || location || facts.answerBy) {
    const rsvp = RSVP_BY[language];
    texts.textAtQR = facts.answerBy
      ? rsvp.by.replace('{date}', formatAnswerBy(facts.answerBy, language, market))
      : rsvp.open;
  }
  return texts;
}
