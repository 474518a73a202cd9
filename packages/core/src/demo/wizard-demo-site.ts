import { DESIGN_TEMPLATES } from '../constants/design-templates';
import type { EventLogoName } from '../constants/event-logos';
import { DEFAULT_MAP_THEME, DEFAULT_MARKER_COLOR, MAP_ZOOM } from '../constants/map';
import type { Market } from '../constants/platform';
import {
  WIZARD_SITE_ID,
  WIZARD_UNDECIDED_TEXT_FALLBACK,
  type DressCode,
  type GiftPolicy,
} from '../constants/wizard';
import { defaultCountdownDate, formatDateTimeLocal, parseCountdownDate } from '../rules/countdown';
import { hoursAfter } from '../rules/schedule-times';
import type { DesignTemplate } from '../schemas/design';
import type { EventLogo } from '../schemas/event-logo';
import type { Form } from '../schemas/form';
import type { RichTextDocument } from '../schemas/rich-text';
import { siteV2Schema, type SiteV2 } from '../schemas/site';
import type { SiteModuleInput } from '../schemas/site-modules';
import { wizardDataSchema, type WizardData, type WizardDataInput } from '../schemas/wizard-data';
import {
  DEMO_GIFT_REGISTRY_TEXTS,
  DEMO_RSVP_TEXTS,
  demoRsvpForm,
  richText,
  type DemoLanguage,
  type Trilingual,
} from './demo-content';
import { demoImage, demoMapImage, demoMapName, type DemoImageName } from './demo-images';
import {
  copyLanguageOf,
  wizardCopy,
  type DescribedDressCode,
  type DescribedGiftPolicy,
  type WizardCopy,
  type WizardCopyInput,
} from './wizard-demo-copy';

/** The couple and the place a demo shows when the wizard's answers leave them out (`002` §9). */
export const WIZARD_DEMO_DEFAULTS: Record<Market, { name1: string; name2: string; location: string }> = {
  se: { name1: 'Emma', name2: 'Oskar', location: 'Bosjökloster, Höör' },
  dk: { name1: 'Sofie', name2: 'Mads', location: 'Kokkedal Slot, Hørsholm' },
};

