import type { SiteLanguageCode } from '../constants/languages';
import type { Brand, DemoVariant, Market } from '../constants/platform';
import { siteModuleTypesForBrand } from '../constants/module-types';
import { defaultCountdownDate, formatDateTimeLocal } from '../rules/countdown';
import { siteV2Schema, type SiteV2 } from '../schemas/site';
import type { DemoContent, DemoDate } from './demo-content';
import { demoSeatingModule } from './demo-seating';
import { eventDemoContent } from './event-demo-content';
import { partyDemoContent } from './party-demo-content';
import { studentDemoContent } from './student-demo-content';
import { weddingDemoContent } from './wedding-demo-content';

/*
 * The demo site of each brand and market: what the demo host shows and what quick start copies
 * (`decisions.md` §3 "Quick start"). Every module type the brand offers is on it, filled with believable
 * content in Swedish, English and Danish, and dated six months after it is built (`002` §9).
 */

export interface DemoSiteOptions {
  brand: Brand;
  market: Market;
  /** The demo host the site answers to, e.g. `demo.festsidan.se`. */
  host: string;
  /** When the site is built; the event is six months later at 15:00. */
  now: Date;
  /** The brand's own demo (the default), or the student graduation demo of `/digital-studentinbjudan/`. */
  variant?: DemoVariant;
}

const DEMO_CONTENT: Record<Brand, (market: Market, date: DemoDate) => DemoContent> = {
  party: partyDemoContent,
  wedding: weddingDemoContent,
  event: eventDemoContent,
};

/** The market's own language first, so a guest without a matching browser language lands on it (`001` §2). */
const DEMO_LANGUAGES: Record<Market, readonly SiteLanguageCode[]> = {
  se: ['sv', 'en', 'da'],
  dk: ['da', 'en', 'sv'],
};

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** The event date in every form the content shows it. */
function demoDate(now: Date): DemoDate {
  const target = defaultCountdownDate(now);
  const long = (locale: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(target);
  return {
    countdownDate: formatDateTimeLocal(target),
    long: { sv: long('sv-SE'), en: long('en-GB'), da: long('da-DK') },
    numeric: `${twoDigits(target.getDate())}.${twoDigits(target.getMonth() + 1)}.${target.getFullYear()}`,
  };
}

/** A brand's complete, published demo site in a market (`000` §1, `001`, `002` §9). */
export function buildDemoSite({ brand, market, host, now, variant = 'standard' }: DemoSiteOptions): SiteV2 {
  const content = variant === 'student' ? studentDemoContent : DEMO_CONTENT[brand];
  const { design, modules, giftRegistryReservations, formRecipients = [] } = content(market, demoDate(now));
  // The student demo is the same for every brand, so it keeps only the module types the brand offers.
  const offered = siteModuleTypesForBrand(brand);
  // Parsing fills every default the content leaves out and fails loudly if the content ever drifts from the schema.
  return siteV2Schema.parse({
    _id: variant === 'student' ? `DEMO-${brand}-${market}-student` : `DEMO-${brand}-${market}`,
    host,
    active: true,
    quickStart: false,
    usesSiteModules: true,
    ...design,
    availableLanguages: DEMO_LANGUAGES[market].map((languageCode) => ({ languageCode })),
    giftRegistryReservations,
    formRecipients,
    siteModules: [...modules, ...(variant === 'student' ? [] : [demoSeatingModule(brand)])].filter((module) =>
      offered.includes(module.siteModuleType),
    ),
  });
}