function isEmptyAnswer(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * The wizard's answers with empty or missing ones dropped and the defaults of `002` §9 applied to the
 * choices; a date that is not decided is cleared (`002` §2.6), and a language chosen twice counts once.
 */
export function normaliseWizardData(answers: WizardDataInput): WizardData {
  const given = Object.fromEntries(Object.entries(answers).filter(([, value]) => !isEmptyAnswer(value)));
  const data = wizardDataSchema.parse(given);
  const languages = [...new Set(data.languages)];
  if (!data.dateNotDecided) return { ...data, languages };
  const { dateStart: _cleared, ...withoutDate } = data;
  return { ...withoutDate, languages };
}

/** The dress code whose words the demo shows: OTHER and NOT_DECIDED have none and borrow COCKTAIL's (`002` §4). */
export function describedDressCode(dressCode: DressCode): DescribedDressCode {
  return dressCode === 'OTHER' || dressCode === 'NOT_DECIDED'
    ? (WIZARD_UNDECIDED_TEXT_FALLBACK.dressCode as DescribedDressCode)
    : dressCode;
}

/** The gift policy whose words the demo shows: OTHER and NOT_DECIDED borrow GIFTS' (`002` §4). */
export function describedGiftPolicy(gifts: GiftPolicy): DescribedGiftPolicy {
  return gifts === 'OTHER' || gifts === 'NOT_DECIDED'
    ? (WIZARD_UNDECIDED_TEXT_FALLBACK.gifts as DescribedGiftPolicy)
    : gifts;
}

/**
 * The designs the wizard offers in its first step (`002` §2.6): the wedding brand's own design templates,
 * made for weddings; every other template is in the Design drawer. The first is the default.
 */
export const WIZARD_DESIGN_TEMPLATES: readonly DesignTemplate[] = DESIGN_TEMPLATES.filter(
  (template) => template.brandsExclusive.length === 1 && template.brandsExclusive[0] === 'wedding',
);

/**
 * Logos whose date would only be a plain line under the names, right above the header's second line that
 * already says it (issue 39 #10); other designs weave the date into the logo.
 */
const LOGOS_WITHOUT_DATE: readonly EventLogoName[] = ['BorderUpAndDown'];

/** The design of a wizard answer: the named wizard template, or the first one for none or another name. */
export function wizardDesignTemplateOf(name: string | null | undefined): DesignTemplate {
  const [first] = WIZARD_DESIGN_TEMPLATES;
  if (!first) throw new Error('The wizard has no design templates');
  return WIZARD_DESIGN_TEMPLATES.find((template) => template.name === name) ?? first;
}

export interface WizardDemoSiteOptions {
  market: Market;
  /** When the site is generated; an undated wedding is six months later at 15:00. */
  now: Date;
}

/** One text per site language, each from the words of the language it is written in. */
type PerLanguage = <T>(pick: (language: string) => T) => Record<string, T>;

function perLanguageOf(languages: readonly string[]): PerLanguage {
  return (pick) => Object.fromEntries(languages.map((language) => [language, pick(language)]));
}

function fromTrilingual<T>(texts: Trilingual<T>): (language: string) => T {
  return (language) => texts[copyLanguageOf(language) satisfies DemoLanguage];
}

function sameInEvery(text: string): (language: string) => string {
  return () => text;
}

/** The RSVP questions of every demo, with their texts in the site's languages. */
function rsvpForm(perLanguage: PerLanguage): Form {
  const form = demoRsvpForm({
    sv: 'Vilken låt får dig att dansa?',
    en: 'Which song gets you dancing?',
    da: 'Hvilken sang får dig til at danse?',
  });
  const retext = (text: Record<string, string>) =>
    perLanguage((language) => text[copyLanguageOf(language)] ?? '');
  return {
    formElements: form.formElements.map((element) =>
      element.formElementType === 'SingleSelect'
        ? {
            ...element,
            label: retext(element.label),
            options: element.options.map((option) => ({ ...option, text: retext(option.text) })),
          }
        : { ...element, label: retext(element.label) },
    ),
  };
}

function rich(perLanguage: PerLanguage, blocks: (language: string) => readonly string[]) {
  return perLanguage<RichTextDocument>((language) => richText(blocks(language)));
}

const GIFT_ITEM_DETAILS: Record<
  string,
  { image: DemoImageName; quantity: number | null; reservable: boolean; link: string | null }
> = {
  'gift-honeymoon': { image: 'gift-globe', quantity: null, reservable: false, link: null },
  'gift-plates': { image: 'gift-plates', quantity: 12, reservable: true, link: null },
  'gift-espresso': { image: 'gift-coffee-machine', quantity: 1, reservable: true, link: null },
};

const GALLERY_IMAGES: readonly DemoImageName[] = [
  'summer-meadow',
  'dinner-table',
  'dance-floor',
  'wedding-cake',
];

/**
 * The wedding's programme (issue 34): the ceremony at the wizard's date and time, the dinner three hours
 * later and the party seven hours later, all at the wizard's place and open to every guest.
 */
function programmeModule(
  date: string,
  location: string,
  copyText: (pick: (copy: ReturnType<typeof wizardCopy>) => string) => Record<string, string>,
  perLanguage: PerLanguage,
): SiteModuleInput {
  const events = [
    { id: 'event-ceremony', hours: 0, title: (copy: WizardCopy) => copy.programme.ceremony },
    { id: 'event-dinner', hours: 3, title: (copy: WizardCopy) => copy.programme.dinner },
    { id: 'event-party', hours: 7, title: (copy: WizardCopy) => copy.programme.party },
  ];
  return {
    id: 'programme',
    siteModuleType: 'Schedule',
    title: copyText((copy) => copy.programme.title),
    menuTitle: copyText((copy) => copy.programme.menuTitle),
    text: rich(perLanguage, (language) => wizardCopy(language).programme.text),
    events: events.map((event) => ({
      id: event.id,
      title: copyText(event.title),
      startsAt: hoursAfter(date, event.hours),
      place: perLanguage(sameInEvery(location)),
      address: location,
    })),
  };
}

/**
 * The demo site the wedding get-started wizard generates from its answers (`002` §2.6, §4 "Wizard demo
 * site"): id START-WIZARD, unpublished and in quick start. Empty answers take the defaults (`002` §9): the
 * demo couple and place, a wedding six months ahead at 15:00, cocktail dress, no children, a gift registry
 * and Swedish. Every chosen language gets every text, written in Swedish, English or Danish (English for
 * the rest). The dress code and gift texts of OTHER and NOT_DECIDED are COCKTAIL's and GIFTS'; only GIFTS
 * makes a gift registry, the others a text. A wedding whose date is not decided has no countdown
 * and no programme.
 */
export function buildWizardDemoSite(
  answers: WizardDataInput,
  { market, now }: WizardDemoSiteOptions,
): SiteV2 {
  const data = normaliseWizardData(answers);
  const defaults = WIZARD_DEMO_DEFAULTS[market];
  const name1 = data.name1 ?? defaults.name1;
  const name2 = data.name2 ?? defaults.name2;
  const location = data.location ?? defaults.location;
  const dateText = data.dateNotDecided
    ? null
    : (data.dateStart ?? formatDateTimeLocal(defaultCountdownDate(now)));
  const date = dateText === null ? null : parseCountdownDate(dateText.slice(0, 16));
  const languages = data.languages;
  const perLanguage = perLanguageOf(languages);

  const copyInput = (language: string): WizardCopyInput => {
    const copy = wizardCopy(language);
    return {
      name1,
      name2,
      location,
      date: date && {
        long: new Intl.DateTimeFormat(copy.locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(
          date,
        ),
        time: copy.time(date.getHours(), date.getMinutes()),
      },
    };
  };
  const copyText = (pick: (copy: ReturnType<typeof wizardCopy>) => string) =>
    perLanguage((language) => pick(wizardCopy(language)));

  const look = wizardDesignTemplateOf(data.designTemplate);
  const eventLogo: EventLogo | null = look.eventLogo
    ? {
        ...look.eventLogo,
        name1,
        name2,
        additionalText:
          date && !LOGOS_WITHOUT_DATE.includes(look.eventLogo.name)
            ? `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`
            : '',
      }
    : null;

  const dressCode = describedDressCode(data.dressCode);
  const giftPolicy = describedGiftPolicy(data.gifts);
  const usesDefaultLocation = location === defaults.location;

  const modules: SiteModuleInput[] = [
    {
      id: 'header',
      siteModuleType: 'Header',
      title: perLanguage(sameInEvery(`${name1} & ${name2}`)),
      menuTitle: copyText((copy) => copy.headerMenuTitle),
      secondLine: perLanguage((language) => {
        const input = copyInput(language);
        return input.date ? `${input.date.long} · ${location}` : location;
      }),
      image: demoImage('bouquet'),
      userSelectedImageSize: 'LARGE',
    },
    ...(dateText === null
      ? []
      : [
          {
            id: 'countdown',
            siteModuleType: 'Countdown' as const,
            title: copyText((copy) => copy.countdown.title),
            menuTitle: copyText((copy) => copy.countdown.menuTitle),
            countdownDate: dateText.slice(0, 16),
          },
        ]),
    {
      id: 'welcome',
      siteModuleType: 'Text',
      title: copyText((copy) => copy.welcome.title),
      menuTitle: copyText((copy) => copy.welcome.menuTitle),
      text: rich(perLanguage, (language) => wizardCopy(language).welcome.text(copyInput(language))),
    },
    {
      id: 'location',
      siteModuleType: 'Location',
      title: copyText((copy) => copy.location.title),
      menuTitle: copyText((copy) => copy.location.menuTitle),
      secondTitle: perLanguage(sameInEvery(location)),
      image: demoImage('manor-house'),
      text: rich(perLanguage, (language) => wizardCopy(language).location.text(copyInput(language))),
      map: {
        contentDataType: 'Map',
        location,
        zoom: MAP_ZOOM.default,
        mapTheme: DEFAULT_MAP_THEME,
        markerColor: DEFAULT_MARKER_COLOR,
        // The demo's map shows the demo's place; another place gets its map when the owner saves the location.
        map: usesDefaultLocation ? demoMapImage(demoMapName('wedding', market)) : null,
      },
    },
    ...(dateText === null ? [] : [programmeModule(dateText.slice(0, 16), location, copyText, perLanguage)]),
    {
      id: 'good-to-know',
      siteModuleType: 'TextAndImageList',
      title: copyText((copy) => copy.goodToKnow.title),
      menuTitle: copyText((copy) => copy.goodToKnow.menuTitle),
      items: [
        {
          id: 'know-dress-code',
          title: copyText((copy) => copy.dressCode[dressCode].title),
          text: rich(perLanguage, (language) => wizardCopy(language).dressCode[dressCode].text),
          image: demoImage('champagne-toast'),
        },
        {
          id: 'know-children',
          title: copyText((copy) => copy.children[data.children].title),
          text: rich(perLanguage, (language) => wizardCopy(language).children[data.children].text),
          image: demoImage('summer-meadow'),
        },
        {
          id: 'know-speeches',
          title: copyText((copy) => copy.speeches.title),
          text: rich(perLanguage, (language) => wizardCopy(language).speeches.text),
          image: demoImage('dinner-table'),
        },
      ],
    },
    data.gifts === 'GIFTS'
      ? {
          id: 'gifts',
          siteModuleType: 'GiftRegistry',
          title: copyText((copy) => copy.gifts.GIFTS.title),
          menuTitle: copyText((copy) => copy.gifts.menuTitle),
          ...Object.fromEntries(
            Object.entries(DEMO_GIFT_REGISTRY_TEXTS).map(([key, texts]) => [
              key,
              perLanguage(fromTrilingual<string>(texts)),
            ]),
          ),
          giftRegistry: wizardCopy('sv').giftItems.map((item, index) => {
            const details = GIFT_ITEM_DETAILS[item.id];
            if (!details) throw new Error(`No details for the gift ${item.id}`);
            return {
              id: item.id,
              title: copyText((copy) => copy.giftItems[index]?.title ?? ''),
              description: copyText((copy) => copy.giftItems[index]?.description ?? ''),
              image: demoImage(details.image),
              quantity: details.quantity,
              reservable: details.reservable,
              link: details.link,
            };
          }),
        }
      : {
          id: 'gifts',
          siteModuleType: 'Text',
          title: copyText((copy) => copy.gifts[giftPolicy].title),
          menuTitle: copyText((copy) => copy.gifts.menuTitle),
          text: rich(perLanguage, (language) => wizardCopy(language).gifts[giftPolicy].text),
        },
    {
      id: 'rsvp',
      siteModuleType: 'Rsvp',
      title: copyText((copy) => copy.rsvp.title),
      menuTitle: copyText((copy) => copy.rsvp.menuTitle),
      text: rich(perLanguage, (language) => wizardCopy(language).rsvp.text),
      form: rsvpForm(perLanguage),
      maxNumberOfGuests: 5,
      ...Object.fromEntries(
        Object.entries(DEMO_RSVP_TEXTS).map(([key, texts]) => [
          key,
          perLanguage(fromTrilingual<string>(texts)),
        ]),
      ),
      confirmationText: perLanguage((language) =>
        wizardCopy(language).rsvp.confirmationText(copyInput(language)),
      ),
    },
    {
      id: 'gallery',
      siteModuleType: 'ImageGallery',
      title: copyText((copy) => copy.gallery.title),
      menuTitle: copyText((copy) => copy.gallery.menuTitle),
      text: rich(perLanguage, (language) => wizardCopy(language).gallery.text),
      items: GALLERY_IMAGES.map((name) => ({ id: `gallery-${name}`, image: demoImage(name) })),
    },
  ];

  return siteV2Schema.parse({
    _id: WIZARD_SITE_ID,
    host: null,
    active: false,
    quickStart: true,
    usesSiteModules: true,
    theme: look.theme,
    fonts: look.fonts,
    colorScheme: look.colorScheme,
    siteGraphic: look.siteGraphic ?? null,
    eventLogo,
    mostRecentSelectedDesignTemplate: look.name === data.designTemplate ? look.name : null,
    availableLanguages: languages.map((languageCode) => ({ languageCode })),
    siteModules: modules,
  });
}
